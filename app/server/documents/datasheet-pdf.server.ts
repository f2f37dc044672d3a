import { describeCable, drawCable } from "~/lib/catalogue/cable-drawing";
import { catalogContentIn } from "../catalogue/category-info.server";
import { arabicNumber } from "~/lib/locale/arabic-intl";
import { formatAddress, site } from "~/lib/site";
import { format } from "~/locales";
import {
  type LocalizedProduct,
  specificationsIn,
} from "../catalogue/catalogue.server";
import {
  listSizes,
  type SizeView,
  sizeTableRow,
} from "../catalogue/sizes.server";
import { getCompany } from "../content/company.server";
import type { Product, ProductSpecifications } from "../db/schema.server";
import {
  artifact,
  BOLD,
  contentWidth,
  COPPER,
  createDoc,
  documentRoot,
  flipX,
  group,
  INK,
  PAGE_MARGIN,
  pdfCopy,
  type PdfContext,
  type PdfLocale,
  pdfText,
  specificationRowsIn,
  type Struct,
  tag,
  toBuffer,
} from "./pdf-document.server";
import {
  figure,
  footers,
  header,
  heading,
  list,
  paragraph,
} from "./pdf-layout.server";
import { bidiAlign, rtlText, setsBidi } from "./pdf-rtl.server";
import { gridTable, table } from "./pdf-tables.server";

/**
 * A product's datasheet (decision 017): its band, description, code and stock, the cable drawing
 * as a figure, the specifications, sizes, features, applications, certifications and contact. The
 * body is also each product's pages in a catalogue (catalogue-pdf.server.ts), in a compact form.
 */

/**
 * The product's cross-section (the drawing the product page shows), `size` points square at x, y,
 * as a figure whose alt text names the cores, their colours, the screen and the sheath.
 */
function cableFigure(
  ctx: PdfContext,
  parent: Struct,
  product: Product,
  x: number,
  y: number,
  size: number,
): void {
  const { doc } = ctx;
  const drawing = drawCable(product.specifications);
  const scale = size / drawing.size;
  const c = drawing.size / 2;
  figure(
    ctx,
    parent,
    format(ctx.copy.drawingAlt, {
      summary: describeCable(
        drawing.description,
        catalogContentIn(ctx.locale).product.drawing,
      ),
    }),
    { x, y, width: size, height: size },
    () => {
      doc.save().translate(x, y).scale(scale);
      const sheath = drawing.sheath;
      if (sheath?.shape === "round") {
        const outer = sheath.width / 2;
        doc
          .circle(c, c, outer)
          .lineWidth(1.5)
          .fillAndStroke(sheath.color, "#6b7280");
        doc
          .circle(c, c, outer - sheath.thickness - (drawing.screen ? 6 : 0))
          .fill(drawing.bedding ?? "#cfc9bf");
        if (drawing.screen)
          doc
            .circle(c, c, outer - sheath.thickness - 3)
            .lineWidth(5)
            .dash(2.2, { space: 1.6 })
            .stroke("#b7bcc3")
            .undash();
      } else if (sheath?.shape === "flat") {
        const inner = sheath.height - 2 * sheath.thickness;
        doc
          .roundedRect(
            c - sheath.width / 2,
            c - sheath.height / 2,
            sheath.width,
            sheath.height,
            sheath.height / 2,
          )
          .lineWidth(1.5)
          .fillAndStroke(sheath.color, "#6b7280");
        doc
          .roundedRect(
            c - sheath.width / 2 + sheath.thickness,
            c - sheath.height / 2 + sheath.thickness,
            sheath.width - 2 * sheath.thickness,
            inner,
            inner / 2,
          )
          .fill("#d8d2c8");
      }
      for (const shape of drawing.cores) {
        doc.circle(shape.cx, shape.cy, shape.r).fill(shape.color);
        if (shape.stripe) {
          const ringR = (shape.r + shape.conductorR) / 2;
          const dash = (ringR * Math.PI) / 4;
          doc
            .circle(shape.cx, shape.cy, ringR)
            .lineWidth(shape.r - shape.conductorR)
            .dash(dash, { space: dash })
            .stroke(shape.stripe)
            .undash();
        }
        // The conductor as one disc: drawn strands made a catalogue page several times heavier.
        doc
          .circle(shape.cx, shape.cy, shape.conductorR)
          .lineWidth(1)
          .fillAndStroke(drawing.metal, drawing.metalEdge);
      }
      doc.restore();
    },
  );
}

/** Metres written as a word in English ("1,200 meters"): the symbol in Arabic (decision 044's units). */
const METRES = /^(?:m|meters?|metres?)?$/i;

function formatQuantity(product: Product, locale: PdfLocale): string {
  if (locale !== "ar")
    return `${product.quantity.toLocaleString("en-US")} ${product.unit}`;
  const unit = METRES.test(product.unit.trim()) ? "m" : product.unit;
  return `${arabicNumber(product.quantity, 3)} ${unit}`;
}

/** A specification value in the document's language where written in it, else its English. */
export function specValue(
  product: LocalizedProduct,
  key: keyof ProductSpecifications,
): string {
  const value = specificationsIn(product)[key];
  return value === null || value === undefined || value === ""
    ? "-"
    : String(value);
}

/** The cable drawing's size, beside the description at the top right of a datasheet. */
const FIGURE_SIZE = 110;

/**
 * One product's datasheet body (used alone and inside the catalogues), under `parent`, its section
 * titles tagged `level`. `compact` (catalogues): the category label is an artifact (the part
 * and the contents name it), the table, lists and contact lines are one element each (see
 * pdf-document.server.ts).
 */
