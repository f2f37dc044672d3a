import { formatAddress, site } from "~/lib/site";
import { format } from "~/locales";
import { getCompany } from "../content/company.server";
import { isArabic } from "./pdf-bidi.server";
import {
  artifact,
  BAND,
  BOLD,
  contentWidth,
  COPPER,
  docText,
  ensureSpace,
  flipX,
  FONT,
  group,
  INK,
  langOf,
  mark,
  MUTED,
  PAGE_MARGIN,
  pdfText,
  RULE,
  tag,
  type PdfContext,
  type Struct,
} from "./pdf-document.server";
import { bidiAlign, rtlText, setsBidi } from "./pdf-rtl.server";

/**
 * The blocks of a page (the band and its title, headings, paragraphs, lists, figures) and its
 * footers, each tagged as it is drawn (decision 017), in English left to right and in Arabic
 * right to left (decision 036). Tables are in pdf-tables.server.ts.
 */

/**
 * The dark band at the top of a page: company name and document kind (artifacts), the title as
 * `heading`, and a subtitle (a paragraph, or an artifact when `subtitle.artifact`: a catalogue
 * repeats its category's description on every product).
 */
export function header(
  ctx: PdfContext,
  parent: Struct,
  heading: "H1" | "H2",
  kind: string,
  title: string,
  subtitle?: string,
  options: { subtitleArtifact?: boolean } = {},
): void {
  const { doc } = ctx;
  const width = doc.page.width;
  artifact(ctx, () => {
    doc.save().rect(0, 0, width, 110).fill(BAND).restore();
    doc.save().rect(0, 110, width, 4).fill(COPPER).restore();
    if (ctx.rtl) {
      // The company's name at the start (right), the kind at the end; no letter spacing, which
      // would pull Arabic letters apart.
      rtlText(ctx, site.name.toUpperCase(), {
        x: PAGE_MARGIN,
        y: 28,
        width: contentWidth(ctx),
        size: 11,
        bold: true,
        color: "#ffffff",
        align: "right",
      });
      rtlText(ctx, kind, {
        x: PAGE_MARGIN,
        y: 28,
        width: contentWidth(ctx),
        size: 9,
        color: "#e9b27c",
        align: "left",
      });
      return;
    }
    doc
      .fillColor("#ffffff")
      .font(BOLD)
      .fontSize(11)
      .text(site.name.toUpperCase(), PAGE_MARGIN, 28, { characterSpacing: 2 });
    doc
      .fillColor("#e9b27c")
      .font(FONT)
      .fontSize(9)
      .text(pdfText(kind.toUpperCase()), PAGE_MARGIN, 28, {
        width: contentWidth(ctx),
        align: "right",
        characterSpacing: 1,
      });
  });
  tag(
    ctx,
    parent,
    heading,
    () =>
      setsBidi(ctx, title)
        ? rtlText(ctx, title, {
            x: PAGE_MARGIN,
            y: 52,
            width: contentWidth(ctx),
            size: 20,
            bold: true,
            color: "#ffffff",
            align: bidiAlign(ctx, "right"),
          })
        : doc
            .fillColor("#ffffff")
            .font(BOLD)
            .fontSize(20)
            .text(pdfText(title), PAGE_MARGIN, 52, {
              width: contentWidth(ctx),
            }),
    langOf(ctx, title),
  );
  if (subtitle) {
    const draw = () =>
      setsBidi(ctx, subtitle)
        ? rtlText(ctx, subtitle, {
            x: PAGE_MARGIN,
            y: doc.y,
            width: contentWidth(ctx),
            size: 10,
            color: "#c6ced8",
            align: bidiAlign(ctx, "right"),
          })
        : doc
            .fillColor("#c6ced8")
            .font(FONT)
            .fontSize(10)
            .text(pdfText(subtitle), { width: contentWidth(ctx) });
    if (options.subtitleArtifact) artifact(ctx, draw);
    else tag(ctx, parent, "P", draw, langOf(ctx, subtitle));
  }
  doc.x = PAGE_MARGIN;
  doc.y = 136;
}

/**
 * A section title with its copper mark, tagged as `level`; or, `into` an element, its first marked
 * content (a catalogue's compact sections).
 */
