import { describe, expect, it } from "vitest";
import type { JobOpening } from "~/lib/content/jobs";
import type { NewsArticle } from "~/lib/content/news";
import { getCompany } from "~/server/content/company.server";
import {
  organization,
  productArticleIds,
  productItem,
  breadcrumbList,
  jobPosting,
  newsArticle,
  webSite,
} from "./structured-data";

/**
 * Each type is checked against the properties Google's structured-data documentation lists as
 * required (read November 2026). A property path is "a.b"; arrays are checked item by item.
 */
const origin = "https://www.cableworks.example";
// The stored details (migration 0010's values in the test database).
const company = getCompany();

function valuesAt(value: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [value];
  if (Array.isArray(value))
    return value.flatMap((item) => valuesAt(item, path));
  if (value === null || typeof value !== "object") return [undefined];
  return valuesAt((value as Record<string, unknown>)[path[0]!], path.slice(1));
}

function missing(data: object, required: readonly string[]): string[] {
  return required.filter((path) =>
    valuesAt(data, path.split(".")).some(
      (value) =>
        value === undefined ||
        value === null ||
        value === "" ||
        (Array.isArray(value) && value.length === 0),
    ),
  );
}

const isoDate = /^\d{4}-\d{2}-\d{2}/;

/** Two openings as the Careers page lists them (the database holds the real ones: jobs.server.test.ts). */
const jobOpenings: JobOpening[] = [
  {
    slug: "electrical-engineer",
    datePosted: "2026-10-05",
    validThrough: null,
    title: "Electrical Engineer",
    department: "Engineering",
    location: "New Borg El Arab City",
    type: "Full-time",
    experience: "3-5 years",
    description:
      "Design new cable constructions, write their datasheets and support customers with cable sizing.",
    requirements: [
      "B.Sc. in Electrical Power Engineering",
      "Good written English and Arabic",
    ],
  },
  {
    slug: "sales-manager",
    datePosted: "2026-10-19",
    validThrough: null,
    title: "Sales Manager",
    department: "Sales",
    location: "Alexandria / Cairo",
    type: "Full-time",
    experience: "5+ years",
    description:
      "Lead our sales to contractors, panel builders and industrial plants.",
    requirements: ["A track record in B2B sales of cables"],
  },
];

describe("JobPosting", () => {
  // https://developers.google.com/search/docs/appearance/structured-data/job-posting
  // Required: datePosted, description, hiringOrganization, jobLocation (unless fully remote),
  // title; validThrough is required when the job has an expiration date. Recommended:
  // employmentType, identifier, baseSalary, applicantLocationRequirements/jobLocationType.
  const required = [
    "datePosted",
    "description",
    "hiringOrganization.name",
    "jobLocation.address.addressCountry",
    "title",
  ];

  it.each(jobOpenings.map((job) => [job.slug, job] as const))(
    "%s has every required property",
    (_id, job) => {
      const data = jobPosting(origin, job, company);
      expect(data["@type"]).toBe("JobPosting");
      expect(missing(data, required)).toEqual([]);
      expect(data.datePosted).toMatch(isoDate);
      // Google: "The description can't be the same as the title", and it is HTML.
      expect(data.description).not.toBe(data.title);
      expect(data.description).toMatch(/^<p>.*<\/ul>$/);
      expect(data.employmentType).toBe("FULL_TIME");
    },
  );

  it("has validThrough when the opening closes, and escapes its HTML", () => {
    const data = jobPosting(
      origin,
      {
        ...jobOpenings[0]!,
        validThrough: "2027-01-31",
        description: "Pay <b>& more",
      },
      company,
    );
    expect(data.validThrough).toBe("2027-01-31");
    expect(data.description).toContain("Pay &#60;b&#62;&#38; more");
    expect(jobPosting(origin, jobOpenings[0]!, company)).not.toHaveProperty(
      "validThrough",
    );
  });

  it("puts the factory's opening at its street address and the sales one in two cities", () => {
    expect(
      valuesAt(jobPosting(origin, jobOpenings[0]!, company), [
        "jobLocation",
        "address",
        "postalCode",
      ]),
    ).toEqual(["21934"]);
    const sales = jobOpenings.find((job) => job.location.includes("/"))!;
    expect(
      valuesAt(jobPosting(origin, sales, company), [
        "jobLocation",
        "address",
        "addressLocality",
      ]),
    ).toEqual(["Alexandria", "Cairo"]);
  });
});

