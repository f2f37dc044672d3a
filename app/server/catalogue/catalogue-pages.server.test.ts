import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  cleanQuery,
  listProducts,
  productCard,
  productCountLine,
} from "./catalogue.server";
import { getDb } from "../db/client.server";
import {
  productCardPng,
  productCardSvg,
  productDrawingSvg,
} from "./product-image.server";
import { buildSitemap } from "../platform/sitemap.server";

const ids = (q: string) => listProducts({ q }).map((product) => product.id);

describe("search matching", () => {
  it("ignores case and finds names, descriptions, categories and specification values", () => {
    // Every family that makes 25 mm² is found (its sizes are searched); only product 2 says "compacted".
    expect(ids("COPPER CONDUCTOR 25MM²")).toEqual(["1", "2", "3", "4", "7"]);
    expect(ids("COPPER CONDUCTOR 25MM² compacted")).toEqual(["2"]);
    expect(ids("pvc")).toEqual(
      expect.arrayContaining(["3", "4", "5", "6", "7", "8"]),
    );
    expect(ids("N2XY 16mm")).toEqual(["1"]);
    expect(ids("n2xy 16 MM2")).toEqual(["1"]);
    expect(ids("0.6/1")).toEqual(["1", "2", "3", "4"]);
    expect(ids("0.6 / 1 kV")).toEqual(["1", "2", "3", "4"]);
    expect(ids("xlpe")).toEqual(["1", "2"]);
    expect(ids("multiConductor")).toEqual(["3", "4"]);
    expect(ids("yellow/green")).toContain("3");
    expect(ids("450/750")).toEqual(["7"]);
    expect(ids("")).toHaveLength(8);
    expect(ids("copper fibre")).toEqual([]);
  });

  it("cleans the search term the page shows", () => {
    expect(cleanQuery("  16mm   copper ")).toBe("16mm copper");
    expect(cleanQuery(null)).toBe("");
    expect(cleanQuery("x".repeat(300))).toHaveLength(100);
  });

  it("sends a card only what it shows", () => {
    const card = productCard(listProducts({ q: "N2XY 16mm" })[0]!);
    expect(Object.keys(card.specifications).sort()).toEqual([
      "conductors",
      "crossSection",
      "insulation",
      "voltage",
    ]);
    expect(card.version).toMatch(/^[0-9a-z]+$/);
    const other = productCard(listProducts({ q: "compacted 25mm" })[0]!);
    expect(other.version).not.toBe(card.version);
  });

  it("writes a card's quantity and the grid's count line in the page's language", () => {
    const product = listProducts({ q: "N2XY 16mm" })[0]!;
    expect(product.quantity).toBe(2500);
    expect(productCard(product).quantityText).toBe("2,500 meters");
    const arabic = productCard(product, "ar").quantityText;
    expect(arabic).toContain("2,500");
    expect(arabic).not.toBe("2,500 meters");
    // The card gets the words, not the number and its unit to format in the browser.
    expect(productCard(product)).not.toHaveProperty("quantity");
    expect(productCard(product)).not.toHaveProperty("unit");
    expect(productCountLine(1)).toBe("1 product");
    expect(productCountLine(10000)).toBe("10,000 products");
    expect(productCountLine(8, "ar")).toContain("8");
    expect(productCountLine(8, "ar")).not.toContain("products");
  });
});

describe("product pictures", () => {
  it("draws each product's cores as an SVG file", () => {
    const [fiveCore] = listProducts({ q: "5-core" });
    const svg = productDrawingSvg(fiveCore!);
    expect(svg.startsWith("<?xml")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg.match(/<g>/g)).toHaveLength(5);
  });

  it("renders the preview card as a 1200 x 630 PNG with the product's name", async () => {
    const [product] = listProducts({ q: "16mm" });
    expect(productCardSvg(product!)).toContain("Copper Conductor");
    const png = await productCardPng(product!);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("escapes names in the preview card", () => {
    const [product] = listProducts({ q: "16mm" });
    const svg = productCardSvg({ ...product!, name: `<script>&"x"` });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&#60;script&#62;&#38;&#34;x&#34;");
  });
});

describe("sitemap", () => {
  it("lists the public pages, categories, subcategories and products", () => {
    const xml = buildSitemap("https://cableworks.example");
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    for (const path of [
      "/",
      "/products",
      "/about",
      "/categories/control",
      "/categories/pvc/pvc-low-voltage",
      "/product/8",
    ]) {
      expect(xml).toContain(`<loc>https://cableworks.example${path}</loc>`);
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("lists each page in both languages, each entry with every language's address and x-default (decision 043)", () => {
    const xml = buildSitemap("https://cableworks.example");
    const origin = "https://cableworks.example";
    const alternates = (en: string, ar: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${origin}${ar}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${en}"/>`;
    for (const [en, ar] of [
      ["/", "/ar"],
      ["/products", "/ar/products"],
      ["/product/8", "/ar/product/8"],
      ["/categories/pvc/pvc-low-voltage", "/ar/categories/pvc/pvc-low-voltage"],
    ]) {
      for (const loc of [en, ar]) {
        expect(xml).toMatch(
          new RegExp(
            `<url><loc>${(origin + loc).replace(/[.?/]/g, "\\$&")}</loc>(<lastmod>[^<]+</lastmod>)?${alternates(en!, ar!).replace(/[.?/]/g, "\\$&")}</url>`,
          ),
        );
      }
    }
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => match[1]!,
    );
    expect(
      locs.filter((loc) => new URL(loc).pathname.startsWith("/ar")).length,
    ).toBe(locs.length / 2);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists every public news article", () => {
    const xml = buildSitemap("https://cableworks.example");
    const slugs = [
      "new-xlpe-extrusion-line",
      "iso-9001-recertification-2025",
      "solar-park-control-cables",
      "choosing-conductor-cross-section",
      "elecx-cairo-2025",
      "copper-recycling-programme",
    ];
    for (const slug of slugs)
      expect(xml).toContain(
        `<loc>https://cableworks.example/news/${slug}</loc>`,
      );
    expect(xml).toContain(
      "<loc>https://cableworks.example/news/new-xlpe-extrusion-line</loc><lastmod>2025-09-14</lastmod>",
    );
  });

  it("leaves out deleted products", () => {
    getDb()
      .$client.prepare("update products set deleted_at = 1 where id = '8'")
      .run();
    expect(buildSitemap("https://x.test")).not.toContain("/product/8<");
    getDb()
      .$client.prepare("update products set deleted_at = null where id = '8'")
      .run();
  });
});
