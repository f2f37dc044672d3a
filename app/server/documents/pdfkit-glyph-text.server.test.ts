import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDoc, toBuffer } from "./pdf-document.server";

/** pdftotext's text of `bytes`, without its direction marks. */
function extracted(bytes: Buffer): string {
  const file = path.join(
    // Inside the file's own DATA_DIR (tests/unit/setup.ts), removed with it.
    fs.mkdtempSync(path.join(process.env.DATA_DIR!, "glyph-text-")),
    "doc.pdf",
  );
  fs.writeFileSync(file, bytes);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })
    .replace(/[\u202a-\u202e]/g, "")
    .trim();
}

describe("exact text behind shared Arabic glyphs", () => {
  // Pairs of letters drawn from one skeleton glyph in Noto Sans Arabic: ح/ج/خ, ب/ت/ث/ن/ي (medial
  // and initial), ى/ي (final), ف/ق. Each word alone, in one line each, read back letter for letter.
  const words = [
    "نحاس",
    "جهد",
    "خط",
    "بيانات",
    "تيار",
    "ثابت",
    "معدني",
    "أدنى",
    "في",
    "فقط",
  ];

  it("reads every word back as written, whichever letter used a glyph first", async () => {
    const ctx = await createDoc({
      title: "اختبار",
      subject: "",
      date: new Date(0),
      locale: "ar",
    });
    ctx.doc.font("NotoSansArabic").fontSize(14);
    words.forEach((word, i) =>
      ctx.doc.text(word, 50, 50 + i * 24, { lineBreak: false }),
    );
    const lines = extracted(await toBuffer(ctx))
      .split(/\n+/)
      .map((line) => line.trim());
    expect(lines).toEqual(words);
  });
});