describe("NewsArticle", () => {
  // https://developers.google.com/search/docs/appearance/structured-data/article
  // Google lists no required properties for Article/NewsArticle; the recommended ones are author
  // (with author.name), dateModified, datePublished, headline and image. Checked as if required.
  const recommended = [
    "author.name",
    "datePublished",
    "dateModified",
    "headline",
    "image",
  ];

  const base: NewsArticle = {
    id: 1,
    slug: "new-xlpe-extrusion-line",
    title: "New XLPE Extrusion Line Doubles Our Power Cable Capacity",
    excerpt: "A new triple-head extrusion line.",
    date: "2025-09-14",
    author: "Eng. Karim Hassan",
    category: "Company News",
    readTime: 5,
    featured: true,
    image: null,
    html: "<p>Body.</p>",
    seoTitle: "New XLPE Extrusion Line Doubles Our Power Cable Capacity",
    seoDescription: "A new triple-head extrusion line.",
    publishedAt: "2025-09-14T00:00:00.000Z",
    updatedAt: "2025-09-20T08:00:00.000Z",
  };
  const articles = [
    base,
    {
      ...base,
      slug: "with-cover",
      image: "/uploads/0123456789abcdef01234567-1280.webp",
    },
  ];

  it("uses the article's cover as its image when it has one, the site's card otherwise", () => {
    expect(newsArticle(origin, articles[1]!).image).toEqual([
      `${origin}/uploads/0123456789abcdef01234567-1280.webp`,
    ]);
    expect(newsArticle(origin, base).image).toEqual([
      `${origin}/images/og-default.png`,
    ]);
    expect(newsArticle(origin, base).dateModified).toBe(
      "2025-09-20T08:00:00.000Z",
    );
  });

  it.each(articles.map((article) => [article.slug, article] as const))(
    "%s has the recommended properties",
    (_slug, article) => {
      const data = newsArticle(origin, article);
      expect(data["@type"]).toBe("NewsArticle");
      expect(missing(data, recommended)).toEqual([]);
      expect(data.datePublished).toMatch(isoDate);
      expect(String(data.mainEntityOfPage)).toBe(
        `${origin}/news/${article.slug}`,
      );
    },
  );
});

describe("BreadcrumbList", () => {
  // https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
  // Required: itemListElement (at least two ListItems); each ListItem: item (the URL; optional on
  // the last item), name, position.
  it("numbers the trail from 1 with absolute URLs", () => {
    const data = breadcrumbList(origin, [
      { name: "Home", path: "/" },
      { name: "Products", path: "/products" },
      { name: "Control" },
    ]);
    const items = data.itemListElement as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(
      missing({ items: items.slice(0, -1) }, [
        "items.item",
        "items.name",
        "items.position",
      ]),
    ).toEqual([]);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items[1]!.item).toBe(`${origin}/products`);
    expect(items[2]).not.toHaveProperty("item");
  });
});

describe("WebSite", () => {
  // https://developers.google.com/search/docs/appearance/site-names: WebSite with name and url on
  // the home page. The SearchAction follows the (retired, November 2024) sitelinks search box
  // doc: potentialAction.target with {search_term_string} and "query-input".
  it("names the site and searches the catalogue", () => {
    const data = webSite(origin);
    expect(
      missing(data, [
        "name",
        "url",
        "potentialAction.target.urlTemplate",
        "potentialAction.query-input",
      ]),
    ).toEqual([]);
    expect(data.url).toBe(`${origin}/`);
    const action = data.potentialAction as {
      target: { urlTemplate: string };
      "query-input": string;
    };
    expect(action.target.urlTemplate).toBe(
      `${origin}/products?q={search_term_string}`,
    );
    expect(action["query-input"]).toBe("required name=search_term_string");
  });
});

describe("the product's article identifiers", () => {
  it("are the first size's article number as sku and mpn, and absent without sizes (never the database id)", () => {
    expect(productArticleIds("CW-NYY-3X6")).toEqual({
      sku: "CW-NYY-3X6",
      mpn: "CW-NYY-3X6",
    });
    expect(productArticleIds(undefined)).toEqual({});
  });
});

describe("Product", () => {
  const item = productItem(origin, {
    url: `${origin}/ar/product/1`,
    name: "NYY-J 4x16",
    description: "Power cable",
    articleNumber: "CW-NYY-4X16",
    image: "/product/1/image.png",
    category: "Power cables",
    specifications: {
      voltage: "0.6/1 kV",
      conductors: 4,
      sheath: "",
      armour: null,
    },
  });

  it("has Google's required name, an absolute image and the page's own address as its id", () => {
    expect(missing(item, ["name", "image", "url"])).toEqual([]);
    expect(item.image).toBe(`${origin}/product/1/image.png`);
    expect(item["@id"]).toBe(`${origin}/ar/product/1#product`);
    expect(item.sku).toBe("CW-NYY-4X16");
  });

  it("lists only the stated specifications as properties", () => {
    expect(item.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "voltage", value: "0.6/1 kV" },
      { "@type": "PropertyValue", name: "conductors", value: 4 },
    ]);
  });
});

describe("Organization", () => {
  it("describes the company with its stored details: phones as tel: digits, both social links", () => {
    const data = organization(origin, company);
    expect(data).toMatchObject({
      "@type": "Organization",
      email: "sales@cableworks.com.eg",
      telephone: "+2034591200",
      address: {
        streetAddress: "Industrial Zone 3, Block 12",
        addressLocality: "New Borg El Arab City",
        postalCode: "21934",
      },
      sameAs: [
        "https://www.facebook.com/cableworks.eg",
        "https://www.linkedin.com/company/cableworks-eg",
      ],
    });
    expect(valuesAt(data, ["contactPoint", "telephone"])).toEqual([
      "+201002457810",
      "+201223184406",
      "+201115629034",
    ]);
  });

  it("follows a change of the details, in the Organization and in a job's address", () => {
    const changed = {
      ...company,
      salesPhones: [{ display: "+20 100 000 0001", tel: "+201000000001" }],
      address: { ...company.address, street: "Plot 7" },
    };
    expect(
      valuesAt(organization(origin, changed), ["contactPoint", "telephone"]),
    ).toEqual(["+201000000001"]);
    expect(
      valuesAt(jobPosting(origin, jobOpenings[0]!, changed), [
        "jobLocation",
        "address",
        "streetAddress",
      ]),
    ).toEqual(["Plot 7"]);
  });
});
