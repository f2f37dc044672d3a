import fs from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

/**
 * The fonts embedded in the generated PDFs (decision 017): Noto Sans Regular and Bold, the Latin
 * subset Fontsource publishes on npm (`@fontsource/noto-sans`, SIL Open Font License 1.1). pdfkit
 * embeds the glyphs a document uses, once per document. The files are WOFF 1.0: fontkit reads WOFF,
 * but inflates the whole glyph table again for every glyph it looks up (a catalogue took 25 times
 * as long), and its WOFF2 reader breaks on composite glyphs when subsetting; so each file is
 * unwrapped once into the TrueType file it holds (below) and pdfkit is given that.
 * The Arabic documents (decision 036) add Noto Sans Arabic, Fontsource's Arabic subset
 * (`@fontsource/noto-sans-arabic`, OFL 1.1), unwrapped the same way but with its layout tables.
 */

const require = createRequire(import.meta.url);

/**
 * The OpenType layout tables (substitutions, positioning and their glyph classes). Without them
 * fontkit sets a word from the character map and advance widths alone: several times faster, which
 * matters because pdfkit's per-word layout cache is off (it grew without bound in a catalogue).
 * What is lost: pair kerning and the fi/fl ligatures (the old Helvetica had neither ligatures nor,
 * through pdfkit's standard fonts, more than AFM kerning); Latin text needs no shaping.
 */
const dropped = new Set(["GSUB", "GPOS", "GDEF"]);

/**
 * The TrueType (sfnt) font inside a WOFF 1.0 file (W3C WOFF 1.0, section 5): its tables inflated
 * and laid out again, without the layout tables above.
 */
export function woffToSfnt(woff: Buffer, keepLayout = false): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("Not a WOFF file");
  const flavor = woff.readUInt32BE(4);

  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < woff.readUInt16BE(12); i++) {
    const entry = 44 + i * 20;
    if (
      !keepLayout &&
      dropped.has(woff.subarray(entry, entry + 4).toString("latin1"))
    )
      continue;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength)
      throw new Error("A WOFF table has the wrong length");
    tables.push({
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data,
    });
  }
  const numTables = tables.length;
  // The sfnt header's binary-search fields (OpenType spec, "Table directory").
  let power = 1;
  let log2 = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log2++;
  }
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    header.writeUInt32BE(table.tag, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = (table.data.length + 3) & ~3;
    parts.push(table.data, Buffer.alloc(padded - table.data.length));
    offset += padded;
  });
  return Buffer.concat(parts);
}

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: PdfFonts | undefined;

/** The two TrueType files, read and unwrapped at the first document (about 60 KB in all). */
export function pdfFonts(): PdfFonts {
  const read = (weight: number) =>
    woffToSfnt(
      fs.readFileSync(
        require.resolve(
          `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`,
        ),
      ),
    );
  loaded ??= { regular: read(400), bold: read(700) };
  return loaded;
}

let arabic: PdfFonts | undefined;

/**
 * Noto Sans Arabic Regular and Bold (some 160 KB as WOFF, read at the first Arabic document). Its
 * GSUB and GPOS tables stay: Arabic is unreadable without them (fontkit's Arabic shaper picks each
 * letter's initial, medial, final or isolated form and the lam-alef ligature from GSUB, and places
 * the vowel marks with GPOS). Only Arabic words are set in it, so the cost of shaping stays there.
 */
export function arabicPdfFonts(): PdfFonts {
  const read = (weight: number) =>
    woffToSfnt(
      fs.readFileSync(
        require.resolve(
          `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`,
        ),
      ),
      true,
    );
  arabic ??= { regular: read(400), bold: read(700) };
  return arabic;
}
