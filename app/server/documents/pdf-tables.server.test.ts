import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createDoc,
  documentRoot,
  type PdfLocale,
  toBuffer,
} from "./pdf-document.server";
import { gridTable, table, tableRow } from "./pdf-tables.server";

/**
 * Rows whose cells wrap (issue 35): each row is as tall as its tallest cell, measured in the font
 * it is drawn in, so nothing of one row reaches into the next. Read back with pdftotext -bbox.
 */

interface Word {
  text: string;
  yMin: number;
  yMax: number;
}

function wordsOf(bytes: Buffer): Word[] {
  const file = path.join(
    fs.mkdtempSync(path.join(process.env.DATA_DIR!, "tables-")),
    "doc.pdf",
  );
  fs.writeFileSync(file, bytes);
  const html = execFileSync("pdftotext", ["-bbox", file, "-"], {
    encoding: "utf8",
  });
  return [
    ...html.matchAll(
      /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({ yMin: Number(m[1]), yMax: Number(m[2]), text: m[3]! }));
}

/** `n` words "prefix0 prefix1 ...", each found again by its prefix; Arabic words first when `arabic`. */
const words = (prefix: string, n: number, arabic = false) =>
  `${arabic ? "قيمة طويلة " : ""}${Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ")}`;

/** The lowest point of the words starting with `prefix`, and the top of the word `marker`. */
function gap(all: Word[], prefix: string, marker: string) {
  const row = all.filter((w) => w.text.startsWith(prefix));
  const next = all.find((w) => w.text === marker);
  expect(row.length, prefix).toBeGreaterThan(3);
  expect(next, marker).toBeDefined();
  return { bottom: Math.max(...row.map((w) => w.yMax)), top: next!.yMin };
}

describe("tables with wrapping cells", () => {
  for (const locale of ["en", "ar"] as PdfLocale[])
    it(`a row is as tall as its tallest cell, label or value (${locale})`, async () => {
      const ctx = await createDoc({
        title: "Rows",
        subject: "Rows",
        date: new Date(0),
        locale,
      });
      const root = documentRoot(ctx);
      const arabic = locale === "ar";
      table(ctx, root, [
        [words("lab", 14, arabic), "41 A"],
        ["Nextlabel", "Short"],
        ["Bend radius", words("val", 22)],
        ["Afterlabel", "Short"],
      ]);
      const contents = ctx.doc.struct("P");
      root.add(contents);
      tableRow(ctx, contents, words("con", 14, arabic), words("ent", 22), 0, {
        labelCell: "TD",
        compact: true,
        trailing: "17",
      });
      tableRow(ctx, contents, "Contentsnext", "Short", 1, {
        labelCell: "TD",
        compact: true,
        trailing: "18",
      });
      contents.end();
      gridTable(
        ctx,
        root,
        [
          { label: "Article", width: 15 },
          { label: "Remark", width: 30 },
          { label: "Stock", width: 10, align: "right" },
        ],
        [
          // The first cell is bold: measured in the regular font, it took fewer lines.
          [words("art", 9), "Short", "1,200"],
          ["Gridnext", words("rem", 12), "0"],
          ["Gridlast", "Short", "0"],
        ],
      );
      root.end();
      const all = wordsOf(await toBuffer(ctx));
      for (const [prefix, next] of [
        ["lab", "Nextlabel"],
        ["val", "Afterlabel"],
        ["con", "Contentsnext"],
        ["ent", "Contentsnext"],
        ["art", "Gridnext"],
        ["rem", "Gridlast"],
      ] as const) {
        const { bottom, top } = gap(all, prefix, next);
        expect(top, `${prefix} -> ${next}`).toBeGreaterThanOrEqual(bottom);
      }
    });
});