export function heading(
  ctx: PdfContext,
  parent: Struct,
  level: "H2" | "H3",
  title: string,
  options: { into?: Struct } = {},
): void {
  const { doc } = ctx;
  ensureSpace(ctx, 60);
  doc.moveDown(0.8);
  const y = doc.y;
  artifact(ctx, () =>
    doc
      .save()
      .rect(flipX(ctx, PAGE_MARGIN, 3), y + 2, 3, 12)
      .fill(COPPER)
      .restore(),
  );
  const draw = () =>
    setsBidi(ctx, title)
      ? rtlText(ctx, title, {
          x: PAGE_MARGIN + 10,
          y,
          width: contentWidth(ctx) - 10,
          size: 12,
          bold: true,
          color: INK,
          align: bidiAlign(ctx, "right"),
        })
      : doc
          .fillColor(INK)
          .font(BOLD)
          .fontSize(12)
          .text(pdfText(title), PAGE_MARGIN + 10, y, {
            width: contentWidth(ctx) - 10,
          });
  if (options.into) mark(ctx, options.into, "P", draw);
  else tag(ctx, parent, level, draw);
  doc.x = PAGE_MARGIN;
  doc.moveDown(0.4);
}

export interface ParagraphOptions {
  color?: string;
  size?: number;
  width?: number;
  /** Drawn as another part of this (not yet ended) element instead of a P of its own. */
  into?: Struct;
}

/** A paragraph of text across the content width (or `width`), tagged P. */
export function paragraph(
  ctx: PdfContext,
  parent: Struct,
  text: string,
  options: ParagraphOptions = {},
): void {
  const { doc } = ctx;
  const draw = () =>
    setsBidi(ctx, text)
      ? // English data (a description) keeps its own direction and starts at the left.
        rtlText(ctx, text, {
          x: PAGE_MARGIN,
          y: doc.y,
          width: options.width ?? contentWidth(ctx),
          size: options.size ?? 10,
          color: options.color ?? MUTED,
          lineGap: 2,
          align: "auto",
        })
      : doc
          .fillColor(options.color ?? MUTED)
          .font(FONT)
          .fontSize(options.size ?? 10)
          .text(pdfText(text), PAGE_MARGIN, doc.y, {
            width: options.width ?? contentWidth(ctx),
            lineGap: 2,
          });
  if (options.into) mark(ctx, options.into, "P", draw);
  else tag(ctx, parent, "P", draw, langOf(ctx, text));
}

export interface ListItem {
  /** Bold, before the text: "Title: text". */
  title?: string;
  text: string;
}

/**
 * A bulleted list: `L > LI > LBody` (the copper squares are decoration); or, `into` an element, a
 * marked content of it per item (a catalogue's compact form).
 */
export function list(
  ctx: PdfContext,
  parent: Struct,
  items: ListItem[],
  options: { into?: Struct } = {},
): void {
  const { doc } = ctx;
  const element = options.into ?? group(ctx, parent, "L");
  for (const item of items) {
    ensureSpace(ctx, 30);
    const y = doc.y;
    // Arabic: an item in Arabic has its square on the right; one in English (product data) keeps
    // the English layout, as a left-to-right block inside the right-to-left page.
    const itemRtl =
      ctx.rtl && [...`${item.title ?? ""}${item.text}`].some(isArabic);
    artifact(ctx, () =>
      doc
        .save()
        .rect(
          itemRtl ? doc.page.width - PAGE_MARGIN - 6 : PAGE_MARGIN + 2,
          y + 4,
          4,
          4,
        )
        .fill(COPPER)
        .restore(),
    );
    doc.x = PAGE_MARGIN + 14;
    const draw = () => {
      if (setsBidi(ctx, `${item.title ?? ""}${item.text}`)) {
        rtlText(
          ctx,
          [
            ...(item.title
              ? [{ text: `${item.title}: `, bold: true, color: INK }]
              : []),
            { text: item.text, color: MUTED },
          ],
          {
            x: PAGE_MARGIN + 14,
            y,
            width: contentWidth(ctx) - 14,
            size: 10,
            color: MUTED,
            lineGap: 1.5,
            align: itemRtl ? "right" : bidiAlign(ctx, "left"),
            mirror: itemRtl,
          },
        );
      } else if (item.title) {
        doc
          .fillColor(INK)
          .font(BOLD)
          .fontSize(10)
          .text(`${pdfText(item.title)}: `, PAGE_MARGIN + 14, y, {
            continued: true,
            width: contentWidth(ctx) - 14,
          });
        doc
          .fillColor(MUTED)
          .font(FONT)
          .text(pdfText(item.text), {
            width: contentWidth(ctx) - 14,
            lineGap: 1.5,
          });
      } else {
        doc
          .fillColor(MUTED)
          .font(FONT)
          .fontSize(10)
          .text(pdfText(item.text), PAGE_MARGIN + 14, y, {
            width: contentWidth(ctx) - 14,
            lineGap: 1.5,
          });
      }
    };
    if (options.into) mark(ctx, element, "P", draw);
    else {
      const entry = group(ctx, element, "LI");
      tag(
        ctx,
        entry,
        "LBody",
        draw,
        langOf(ctx, `${item.title ?? ""}${item.text}`),
      );
      entry.end();
    }
    doc.moveDown(0.3);
  }
  if (!options.into) element.end();
  doc.x = PAGE_MARGIN;
}