export function datasheetBody(
  ctx: PdfContext,
  parent: Struct,
  level: "H2" | "H3",
  product: LocalizedProduct,
  categoryName: string,
  compact = false,
  sizes: readonly SizeView[] = [],
): void {
  const { doc, copy: t } = ctx;
  const top = doc.y;
  // The drawing sits at the top right of a datasheet; a catalogue leaves it out (decision 017).
  const textWidth = compact
    ? contentWidth(ctx)
    : contentWidth(ctx) - FIGURE_SIZE - 16;
  const drawLabel = () =>
    setsBidi(ctx, categoryName)
      ? rtlText(ctx, categoryName.toUpperCase(), {
          x: PAGE_MARGIN,
          y: doc.y,
          width: textWidth,
          size: 9,
          bold: true,
          color: COPPER,
          align: bidiAlign(ctx, "right"),
        })
      : doc
          .fillColor(COPPER)
          .font(BOLD)
          .fontSize(9)
          .text(pdfText(categoryName.toUpperCase()), PAGE_MARGIN, doc.y, {
            characterSpacing: 1,
            width: textWidth,
          });
  // In a catalogue the category is the part's title and its pages' band: the label repeats it.
  if (compact) artifact(ctx, drawLabel);
  else tag(ctx, parent, "P", drawLabel);
  doc.moveDown(0.3);
  const intro = compact ? group(ctx, parent, "P") : undefined;
  paragraph(ctx, parent, product.description, {
    color: INK,
    size: 11,
    width: textWidth,
    into: intro,
  });
  doc.moveDown(0.5);
  paragraph(
    ctx,
    parent,
    `${format(t.typeDesignation, { designation: product.typeDesignation ?? product.name })}  |  ${product.inStock ? format(t.inStock, { quantity: formatQuantity(product, ctx.locale) }) : t.outOfStock}`,
    { size: 9, width: textWidth, into: intro },
  );
  intro?.end();
  if (!compact) {
    const textBottom = doc.y;
    cableFigure(
      ctx,
      parent,
      product,
      flipX(ctx, PAGE_MARGIN + contentWidth(ctx) - FIGURE_SIZE, FIGURE_SIZE),
      top,
      FIGURE_SIZE,
    );
    doc.x = PAGE_MARGIN;
    doc.y = Math.max(textBottom, top + FIGURE_SIZE);
  }

  /** A titled section: its heading and body, or in a catalogue one P holding both. */
  const section = (title: string, body: (into?: Struct) => void) => {
    const into = compact ? group(ctx, parent, "P") : undefined;
    heading(ctx, parent, level, title, { into });
    body(into);
    into?.end();
  };
  section(t.technicalSpecifications, (into) =>
    table(
      ctx,
      parent,
      specificationRowsIn(ctx.locale).map(({ key, label }) => [
        label,
        specValue(product, key),
      ]),
      { into },
    ),
  );
  // The sizes by article number, in a catalogue too (issue 35: it promised full technical data).
  if (sizes.length > 0)
    section(t.sizes, (into) => {
      const c = t.sizeColumns;
      gridTable(
        ctx,
        parent,
        [
          { label: c.article, width: 15 },
          { label: c.construction, width: 10 },
          { label: c.conductorClass, width: 5, align: "right" },
          { label: c.diameter, width: 8, align: "right" },
          { label: c.weight, width: 8, align: "right" },
          { label: c.resistance, width: 10, align: "right" },
          { label: c.rating, width: 7, align: "right" },
          { label: c.installation, width: 17 },
          { label: c.drum, width: 8, align: "right" },
          { label: c.stock, width: 8, align: "right" },
        ],
        sizes.map((size) => sizeTableRow(size, ctx.locale)),
        { into },
      );
    });
  if (product.features.length > 0)
    section(t.features, (into) =>
      list(
        ctx,
        parent,
        product.features.map((f) => ({ title: f.title, text: f.description })),
        { into },
      ),
    );
  if (product.applications.length > 0)
    section(t.applications, (into) =>
      list(
        ctx,
        parent,
        product.applications.map((text) => ({ text })),
        { into },
      ),
    );
  if (product.certifications.length > 0)
    section(t.certifications, (into) =>
      paragraph(ctx, parent, product.certifications.join("  |  "), {
        color: INK,
        into,
      }),
    );
  const company = getCompany();
  section(t.contact, (into) => {
    paragraph(
      ctx,
      parent,
      `${site.legalName}, ${formatAddress(company.address)}`,
      {
        color: INK,
        into,
      },
    );
    paragraph(
      ctx,
      parent,
      format(t.phones, {
        office: company.officePhone.display,
        sales: company.salesPhones.map((p) => p.display).join(", "),
      }),
      { into },
    );
    paragraph(
      ctx,
      parent,
      format(t.emailAndHours, {
        email: company.salesEmail,
        hours: company.businessHours,
      }),
      { into },
    );
  });
}

/**
 * A product's datasheet. `locale` "ar" draws it in Arabic, right to left (decision 036). The
 * product's texts and `categoryName` are shown as given: pass them in that language
 * (`localizeProducts`); an English fallback is set left to right inside the Arabic.
 */
export async function renderDatasheet(
  product: LocalizedProduct,
  categoryName: string,
  date: Date = product.updatedAt,
  sizes: readonly SizeView[] = listSizes(product.id),
  locale: PdfLocale = "en",
): Promise<Buffer> {
  const t = pdfCopy(locale);
  const ctx = await createDoc({
    title: format(t.datasheetTitle, { name: product.name }),
    subject: product.description,
    date,
    locale,
  });
  const root = documentRoot(ctx);
  header(ctx, root, "H1", t.datasheet, product.name, categoryName);
  datasheetBody(ctx, root, "H2", product, categoryName, false, sizes);
  root.end();
  footers(ctx, format(t.datasheetFooter, { date: ctx.dateText }));
  return toBuffer(ctx);
}
