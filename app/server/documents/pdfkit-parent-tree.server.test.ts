import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
} from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { flushPagesReleasing } from "./pdfkit-parent-tree.server";

/** Two tagged pages, flushed one at a time as a catalogue does, the first released. */
async function twoPages(): Promise<{
  bytes: Buffer;
  released: unknown;
  firstPage: Record<"content" | "resources" | "dictionary", { data: unknown }>;
}> {
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
  const firstPage = doc.page as unknown as Awaited<
    ReturnType<typeof twoPages>
  >["firstPage"];
  flushPagesReleasing(doc);
  const tree = (
    doc.getStructTreeRoot().data as unknown as {
      ParentTree: { get(key: number): unknown };
    }
  ).ParentTree;
  const released = tree.get(0);
  doc.addPage();
  paragraph("Second page");
  root.end();
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), released, firstPage };
}

describe("flushPagesReleasing (the one reach into pdfkit's internals)", () => {
  it("leaves written references in the tree and the page tree, holding nothing, and the file maps every marked content to its element", async () => {
    const { bytes, released, firstPage } = await twoPages();
    // What it relies on in pdfkit: a reference it may empty once written.
    expect(released).toMatchObject({ data: [] });
    expect(String(released)).toMatch(/^\d+ 0 R$/);
    // The flushed page keeps nothing but its key into the parent tree.
    expect(firstPage.content.data).toEqual({});
    expect(firstPage.resources.data).toEqual({});
    expect(firstPage.dictionary.data).toEqual({ StructParents: 0 });

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
    // Emptied after it was written: the file still has the first page whole.
    const first = pdf.getPages()[0]!;
    expect(first.getSize()).toEqual(pdf.getPages()[1]!.getSize());
    expect(first.node.Resources()?.lookup(PDFName.of("Font"))).toBeInstanceOf(
      PDFDict,
    );
    expect(first.node.Contents()).toBeDefined();
  });
});
