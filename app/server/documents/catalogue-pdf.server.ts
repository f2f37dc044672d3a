import type { Writable } from "node:stream";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { setImmediate } from "node:timers/promises";
import { site } from "~/lib/site";
import { format } from "~/locales";
import { getCompany } from "../content/company.server";
import type { Product } from "../db/schema.server";
import { datasheetBody, specValue } from "./datasheet-pdf.server";
import { listSizes } from "../catalogue/sizes.server";
import {
  createDoc,
  documentRoot,
  FONT,
  group,
  INK,
  PAGE_MARGIN,
  type PdfContext,
  type PdfLocale,
} from "./pdf-document.server";
import { footers, header, heading, paragraph } from "./pdf-layout.server";
import { labelRowHeight, tableEnd, tableRow } from "./pdf-tables.server";
import { flushPagesReleasing, movePages } from "./pdfkit-parent-tree.server";

export interface CatalogueSection {
  name: string;
  description: string;
  /** Read twice (contents, then pages), one section at a time: a large catalogue is never all in memory. */
  products: () => Product[];
}

/** Products drawn between two turns of the event loop: about 30 ms of drawing. */
const PRODUCTS_PER_TURN = 10;

/** Where the contents' rows start under their heading, on the first contents page. */
const CONTENTS_TOP = 40;

/** A product's line in the contents: its name, type designation and voltage. */
function contentsEntry(product: Product): string {
  const type = product.typeDesignation ?? specValue(product, "crossSection");
  return `${product.name} (${type}, ${specValue(product, "voltage")})`;
}

/**
 * How many pages the contents take: each row measured as tableRow will draw it (every cell in its
 * font) and broken onto pages as it will be. The products' page numbers depend on it, and they
 * are printed before the contents are drawn.
 */
async function countContentsPages(
  ctx: PdfContext,
  sections: readonly CatalogueSection[],
): Promise<number> {
  const { doc } = ctx;
  const bottom = doc.page.height - doc.page.margins.bottom;
  let pages = 1;
  let y = PAGE_MARGIN + CONTENTS_TOP;
  let rows = 0;
  const add = (label: string, value: string) => {
    const height = labelRowHeight(ctx, label, value, true);
    if (y + height > bottom) {
      pages++;
      y = PAGE_MARGIN;
    }
    y += height;
  };
  for (const section of sections)
    for (const product of section.products()) {
      add(section.name, contentsEntry(product));
      if (++rows % (PRODUCTS_PER_TURN * 25) === 0) await setImmediate();
    }
  if (rows === 0) add("-", ctx.copy.noProducts);
  return pages;
}

/**
 * A catalogue: cover (title, introduction, about us), contents with page numbers, then one
 * datasheet per product (its size table by article number included), grouped by category,
 * written to `out` as it is drawn. At 10,000 products it is some 20,000 pages: each product's
 * pages get their footers and are flushed to `out` before the next is drawn (so only one product's
 * pages are held, not the whole document), and the event loop gets a turn every few products (so
 * the server keeps answering, and `out` drains, while a catalogue is built). Resolves once `out`
 * has it all.
 *
 * The contents' page numbers are known only once the products are drawn, and by then their pages
 * are written: so the contents' length is counted first (countContentsPages, rows measured, not
 * drawn), the products' pages numbered after it, the contents drawn last and moved to follow the
 * cover in the page tree (`movePages`). Their structure elements are made in reading order on the
 * cover and filled at the end.
 *
 * Tagged lightly (decision 017): `Document > H1, P, H2 About us, P, H2 Contents, P (a marked
 * content per row)`, then a `Part` per category (its name as title) holding a `Sect` per product:
 * its name an `H2`, one `P` for description and type, and one `P` per section (its title, then its
 * rows or items as marked contents).
 */