/**
 * A drawing `box` (x, y, width, height, from the page's top left) as a `Figure` with its alt text
 * and layout box. `draw` paints it.
 */
export function figure(
  ctx: PdfContext,
  parent: Struct,
  alt: string,
  box: { x: number; y: number; width: number; height: number },
  draw: () => void,
): void {
  const { doc } = ctx;
  tag(ctx, parent, "Figure", draw, {
    alt: docText(ctx, alt),
    // Where the figure is, in PDF space (from the page's bottom left).
    attributes: {
      O: "Layout",
      BBox: [
        box.x,
        doc.page.height - box.y - box.height,
        box.x + box.width,
        doc.page.height - box.y,
      ],
    },
  });
}

/** The company's stored details (docs/decisions/028), read as each document is drawn. */
function contactLines(ctx: PdfContext): string[] {
  const company = getCompany();
  return [
    `${site.legalName}, ${formatAddress(company.address)}`,
    format(ctx.copy.footerContact, {
      office: company.officePhone.display,
      sales: company.salesPhones.map((p) => p.display).join(", "),
      email: company.salesEmail,
    }),
  ];
}

/**
 * Company contact and page numbers at the foot of every buffered page: "3 / 12", or, given
 * `pageNumber` (a streamed catalogue: it has written its first pages before it knows its last, and
 * moves its contents forward at the end), "3" as it gives for each page's index.
 * Pagination artifacts: a screen reader reads the contact once, in the body, not on every page.
 */
export function footers(
  ctx: PdfContext,
  note: string,
  pageNumber?: (index: number) => number,
): void {
  const { doc } = ctx;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 58;
    const width = contentWidth(ctx);
    // Writing below the bottom margin would add a page: lift it while drawing the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    artifact(
      ctx,
      () => {
        doc
          .save()
          .moveTo(PAGE_MARGIN, bottom)
          .lineTo(PAGE_MARGIN + width, bottom)
          .lineWidth(0.5)
          .stroke(RULE)
          .restore();
        const [first, second] = contactLines(ctx);
        const page = pageNumber
          ? String(pageNumber(i))
          : `${i - range.start + 1} / ${range.count}`;
        if (ctx.rtl) {
          // Mirrored: the lines from the right, the page number at the left.
          [first!, second!, note].forEach((line, index) =>
            rtlText(ctx, line, {
              x: PAGE_MARGIN,
              y: bottom + 6 + 11 * index,
              width: width - 60,
              size: 7.5,
              color: MUTED,
              align: "right",
              lineBreak: false,
            }),
          );
          rtlText(ctx, page, {
            x: PAGE_MARGIN + width - 60,
            y: bottom + 6,
            width: 60,
            size: 7.5,
            color: MUTED,
            align: "left",
            lineBreak: false,
          });
          return;
        }
        // A line with Arabic in it (a company address typed in Arabic) through the Arabic layout.
        [first!, second!, note].forEach((line, index) =>
          setsBidi(ctx, line)
            ? rtlText(ctx, line, {
                x: PAGE_MARGIN,
                y: bottom + 6 + 11 * index,
                width: width - 60,
                size: 7.5,
                color: MUTED,
                align: "left",
                lineBreak: false,
              })
            : doc
                .fillColor(MUTED)
                .font(FONT)
                .fontSize(7.5)
                .text(pdfText(line), PAGE_MARGIN, bottom + 6 + 11 * index, {
                  width: width - 60,
                  lineBreak: false,
                }),
        );
        doc.fillColor(MUTED).font(FONT).fontSize(7.5);
        doc.text(page, PAGE_MARGIN + width - 60, bottom + 6, {
          width: 60,
          align: "right",
          lineBreak: false,
        });
      },
      "Pagination",
    );
    doc.page.margins.bottom = margin;
  }
}
