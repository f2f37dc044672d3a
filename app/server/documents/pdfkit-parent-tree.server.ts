/**
 * The one place the PDFs reach into pdfkit (0.17) beyond its API, for the catalogues' memory
 * (decision 017). Two things pdfkit holds until the document ends, both let go of here.
 *
 * 1. The parent tree. A tagged PDF's parent tree maps each page's marked contents to their structure
 * elements; pdfkit keeps every page's list of elements (with each element's dictionary) in memory
 * until the document ends: some 100,000 elements, about 35 MB of heap, in a 10,000-product
 * catalogue, over the server's limit. `releaseParentTree` writes each finished page's list out as
 * an indirect array at once, and leaves the tree a reference to it: the file says the same, and
 * the elements can be collected. pdfkit-parent-tree.server.test.ts fails if pdfkit changes what
 * this relies on: the tree at `StructTreeRoot.data.ParentTree` with `get`/`add`, each page's key in
 * its dictionary's `StructParents`, and a written reference's `data` no longer being read.
 *
 * 2. The pages. Each page's dictionary stays in the page tree's `Kids` to the end, and with it the
 * page's content and resources dictionaries: about 1.5 KB a page, some 30 MB of heap over a
 * 20,000-page catalogue. Once flushed they are written, and `Kids` only prints their references:
 * `flushPagesReleasing` empties their `data`. The heap of a 10,000-product catalogue then grows
 * by a few MB instead of 30 (the CI run of 25 November ran out of the 128 MB heap without it).
 *
 * 3. The pages' order (issue 35). A streamed catalogue learns on which page each product starts
 * only once it has drawn it, and its early pages are written by then; so its contents are drawn
 * last and `movePages` moves them forward in the page tree's `Kids`, which pdfkit writes when the
 * document ends. The order of the objects in the file does not matter to a reader; `Kids` does.
 */

interface ParentTree {
  get(key: number): unknown;
  add(key: number, value: unknown): void;
}

interface WrittenRef {
  data: unknown;
  end(): void;
}

/**
 * Writes out the parent-tree entry of every buffered page (call it right before flushPages, once
 * every marked content of those pages belongs to its element).
 */
export function releaseParentTree(doc: PDFKit.PDFDocument): void {
  const tree = (doc.getStructTreeRoot().data as { ParentTree?: ParentTree })
    .ParentTree;
  if (!tree) throw new Error("pdfkit's parent tree is not where it was");
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const key = (doc.page.dictionary.data as { StructParents?: number })
      .StructParents;
    if (key === undefined) continue;
    const entry = tree.get(key);
    if (!Array.isArray(entry)) continue;
    if (entry.includes(null))
      throw new Error("A marked content was flushed before its element");
    const ref = doc.ref(entry as unknown as object) as unknown as WrittenRef;
    ref.end();
    ref.data = [];
    tree.add(key, ref);
  }
}

interface FlushedPage {
  content: WrittenRef;
  resources: WrittenRef;
  dictionary: WrittenRef & { data: { StructParents?: number } };
}

/**
 * `doc.flushPages()` for a document that goes on: the buffered pages are written with their
 * parent-tree entries (`releaseParentTree`), and what pdfkit would keep of them is emptied. The
 * current page is flushed too: add a page before drawing again.
 */
export function flushPagesReleasing(doc: PDFKit.PDFDocument): void {
  releaseParentTree(doc);
  const range = doc.bufferedPageRange();
  const pages: FlushedPage[] = [];
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    pages.push(doc.page as unknown as FlushedPage);
  }
  doc.flushPages();
  for (const page of pages) {
    page.content.data = {};
    page.resources.data = {};
    // The page's key into the parent tree is all pdfkit may still read (for a marked content).
    const { StructParents } = page.dictionary.data;
    page.dictionary.data = StructParents === undefined ? {} : { StructParents };
  }
}

/**
 * Moves `count` pages starting at index `from` to index `to` in the document's page order (call it
 * before `doc.end()`, which writes the page tree). The pages may be flushed already.
 */
export function movePages(
  doc: PDFKit.PDFDocument,
  from: number,
  count: number,
  to: number,
): void {
  const kids = (
    doc as unknown as {
      _root?: { data?: { Pages?: { data?: { Kids?: unknown[] } } } };
    }
  )._root?.data?.Pages?.data?.Kids;
  if (!Array.isArray(kids) || from + count > kids.length)
    throw new Error("pdfkit's page tree is not where it was");
  const moved = kids.splice(from, count);
  kids.splice(to, 0, ...moved);
}
