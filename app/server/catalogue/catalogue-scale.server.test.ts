import { beforeAll, describe, expect, it } from "vitest";
import { seedGeneratedCatalogue } from "../../../scripts/generate-catalogue";
import {
  ADMIN_PRODUCTS_PER_PAGE,
  listAdminProductsPage,
} from "../admin/products.server";
import {
  listProducts,
  listProductsPage,
  PRODUCTS_PER_PAGE,
} from "./catalogue.server";
import { getDb } from "../db/client.server";
import { buildSitemap } from "../platform/sitemap.server";

/** The catalogue grown to 10,000 products (issue 6): pages, search speed and the sitemap. */
const PRODUCTS = 10_000;

beforeAll(() => {
  getDb(); // migrate and seed this file's database first, then grow it
  seedGeneratedCatalogue(process.env.DATA_DIR!, PRODUCTS);
  // About 100,000 sizes with them: a busy machine took over two minutes.
}, 300_000);

function median(run: () => unknown, times = 20): number {
  run(); // warm the statement cache and the page cache
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return took[Math.floor(times / 2)]!;
}

const allPages = (query: Parameters<typeof listProducts>[0]) => {
  const first = listProductsPage(query!, 1);
  const pages = [first];
  for (let page = 2; page <= first.pageCount; page++)
    pages.push(listProductsPage(query!, page));
  return pages;
};

describe("a 10,000-product catalogue", () => {
  it("holds the generated products", () => {
    expect(listProductsPage({}, 1).total).toBe(PRODUCTS);
  });

  it.each([
    // Hundreds of matches, every page read: "16mm" alone now matches 6,000 families with a 16 mm² size.
    ["5x16mm", {}],
    ["4x1.5", {}],
    ["category", { category: "stranded" }],
    ["subcategory", { subcategory: "multiConductor-3-core" }],
  ] as const)(
    "pages %s: disjoint pages whose union is every match, in the full list's order",
    (q, filter) => {
      const query = { ...filter, ...(q.includes("category") ? {} : { q }) };
      const everything = listProducts(query).map((product) => product.id);
      expect(everything.length).toBeGreaterThan(PRODUCTS_PER_PAGE);
      const pages = allPages(query);
      for (const [index, page] of pages.entries()) {
        expect(page.total).toBe(everything.length);
        expect(page.page).toBe(index + 1);
        expect(page.products.length).toBe(
          index + 1 < pages.length
            ? PRODUCTS_PER_PAGE
            : everything.length - index * PRODUCTS_PER_PAGE,
        );
      }
      const paged = pages.flatMap((page) =>
        page.products.map((product) => product.id),
      );
      expect(new Set(paged).size).toBe(paged.length);
      expect(paged).toEqual(everything);
      // The same page twice is the same rows: the order has a unique last key.
      expect(listProductsPage(query, 2).products.map((p) => p.id)).toEqual(
        pages[1]!.products.map((p) => p.id),
      );
    },
    60_000,
  );

  it.each(["copper", "0.6/1", ""])(
    "pages %s (thousands of matches): sampled pages are the right slices",
    (q) => {
      const everything = listProducts({ q }).map((product) => product.id);
      const pageCount = Math.ceil(everything.length / PRODUCTS_PER_PAGE);
      expect(pageCount).toBeGreaterThan(100);
      for (const page of [
        1,
        2,
        Math.floor(pageCount / 2),
        pageCount - 1,
        pageCount,
      ]) {
        const result = listProductsPage({ q }, page);
        expect(result).toMatchObject({
          total: everything.length,
          page,
          pageCount,
        });
        expect(result.products.map((p) => p.id)).toEqual(
          everything.slice(
            (page - 1) * PRODUCTS_PER_PAGE,
            page * PRODUCTS_PER_PAGE,
          ),
        );
      }
    },
    60_000,
  );

  it("clamps a page past the end to the last page", () => {
    const last = listProductsPage({ q: "16mm" }, 100_000);
    expect(last.page).toBe(last.pageCount);
    expect(last.products.length).toBeGreaterThan(0);
    const none = listProductsPage({ q: "zzznothing" }, 7);
    expect(none).toMatchObject({
      total: 0,
      page: 1,
      pageCount: 1,
      products: [],
    });
  });

  it("pages the admin table newest first, searched on the server, with category names", () => {
    const first = listAdminProductsPage("", 1);
    expect(first.products).toHaveLength(ADMIN_PRODUCTS_PER_PAGE);
    expect(first.pageCount).toBe(Math.ceil(PRODUCTS / ADMIN_PRODUCTS_PER_PAGE));
    expect(first.products[0]!.id).toBe(`g${PRODUCTS}`);
    expect(first.products[0]!.categoryName).toBeTruthy();
    const last = listAdminProductsPage("", 9_999);
    expect(last.page).toBe(first.pageCount);
    expect(last.products.at(-1)!.id).toBe("1");
    const found = listAdminProductsPage("#9999", 1);
    expect(found.products.map((p) => p.id)).toEqual(["g9999"]);
    const everything = listProducts({ q: "16mm xlpe" })
      .map((p) => p.id)
      .reverse();
    const paged: string[] = [];
    for (
      let page = 1;
      page <= Math.ceil(everything.length / ADMIN_PRODUCTS_PER_PAGE);
      page++
    ) {
      paged.push(
        ...listAdminProductsPage("16mm xlpe", page).products.map((p) => p.id),
      );
    }
    expect(paged).toEqual(everything);
  });

  // "١٦ مم" is "16mm" in Arabic digits and unit (issue 21): folded on the query, the same scan.
  it.each([
    "copper",
    "16mm",
    "0.6/1",
    "4x1.5",
    "zzznothing",
    "pvc stranded 2.5mm",
    "١٦ مم",
    "كابل نحاس ١٦ مم",
  ])("searches %s fast enough", (q) => {
    // The goal is p95 <= 50 ms on a quiet machine (a few ms, measured); this bound is generous
    // because the test shares a small machine with everything else.
    expect(median(() => listProductsPage({ q }, 1))).toBeLessThan(150);
  });

  it("keeps /sitemap.xml a valid single file: under 50,000 URLs and 50 MB, every <loc> escaped", () => {
    const start = performance.now();
    const xml = buildSitemap("https://example.com/a&b");
    const took = performance.now() - start;
    expect(took).toBeLessThan(2_000);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
    const urls = [
      ...xml.matchAll(
        /<url><loc>([^<]*)<\/loc>(?:<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>)?(?:<xhtml:link rel="alternate" hreflang="(?:en|ar|x-default)" href="[^"<]*"\/>){3}<\/url>/g,
      ),
    ];
    // Every line between the open and close tags is one well-formed <url> entry.
    expect(urls.length).toBe(xml.split("\n").length - 4);
    expect(urls.length).toBeGreaterThan(PRODUCTS);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    for (const [, loc] of urls) {
      expect(loc).toMatch(/^https:\/\/example\.com\/a&#38;b\//);
      expect(loc!.replace(/&#\d+;/g, "")).not.toMatch(/[<>&"']/);
    }
    // Each product twice: its English and its Arabic address (decision 043).
    expect(urls.filter(([, loc]) => loc!.includes("/product/g")).length).toBe(
      2 * (PRODUCTS - 8),
    );
  });
});
