/**
 * The one list of public pages. The sitemap lists `staticPublicPaths` (not `unlistedPublicPaths`) and adds what the database
 * names (articles, categories, products); the JS budget, Lighthouse and the browser tests measure
 * `measuredPublicPaths`. `public-paths.test.ts` fails when a public route in `app/routes.ts` is
 * missing here, so a new page cannot escape the budget or the checks.
 */

/** Every public page with a fixed address, in the sitemap's order. */
export const staticPublicPaths = [
  "/",
  "/products",
  "/about",
  "/certifications",
  "/contact",
  "/quality-control",
  "/downloads",
  "/news",
  "/careers",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/tools/cable-sizing",
  "/tools/designation",
] as const;

/**
 * Public pages with a fixed address kept out of the sitemap: what they show is a visitor's own
 * choice (`/compare?ids=...`), so they are `noindex` and have no address of their own to list.
 */
export const unlistedPublicPaths = ["/compare"] as const;

/** One seeded page of each kind whose address comes from data, and a search. */
export const samplePublicPaths = [
  "/products?q=pvc",
  "/product/1",
  "/compare?ids=1,3,6",
  "/categories/stranded",
  "/categories/pvc/pvc-low-voltage",
  "/news/new-xlpe-extrusion-line",
  // The calculator with an answer, its steps and the matching products.
  "/tools/cable-sizing?current=32&system=single-phase&voltage=230&length=80&material=copper&insulation=pvc&method=C",
] as const;

/**
 * Public pages made for one visitor: the quote basket (its lines come from the visitor's cookie)
 * and a sent request's confirmation (behind a random link). Never indexed and not in the sitemap,
 * so Lighthouse's SEO score (which wants an indexable page) does not measure them; the budget and
 * the page-wide checks do (`checkedPublicPaths`).
 */
export const privatePublicPaths = ["/quote"] as const;
/** A confirmation link nobody was given: the page that says the link is not valid. */
export const privateSamplePaths = [
  "/quote/sent/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
] as const;

/** An address no route serves: the 404 page is public too. */
export const notFoundPath = "/no-such-page";

/**
 * Every page above also answers under /ar (docs/decisions/043; the sitemap lists both languages).
 * The checks measure a few Arabic samples, not the whole list twice: the home page, the listing
 * and a product (the Lighthouse pages), and the two pages with the largest own copy and
 * forms. The browser suite iterates these in every project, so the list stays short.
 */
export const arabicSamplePaths = [
  "/ar",
  "/ar/products",
  "/ar/product/1",
  "/ar/careers",
  "/ar/contact",
] as const;
/** The 404 page in Arabic. */
export const arabicNotFoundPath = "/ar/no-such-page";

/** What the budget, Lighthouse and the page-wide browser checks visit. */
export const measuredPublicPaths: readonly string[] = [
  ...staticPublicPaths,
  ...unlistedPublicPaths,
  ...samplePublicPaths,
  ...arabicSamplePaths,
];

/** What the JS budget and the page-wide browser and outside checks visit: the above and the private pages. */
export const checkedPublicPaths: readonly string[] = [
  ...measuredPublicPaths,
  ...privatePublicPaths,
];

/**
 * Every checked page in both languages, and the 404 page in each: what the JS budget measures and
 * the browser smoke (`npm run test:quick`) opens. An Arabic page is its English route under /ar.
 */
export const bothLanguagesPublicPaths: readonly string[] = [
  ...new Set([
    ...checkedPublicPaths,
    ...checkedPublicPaths
      .filter((route) => !route.startsWith("/ar"))
      .map((route) => (route === "/" ? "/ar" : `/ar${route}`)),
    notFoundPath,
    arabicNotFoundPath,
  ]),
];