export async function renderCatalogue(
  out: Writable,
  title: string,
  intro: string,
  sections: readonly CatalogueSection[],
  date: Date,
  /** "ar": in Arabic, right to left; `title`, `intro` and the sections' names in Arabic too. */
  locale: PdfLocale = "en",
): Promise<void> {
  const ctx = await createDoc({ title, subject: intro, date, locale });
  const { doc, copy: t } = ctx;
  const written = pipeline(doc, out);
  // A failed write (a full disk) ends the drawing at the next turn; `written` rejects with why.
  let failed = false;
  written.catch(() => {
    failed = true;
  });
  const note = format(t.catalogueFooter, { title, date: ctx.dateText });
  // Page indexes in drawing order: the cover, the products, then the contents (moved after the
  // cover at the end); `contentsPages` and `contentsFrom` say where each goes.
  let contentsPages = 0;
  let contentsFrom = Infinity;
  const pageNumber = (index: number) =>
    index === 0
      ? 1
      : index < contentsFrom
        ? index + contentsPages + 1
        : index - contentsFrom + 2;
  /** The pages drawn so far are finished: footers on, out to the stream, memory free. */
  const finishPages = () => {
    footers(ctx, note, pageNumber);
    flushPagesReleasing(doc);
  };
  const root = documentRoot(ctx);
  header(
    ctx,
    root,
    "H1",
    t.catalogue,
    title,
    `${site.legalName}  |  ${date.getUTCFullYear()}`,
  );
  paragraph(ctx, root, intro, { color: INK, size: 11 });
  heading(ctx, root, "H2", t.aboutUs);
  // The founding year is the company's details' (decision 055), as the city is.
  const company = getCompany();
  paragraph(
    ctx,
    root,
    format(t.about, {
      legalName: site.legalName,
      city: company.address.city,
      year: company.facts.foundedYear,
    }),
  );
  // The contents' elements, in reading order after the cover; filled when drawn, at the end.
  const contentsHeading = group(ctx, root, "H2");
  const contents = group(ctx, root, "P");
  contentsPages = await countContentsPages(ctx, sections);
  if (failed) return written;

  /** The page each product starts on, in the order the contents list them. */
  const starts: number[] = [];
  let drawn = 0;
  for (const section of sections) {
    // Ended with its category, so pdfkit lets go of its sections (not held to the end).
    const part = group(ctx, root, "Part", section.name);
    for (const product of section.products()) {
      finishPages();
      if (++drawn % PRODUCTS_PER_TURN === 0) {
        await setImmediate();
        // The file is written more slowly than pages are drawn: let it catch up.
        while (!failed && doc.readableLength > 1024 * 1024)
          await (out.writableNeedDrain ? once(out, "drain") : setImmediate());
        if (failed) return written;
      }
      doc.addPage();
      const range = doc.bufferedPageRange();
      starts.push(pageNumber(range.start + range.count - 1));
      const sect = group(ctx, part, "Sect");
      header(ctx, sect, "H2", section.name, product.name, section.description, {
        subtitleArtifact: true,
      });
      datasheetBody(
        ctx,
        sect,
        "H3",
        product,
        section.name,
        true,
        listSizes(product.id),
      );
      sect.end();
    }
    part.end();
  }
  finishPages();

  // The contents, on pages of their own after the products, a row per product with its page.
  contentsFrom = doc.bufferedPageRange().start;
  doc.addPage();
  doc.font(FONT).fontSize(10);
  doc.y = PAGE_MARGIN;
  heading(ctx, root, "H2", t.contents, { into: contentsHeading });
  contentsHeading.end();
  if (doc.y > PAGE_MARGIN + CONTENTS_TOP)
    throw new Error("The contents heading is taller than counted");
  doc.y = PAGE_MARGIN + CONTENTS_TOP;
  let listed = 0;
  for (const section of sections) {
    for (const product of section.products()) {
      tableRow(ctx, contents, section.name, contentsEntry(product), listed, {
        labelCell: "TD",
        compact: true,
        trailing: String(starts[listed] ?? "-"),
        // Each filled page of the contents (some 300 at 10,000 products) is flushed before the
        // next: held to the end, they took most of the server's 128 MB heap.
        beforePageBreak: finishPages,
      });
      // The contents of 10,000 products is some 300 pages: a turn for others now and then.
      if (++listed % (PRODUCTS_PER_TURN * 25) === 0) {
        await setImmediate();
        if (failed) return written;
      }
    }
  }
  if (listed === 0)
    tableRow(ctx, contents, "-", t.noProducts, 0, {
      labelCell: "TD",
      compact: true,
      trailing: "",
    });
  tableEnd(ctx, contents);
  root.end();
  const range = doc.bufferedPageRange();
  if (range.start + range.count - contentsFrom !== contentsPages)
    throw new Error("The contents took another number of pages than counted");
  finishPages();
  movePages(doc, contentsFrom, contentsPages, 1);
  doc.end();
  await written;
}
