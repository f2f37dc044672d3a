import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listProducts } from "../catalogue/catalogue.server";
import { listSizes } from "../catalogue/sizes.server";
import { getDatasheet, getDownload } from "../content/downloads.server";
import { documents } from "~/locales/en/documents.server";
import { getQuote, storeQuote, viewBasket } from "../quotes/quotes.server";
import { layoutBidi } from "./pdf-bidi.server";
import {
  arabicPdfText,
  createDoc,
  pdfText,
  type PdfLocale,
} from "./pdf-document.server";
import { renderQuotePdf } from "./quote-pdf.server";

/**
 * Issue 35: no PDF, in either language, may hold a character its fonts cannot draw. pdfText puts
 * "?" where it has no glyph, and a glyph the font lacks comes out as U+FFFD (or nothing) in
 * pdftotext; the seeded data has neither, so neither may appear in any document's text. Drawing
 * itself is checked too: under Vitest every string pdfkit is given is checked against the font it
 * is set in (`checkGlyphs`, pdf-document.server.ts), so these builds throw on an undrawable
 * character before their text is read.
 */

function textOf(bytes: Buffer): string {
  const file = path.join(
    fs.mkdtempSync(path.join(process.env.DATA_DIR!, "glyphs-")),
    "doc.pdf",
  );
  fs.writeFileSync(file, bytes);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
}

/** The lines of `text` with "?" or U+FFFD, for the failure message. */
function undrawn(text: string): string[] {
  return text.split("\n").filter((line) => /[?\ufffd]/.test(line));
}

const locales: PdfLocale[] = ["en", "ar"];

describe("every PDF draws every character it holds", () => {
  for (const locale of locales) {
    it(`the datasheet of every seeded product (${locale})`, async () => {
      const products = listProducts();
      expect(products.length).toBeGreaterThan(5);
      for (const product of products) {
        const text = textOf(await getDatasheet(product, locale));
        expect(undrawn(text), `${locale} datasheet ${product.id}`).toEqual([]);
      }
    });

    it(`every catalogue and certificate statement (${locale})`, async () => {
      const files = Object.keys(documents.downloads);
      expect(files.length).toBe(9);
      for (const file of files) {
        const built = await getDownload(file, locale);
        const text = textOf(fs.readFileSync(built!.path));
        expect(text.length, file).toBeGreaterThan(200);
        expect(undrawn(text), `${locale} ${file}`).toEqual([]);
      }
    });

    it(`a quote request with Arabic and English lines (${locale})`, async () => {
      const three = listSizes("3")[0]!;
      const seven = listSizes("7")[1]!;
      const stored = storeQuote(
        {
          name: "Ola Nabil",
          company: "شركة النيل للمقاولات",
          email: "ola@example.com",
          phone: "+20 2 1234 5678",
          country: "مصر",
          project: "Cairo Metro, line 4",
          neededBy: "",
          notes:
            "نرجو إرفاق شهادات الاختبار ‏(IEC 60228)‏.\nPlease add the test certificates.",
        },
        viewBasket(
          [
            {
              productId: "3",
              size: three.articleNumber,
              lengthM: 1200,
              drumM: 500,
            },
            {
              productId: "7",
              size: seven.articleNumber,
              lengthM: 300,
              drumM: null,
            },
          ],
          locale,
        ),
        new Date(Date.UTC(2026, 10, 25)),
        // Asked in the document's language: the Arabic copy names the products in Arabic.
        locale,
      );
      const found = getQuote(stored.id)!;
      expect(
        found.lines.every(
          (line) => (line.shownName !== null) === (locale === "ar"),
        ),
      ).toBe(true);
      const text = textOf(await renderQuotePdf(found, locale));
      expect(text).toContain(three.articleNumber);
      expect(undrawn(text), locale).toEqual([]);
    });
  }
});

describe("direction marks", () => {
  it("are resolved into the order of the pieces, then left out: «مثبت مباشرة (C)، 3 موصلات»", () => {
    const fonts = {
      latin: "L",
      latinBold: "LB",
      arabic: "A",
      arabicBold: "AB",
    };
    // The size table's installation text as the pages isolate it (isolateLtr), with an RLM and
    // an ALM an editor could have typed.
    const text = arabicPdfText(
      "\u200fمثبت مباشرة (\u2066C\u2069)، \u20663\u2069 موصلات\u061c",
    );
    const layout = layoutBidi([{ text }], 1000, fonts, {
      width: (piece) => [...piece].length,
    });
    const pieces = layout.lines[0]!.pieces;
    for (const piece of pieces)
      expect(piece.text).not.toMatch(
        /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069?]/,
      );
    // Left to right on the page (Arabic pieces are kept in reading order; shown reversed here).
    const visual = pieces
      .map((p) => (p.font === "A" ? [...p.text].reverse().join("") : p.text))
      .join("");
    const rev = (word: string) => [...word].reverse().join("");
    expect(visual).toBe(
      `${rev("موصلات")} 3 ${rev("،")}(C) ${rev("مباشرة")} ${rev("مثبت")}`,
    );
  });

  it("a string the current font cannot draw is refused while the tests draw", async () => {
    const ctx = await createDoc({
      title: "t",
      subject: "s",
      date: new Date(0),
    });
    expect(() => ctx.doc.text("a\u2066b")).toThrow(/U\+2066/);
    expect(() => ctx.doc.text("نص")).toThrow(/U\+646/);
    expect(() => ctx.doc.text("Voltage 0.6/1 kV, 16 mm²")).not.toThrow();
  });

  it("English text loses them; Arabic keeps them for its layout", () => {
    expect(pdfText("\u2066C\u2069 \u200e16 mm²\u200b")).toBe("C 16 mm²");
    expect(arabicPdfText("نص \u2066C\u2069")).toBe("نص \u2066C\u2069");
  });
});
