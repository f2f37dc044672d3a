import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFString,
} from "@cantoo/pdf-lib";

/**
 * What outside tools say about a generated PDF: `qpdf --check` (structure and streams), poppler's
 * `pdffonts` (which fonts, embedded or not), and the tagged-PDF entries read with pdf-lib (the
 * catalogue's /MarkInfo, /StructTreeRoot, /Lang, /ViewerPreferences, and the structure tree in
 * reading order). The tools come from Debian (scripts/ensure-pdf-tools.mjs).
 */

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
}

export interface StructElement {
  type: string;
  alt?: string;
  attributes?: Record<string, string>;
}

export interface PdfReport {
  version: string;
  qpdf: { status: number | null; output: string };
  fonts: PdfFont[];
  marked: boolean;
  hasStructTreeRoot: boolean;
  lang?: string;
  title?: string;
  displayTitle: boolean;
  /** Every structure element, depth first: the reading order. */
  elements: StructElement[];
  /** Pages without a /StructParents entry, or whose parent-tree entry names no element. */
  pagesWithoutStructure: number;
  pages: number;
}

const text = (value: unknown): string | undefined =>
  value instanceof PDFString || value instanceof PDFHexString
    ? value.decodeText()
    : undefined;

/** Parses `pdffonts` output: a header, a rule, then a fixed-width line per font. */
export function fontsOf(file: string): PdfFont[] {
  const output = execFileSync("pdffonts", [file], { encoding: "utf8" });
  const lines = output.trimEnd().split("\n");
  const rule = lines[1] ?? "";
  // Column boundaries from the rule of dashes under the header ("---- ---- ...").
  const columns: [number, number][] = [];
  for (const match of rule.matchAll(/-+/g))
    columns.push([match.index, match.index + match[0].length]);
  return lines.slice(2).map((line) => {
    const cell = (i: number) =>
      line.slice(columns[i]![0], columns[i]![1] + 1).trim();
    return {
      name: cell(0),
      type: cell(1),
      embedded: cell(3) === "yes",
      subset: cell(4) === "yes",
    };
  });
}

function walk(node: PDFDict, out: StructElement[]): void {
  const kids = node.lookup(PDFName.of("K"));
  const children: unknown[] =
    kids instanceof PDFArray
      ? kids.asArray().map((_, i) => kids.lookup(i))
      : [kids];
  for (const child of children) {
    if (!(child instanceof PDFDict)) continue;
    const type = child.lookupMaybe(PDFName.of("S"), PDFName);
    if (!type) continue; // a marked-content reference, not an element
    const element: StructElement = { type: type.decodeText() };
    const alt = text(child.lookup(PDFName.of("Alt")));
    if (alt !== undefined) element.alt = alt;
    const attributes = child.lookupMaybe(PDFName.of("A"), PDFDict);
    if (attributes)
      element.attributes = Object.fromEntries(
        attributes
          .entries()
          .map(([key, value]) => [key.decodeText(), value.toString()]),
      );
    out.push(element);
    walk(child, out);
  }
}

export async function inspectPdf(bytes: Uint8Array): Promise<PdfReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-check-"));
  const file = path.join(dir, "document.pdf");
  try {
    fs.writeFileSync(file, bytes);
    const check = spawnSync("qpdf", ["--check", file], { encoding: "utf8" });
    const fonts = fontsOf(file);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const catalog = pdf.catalog;
    const markInfo = catalog.lookupMaybe(PDFName.of("MarkInfo"), PDFDict);
    const root = catalog.lookupMaybe(PDFName.of("StructTreeRoot"), PDFDict);
    const viewer = catalog.lookupMaybe(
      PDFName.of("ViewerPreferences"),
      PDFDict,
    );
    const elements: StructElement[] = [];
    if (root) walk(root, elements);
    // Each page's parent-tree entry lists the element of each of its marked contents.
    const parentTree = root?.lookupMaybe(PDFName.of("ParentTree"), PDFDict);
    const nums = parentTree?.lookupMaybe(PDFName.of("Nums"), PDFArray);
    const entries = new Map<number, unknown>();
    for (let i = 0; nums && i + 1 < nums.size(); i += 2)
      entries.set((nums.lookup(i) as PDFNumber).asNumber(), nums.lookup(i + 1));
    let pagesWithoutStructure = 0;
    for (const page of pdf.getPages()) {
      const key = page.node.lookupMaybe(PDFName.of("StructParents"), PDFNumber);
      const entry = key ? entries.get(key.asNumber()) : undefined;
      const named =
        entry instanceof PDFArray &&
        entry.size() > 0 &&
        entry.asArray().every((_, i) => entry.lookup(i) instanceof PDFDict);
      if (!named) pagesWithoutStructure++;
    }
    return {
      version: Buffer.from(bytes.subarray(0, 8)).toString("latin1"),
      qpdf: { status: check.status, output: check.stdout + check.stderr },
      fonts,
      marked:
        markInfo?.lookupMaybe(PDFName.of("Marked"), PDFBool)?.asBoolean() ===
        true,
      hasStructTreeRoot: root !== undefined,
      lang: text(catalog.lookup(PDFName.of("Lang"))),
      title: pdf.getTitle(),
      displayTitle:
        viewer
          ?.lookupMaybe(PDFName.of("DisplayDocTitle"), PDFBool)
          ?.asBoolean() === true,
      elements,
      pagesWithoutStructure,
      pages: pdf.getPageCount(),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
