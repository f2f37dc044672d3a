import type { JobOpening } from "~/lib/content/jobs";
import type { NewsArticle } from "~/lib/content/news";
import { absoluteUrl } from "~/lib/meta";
import { type Address, type CompanyDetails, site } from "~/lib/site";

/**
 * Structured data (schema.org JSON-LD) for the public pages, built to Google's documented
 * properties; structured-data.test.ts checks each type against Google's required list and cites
 * the documentation. Rendered by components/site/json-ld.tsx.
 */
type Json = Record<string, unknown>;

const CONTEXT = "https://schema.org";

export interface Crumb {
  name: string;
  /** Root-relative path; the last crumb (the page itself) may leave it out. */
  path?: string;
}

/** The trail from the home page to this page, as the page's breadcrumb shows it. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): Json {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined
        ? {}
        : { item: absoluteUrl(origin, crumb.path) }),
    })),
  };
}

/** The company, as the publisher, employer and manufacturer the other types point to. */
export function organizationRef(origin: string): Json {
  return {
    "@type": "Organization",
    name: site.legalName,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, "/icon-512.png"),
  };
}

/** A PostalAddress of the company's stored address (docs/decisions/028). */
function postalAddress(address: Address): Json {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: "EG",
  };
}

/** The company, in full, for the home page: its stored contact details, phones as tel: digits. */
export function organization(origin: string, company: CompanyDetails): Json {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, "/icon-512.png"),
    foundingDate: String(company.facts.foundedYear),
    email: company.salesEmail,
    telephone: company.officePhone.tel,
    address: postalAddress(company.address),
    contactPoint: company.salesPhones.map((phone) => ({
      "@type": "ContactPoint",
      telephone: phone.tel,
      contactType: "sales",
      email: company.salesEmail,
    })),
    sameAs: [company.social.facebook, company.social.linkedin],
  };
}

/**
 * The site itself, for Google's site name, with the catalogue search as its SearchAction. Google
 * retired the sitelinks search box on 21 November 2024 and ignores the action now (without
 * errors); schema.org readers other than Google still use it, and WebSite keeps the site name.
 */
export function webSite(origin: string): Json {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: site.name,
    alternateName: site.legalName,
    url: absoluteUrl(origin, "/"),
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(origin, "/products")}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/**
 * A Product's `sku` and `mpn`: the article number of its first size, which is both the seller's
 * stock-keeping unit and the manufacturer's part number (Cableworks makes what it sells). Google's
 * Product documentation lists both as recommended properties
 * (https://developers.google.com/search/docs/appearance/structured-data/product-snippet and
 * .../merchant-listing). Nothing when the product has no sizes: never the database id.
 */
export function productArticleIds(articleNumber: string | undefined): {
  sku?: string;
  mpn?: string;
} {
  return articleNumber ? { sku: articleNumber, mpn: articleNumber } : {};
}

/** What a product page's structured data says of the product. */
interface ProductFacts<Specifications> {
  /** The product page's absolute address, in the page's language (docs/decisions/043). */
  url: string;
  name: string;
  description: string;
  /** The main size's article number, when the product has sizes. */
  articleNumber: string | undefined;
  /** Root-relative or absolute: the uploaded picture, else the preview card. */
  image: string;
  category: string;
  /** Each stated one becomes an additionalProperty. */
  specifications: Specifications;
}

type SpecificationValue = string | number | null;

/**
 * One product. sku and mpn: the main size's article number (issue 16; decision 019). No offers:
 * Google's product snippet and merchant listing docs require `price` (or priceSpecification.price)
 * on every Offer, and these products are priced on request; an Offer without one is an error in
 * the Rich Results Test. See decision 016.
 */
export function productItem<
  Specifications extends Record<keyof Specifications, SpecificationValue>,
>(origin: string, product: ProductFacts<Specifications>): Json {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    "@id": `${product.url}#product`,
    name: product.name,
    description: product.description,
    ...productArticleIds(product.articleNumber),
    url: product.url,
    image: absoluteUrl(origin, product.image),
    category: product.category,
    brand: { "@type": "Brand", name: site.name },
    manufacturer: {
      "@type": "Organization",
      name: site.legalName,
      url: origin,
    },
    additionalProperty: (
      Object.entries(product.specifications) as [string, SpecificationValue][]
    )
      .filter(([, value]) => value !== null && value !== "")
      .map(([name, value]) => ({ "@type": "PropertyValue", name, value })),
  };
}

/** `localize` puts a page's path in the page's language ("/ar/news/..." on Arabic pages). */
export function newsArticle(
  origin: string,
  article: NewsArticle,
  localize: (path: string) => string = (path) => path,
): Json {
  const url = absoluteUrl(
    origin,
    localize(`/news/${encodeURIComponent(article.slug)}`),
  );
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    headline: article.title,
    description: article.seoDescription,
    // Its cover when it has one, else the site's card.
    image: [absoluteUrl(origin, article.image ?? "/images/og-default.png")],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    articleSection: article.category,
    author: [{ "@type": "Person", name: article.author }],
    publisher: organizationRef(origin),
  };
}

/** Google's employmentType values, from the openings' free-text "type" ("Full-time, shifts"). */
function employmentTypes(type: string): string[] {
  const text = type.toLowerCase();
  const types = [
    [/full[- ]?time/, "FULL_TIME"],
    [/part[- ]?time/, "PART_TIME"],
    [/contract/, "CONTRACTOR"],
    [/temporary/, "TEMPORARY"],
    [/intern/, "INTERN"],
  ] as const;
  return types
    .filter(([pattern]) => pattern.test(text))
    .map(([, value]) => value);
}

/** Where the job is: the factory's full address when it is there, else the named cities in Egypt. */
function jobLocations(location: string, address: Address): Json[] {
  return location
    .split("/")
    .map((name) => name.trim())
    .filter(Boolean)
    .map((city) => ({
      "@type": "Place",
      address:
        city === address.city
          ? postalAddress(address)
          : {
              "@type": "PostalAddress",
              addressLocality: city,
              addressCountry: "EG",
            },
    }));
}

/**
 * One opening. The description is HTML (Google reads p, ul and li) holding the text and the
 * requirements the page shows. validThrough only when the opening has a closing date.
 */
export function jobPosting(
  origin: string,
  job: JobOpening,
  company: CompanyDetails,
  localize: (path: string) => string = (path) => path,
): Json {
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const types = employmentTypes(job.type);
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${escape(job.description)}</p><ul>${job.requirements.map((line) => `<li>${escape(line)}</li>`).join("")}</ul>`,
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(types.length
      ? { employmentType: types.length === 1 ? types[0] : types }
      : {}),
    identifier: {
      "@type": "PropertyValue",
      name: site.legalName,
      value: job.slug,
    },
    hiringOrganization: {
      "@type": "Organization",
      name: site.legalName,
      sameAs: absoluteUrl(origin, "/"),
      logo: absoluteUrl(origin, "/icon-512.png"),
    },
    jobLocation: jobLocations(job.location, company.address),
    directApply: true,
    url: absoluteUrl(
      origin,
      localize(`/careers?position=${encodeURIComponent(job.slug)}`),
    ),
  };
}
