import type { Writable } from "node:stream";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { setImmediate } from "node:timers/promises";
import { site } from "~/lib/site";
import { format } from "~/locales";
import { getCompany } from "../content/company.server";
import type { Product } from "../db/schema.server";
import { datasheetBody, specValue } from "./datasheet-pdf.server";
import {
  createDoc,
  documentRoot,
  group,
  INK,
  type PdfLocale,
} from "./pdf-document.server";
import { footers, header, heading, paragraph } from "./pdf-layout.server";
import { tableEnd, tableRow } from "./pdf-tables.server";
import { flushPagesReleasing } from "./pdfkit-parent-tree.server";

export interface CatalogueSection {
  name: string;
  description: string;
  /** Read twice (contents, then pages), one section at a time: a large catalogue is never all in memory. */
  products: () => Product[];
}

/** Products drawn between two turns of the event loop: about 30 ms of drawing. */
const PRODUCTS_PER_TURN = 10;

/**
 * A catalogue: cover, contents, then one datasheet per product, grouped by category, written to
 * `out` as it is drawn. At 10,000 products it is some 20,000 pages: each product's pages get
 * their footers and are flushed to `out` before the next is drawn (so only one product's pages are
 * held, not the whole document), and the event loop gets a turn every few products (so the server
 * keeps answering, and `out` drains, while a catalogue is built). Resolves once `out` has it all.
 *
 * Tagged lightly (decision 017): `Document > H1, P, H2 Contents, Table, H2 About us, P`, then a
 * `Part` per category (its name as title) holding a `Sect` per product: its name an `H2`, the
 * description, code, drawing (`Figure`), and each section an `H3` and one element.
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
  /** The pages drawn so far are finished: footers on, out to the stream, memory free. */
  const finishPages = () => {
    footers(ctx, note, false);
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
  heading(ctx, root, "H2", t.contents);
  // The contents: a row per product, as one element whose marked contents are the cells.
  const contents = group(ctx, root, "P");
  let listed = 0;
  for (const section of sections) {
    for (const product of section.products()) {
      tableRow(
        ctx,
        contents,
        section.name,
        `${product.name} (${specValue(product, "crossSection")}, ${specValue(product, "voltage")})`,
        listed,
        // Each filled page of the contents (some 300 at 10,000 products) is flushed before the
        // next: held to the end, they took most of the server's 128 MB heap.
        { labelCell: "TD", compact: true, beforePageBreak: finishPages },
      );
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
    });
  tableEnd(ctx, contents);
  heading(ctx, root, "H2", t.aboutUs);
  paragraph(
    ctx,
    root,
    format(t.about, {
      legalName: site.legalName,
      city: getCompany().address.city,
      year: site.foundedYear,
    }),
  );
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
      const sect = group(ctx, part, "Sect");
      header(ctx, sect, "H2", section.name, product.name, section.description, {
        subtitleArtifact: true,
      });
      datasheetBody(ctx, sect, "H3", product, section.name, true);
      sect.end();
    }
    part.end();
  }
  root.end();
  finishPages();
  doc.end();
  await written;
}
