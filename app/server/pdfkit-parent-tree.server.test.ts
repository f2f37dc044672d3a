import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
} from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { releaseParentTree } from "./pdfkit-parent-tree.server";

/** Two tagged pages, flushed one at a time as a catalogue does, the first with its tree released. */
async function twoPages(): Promise<{ bytes: Buffer; released: unknown }> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ bufferPages: true, tagged: true });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on("end", resolve));
  const root = doc.struct("Document");
  doc.addStructure(root);
  const paragraph = (text: string) => {
    const element = doc.struct("P");
    root.add(element);
    const content = doc.markStructureContent("P");
    doc.text(text);
    doc.endMarkedContent();
    element.add(content);
    element.end();
  };
  paragraph("First page, first paragraph");
  paragraph("First page, second paragraph");
  releaseParentTree(doc);
  const tree = (
    doc.getStructTreeRoot().data as unknown as {
      ParentTree: { get(key: number): unknown };
    }
  ).ParentTree;
  const released = tree.get(0);
  doc.flushPages();
  doc.addPage();
  paragraph("Second page");
  root.end();
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), released };
}

describe("releaseParentTree (the one reach into pdfkit's internals)", () => {
  it("leaves a written reference in the tree, holding nothing, and the file maps every marked content to its element", async () => {
    const { bytes, released } = await twoPages();
    // What it relies on in pdfkit: a reference it may empty once written.
    expect(released).toMatchObject({ data: [] });
    expect(String(released)).toMatch(/^\d+ 0 R$/);

    const pdf = await PDFDocument.load(bytes);
    const root = pdf.catalog.lookup(PDFName.of("StructTreeRoot"), PDFDict);
    const nums = root
      .lookup(PDFName.of("ParentTree"), PDFDict)
      .lookup(PDFName.of("Nums"), PDFArray);
    const entries = new Map<number, PDFArray>();
    for (let i = 0; i + 1 < nums.size(); i += 2)
      entries.set(
        (nums.lookup(i) as PDFNumber).asNumber(),
        nums.lookup(i + 1, PDFArray),
      );
    const perPage = pdf.getPages().map((page) => {
      const key = page.node.lookup(PDFName.of("StructParents"), PDFNumber);
      const entry = entries.get(key.asNumber())!;
      return entry
        .asArray()
        .map((_, i) =>
          entry
            .lookup(i, PDFDict)
            .lookup(PDFName.of("S"), PDFName)
            .decodeText(),
        );
    });
    expect(perPage).toEqual([["P", "P"], ["P"]]);
  });
});
