/**
 * The one list of public pages. The sitemap lists `staticPublicPaths` and adds what the database
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
  "/tools/designation",
] as const;

/** One seeded page of each kind whose address comes from data, and a search. */
export const samplePublicPaths = [
  "/products?q=pvc",
  "/product/1",
  "/categories/stranded",
  "/categories/pvc/pvc-low-voltage",
  "/news/new-xlpe-extrusion-line",
] as const;

/** An address no route serves: the 404 page is public too. */
export const notFoundPath = "/no-such-page";

/** What the budget, Lighthouse and the page-wide browser checks visit. */
export const measuredPublicPaths: readonly string[] = [
  ...staticPublicPaths,
  ...samplePublicPaths,
];
