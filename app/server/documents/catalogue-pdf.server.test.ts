import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { listProducts } from "../catalogue/catalogue.server";
import { listSizes } from "../catalogue/sizes.server";
import type { Product } from "../db/schema.server";
import { renderCatalogue } from "./catalogue-pdf.server";
import { pdfCopy, type PdfLocale } from "./pdf-document.server";

/**
 * The complete catalogue (issue 35): each family's size table by article number, contents whose
 * page numbers are the pages the products start on, in both languages, with contents longer than
 * a page. pdftotext reads the pages apart (a form feed between them).
 */

async function catalogue(
  products: Product[],
  locale: PdfLocale,
): Promise<string[]> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await renderCatalogue(
    out,
    locale === "ar" ? "كتالوج تجريبي" : "Test catalogue",
    locale === "ar" ? "مقدمة" : "Introduction",
    [
      {
        name: "Part one",
        description: "",
        products: () => products.slice(0, 30),
      },
      { name: "Part two", description: "", products: () => products.slice(30) },
    ],
    new Date(0),
    locale,
  );
  const file = path.join(
    fs.mkdtempSync(path.join(process.env.DATA_DIR!, "catalogue-")),
    "doc.pdf",
  );
  fs.writeFileSync(file, Buffer.concat(chunks));
  return execFileSync("pdftotext", ["-layout", file, "-"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .replace(/[\u202a-\u202e\u200e\u200f]/g, "")
    .split("\f");
}

/** 60 products (three pages of contents), each named apart ("Test cable 007"), so each can be found on its page. */
function manyProducts(): Product[] {
  const seeded = listProducts();
  return Array.from({ length: 60 }, (_, i) => ({
    ...seeded[i % seeded.length]!,
    name: `Test cable ${String(i).padStart(3, "0")}`,
  }));
}

describe("the complete catalogue", () => {
  for (const locale of ["en", "ar"] as const)
    it(`lists every product on the page it starts on, with its sizes by article number (${locale})`, async () => {
      const products = manyProducts();
      const pages = await catalogue(products, locale);
      const t = pdfCopy(locale);
      // Page 1 is the cover; the contents follow it, over more than one page.
      expect(pages[0]).not.toContain(t.contents);
      expect(pages[1]).toContain(t.contents);
      const contentsPages = pages.filter((page) =>
        page.includes("Test cable 000 ("),
      );
      expect(contentsPages.length).toBe(1);
      let contentsEnd = 1;
      while (pages[contentsEnd + 1]?.match(/Test cable \d{3} \(/))
        contentsEnd++;
      expect(contentsEnd).toBeGreaterThan(1);
      const contents = pages.slice(1, contentsEnd + 1).join("\n");
      for (const product of products) {
        // The row: name (type, voltage), then the page number at its end (its left in Arabic).
        const row = contents
          .split("\n")
          .find((line) => line.includes(`${product.name} (`));
        expect(row, product.name).toBeDefined();
        const page = Number(
          (locale === "ar"
            ? /^\s*(\d+)\s/.exec(row!)
            : /\s(\d+)\s*$/.exec(row!))?.[1],
        );
        expect(page, `${product.name}: ${row}`).toBeGreaterThan(contentsEnd);
        // That page opens with the product's band, and no earlier page holds its name but the contents.
        expect(pages[page - 1], product.name).toContain(product.name);
        expect(pages[page - 2], product.name).not.toContain(
          `${product.name}\n`,
        );
        // Its footer carries that number.
        expect(pages[page - 1]).toMatch(new RegExp(`(^|\\s)${page}(\\s|$)`));
      }
      // Each family's size table: every article number of the first product.
      const first = pages.slice(contentsEnd + 1).join("\n");
      for (const size of listSizes(products[0]!.id))
        expect(first, size.articleNumber).toContain(size.articleNumber);
      expect(first).toContain(t.sizes);
    }, 60_000);
});
