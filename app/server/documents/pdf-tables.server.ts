import {
  artifact,
  BOLD,
  contentWidth,
  ensureSpace,
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
import { bidiAlign, rtlHeight, rtlText, setsBidi } from "./pdf-rtl.server";

/**
 * Tables (decision 017): label and value rows (`Table > TR > TH + TD`) and tables of several
 * columns with a header row, mirrored in an Arabic document (decision 036).
 */

/**
 * The height `text` takes in a cell `width` wide, in the font it is drawn in: a row is as tall as
 * its tallest cell, so every cell is measured before the row is drawn (issue 35: a label or a bold
 * value measured in the regular font wrapped onto the next row).
 */
function cellHeight(
  ctx: PdfContext,
  text: string,
  width: number,
  size: number,
  bold = false,
): number {
  if (setsBidi(ctx, text)) return rtlHeight(ctx, text, width, size, { bold });
  return ctx.doc
    .font(bold ? BOLD : FONT)
    .fontSize(size)
    .heightOfString(pdfText(text), { width });
}

/** The width of a row's trailing number (a contents row's page number). */
const TRAILING = 40;

/** The widths of a label and value row's cells (tableRow), with or without a trailing number. */
function labelRowWidths(ctx: PdfContext, trailing: boolean) {
  const width = contentWidth(ctx);
  const labelWidth = Math.round(width * 0.38);
  return {
    width,
    labelWidth,
    valueWidth: width - labelWidth - 16 - (trailing ? TRAILING : 0),
  };
}

/**
 * The height of a label and value row (tableRow) with its padding, every cell measured: a
 * catalogue counts its contents' pages with it before drawing them.
 */
export function labelRowHeight(
  ctx: PdfContext,
  label: string,
  value: string,
  trailing = false,
): number {
  const { labelWidth, valueWidth } = labelRowWidths(ctx, trailing);
  return (
    Math.max(
      cellHeight(ctx, value || "-", valueWidth, 10, true),
      cellHeight(ctx, label, labelWidth - 8, 10),
      12,
    ) + 10
  );
}

/**
 * A two-column table of label and value rows with zebra stripes: `Table > TR > TH + TD`, the label
 * a row header; or, `into` an element, a marked content of it per row (a catalogue's compact form).
 */
export function table(
  ctx: PdfContext,
  parent: Struct,
  rows: [string, string][],
  options: { into?: Struct } = {},
): void {
  const element = options.into ?? group(ctx, parent, "Table");
  rows.forEach(([label, value], index) =>
    tableRow(ctx, element, label, value, index, {
      labelCell: "TH",
      compact: options.into !== undefined,
    }),
  );
  tableEnd(ctx, options.into ? undefined : element);
}

/**
 * One row of a table, striped when `index` is even. Its cells are a `TR` of `labelCell` (a row
 * header, or a plain cell) and `TD`; `compact`, one marked content of `tableElement` itself.
 */
export function tableRow(
  ctx: PdfContext,
  tableElement: Struct,
  label: string,
  value: string,
  index: number,
  options: {
    labelCell: "TH" | "TD";
    compact?: boolean;
    /** Called when the row starts a new page, before it is added (the filled one is complete). */
    beforePageBreak?: () => void;
    /** A number at the row's end (a contents row's page), read after the value. */
    trailing?: string;
  },
): void {
  const { doc } = ctx;
  const trailing = options.trailing;
  const { width, labelWidth, valueWidth } = labelRowWidths(
    ctx,
    trailing !== undefined,
  );
  const valueText = value || "-";
  const height = labelRowHeight(ctx, label, value, trailing !== undefined);
  ensureSpace(ctx, height, options.beforePageBreak);
  const y = doc.y;
  if (index % 2 === 0)
    artifact(ctx, () =>
      doc.save().rect(PAGE_MARGIN, y, width, height).fill("#f3f5f8").restore(),
    );
  // Arabic: the label on the right, the value beside it (both set from the right).
  const drawLabel = () =>
    setsBidi(ctx, label)
      ? rtlText(ctx, label, {
          x: PAGE_MARGIN + 8,
          y: y + 5,
          width: labelWidth - 8,
          size: 10,
          color: MUTED,
          align: bidiAlign(ctx, "right"),
        })
      : doc
          .fillColor(MUTED)
          .font(FONT)
          .fontSize(10)
          .text(pdfText(label), PAGE_MARGIN + 8, y + 5, {
            width: labelWidth - 8,
          });
  const drawValue = () =>
    setsBidi(ctx, valueText)
      ? rtlText(ctx, valueText, {
          x: PAGE_MARGIN + labelWidth,
          y: y + 5,
          width: valueWidth,
          size: 10,
          bold: true,
          color: INK,
          align: bidiAlign(ctx, "right"),
        })
      : doc
          .fillColor(INK)
          .font(BOLD)
          .fontSize(10)
          .text(pdfText(valueText), PAGE_MARGIN + labelWidth, y + 5, {
            width: valueWidth,
          });
  // At the row's far end (the left in Arabic), on its first line.
  const drawTrailing = () => {
    if (trailing === undefined) return;
    if (ctx.rtl)
      rtlText(ctx, trailing, {
        x: PAGE_MARGIN + width - TRAILING - 8,
        y: y + 5,
        width: TRAILING,
        size: 10,
        color: INK,
        align: "left",
      });
    else
      doc
        .fillColor(INK)
        .font(FONT)
        .fontSize(10)
        .text(pdfText(trailing), PAGE_MARGIN + width - TRAILING - 8, y + 5, {
          width: TRAILING,
          align: "right",
        });
  };
  if (options.compact)
    mark(ctx, tableElement, "P", () => {
      drawLabel();
      drawValue();
      drawTrailing();
    });
  else {
    const row = group(ctx, tableElement, "TR");
    tag(
      ctx,
      row,
      options.labelCell,
      drawLabel,
      options.labelCell === "TH"
        ? { attributes: { O: "Table", Scope: "Row" } }
        : {},
    );
    tag(
      ctx,
      row,
      "TD",
      () => {
        drawValue();
        drawTrailing();
      },
      langOf(ctx, value),
    );
    row.end();
  }
  doc.y = y + height;
}

/** The rule under a table, which ends its element (if it has one of its own). */
export function tableEnd(ctx: PdfContext, tableElement?: Struct): void {
  const { doc } = ctx;
  tableElement?.end();
  const width = contentWidth(ctx);
  artifact(ctx, () =>
    doc
      .save()
      .moveTo(PAGE_MARGIN, doc.y)
      .lineTo(PAGE_MARGIN + width, doc.y)
      .lineWidth(0.5)
      .stroke(RULE)
      .restore(),
  );
  doc.x = PAGE_MARGIN;
}

export interface GridColumn {
  label: string;
  /** Share of the content width. */
  width: number;
  align?: "left" | "right";
}

/**
 * A table of several columns (a product's sizes): a header row of column headers, then a row per
 * entry headed by its first cell (`Table > TR > TH + TD...`). Small type so the columns fit the
 * page; cells wrap, and each row is measured, every cell in its own font, before it is drawn. When
 * it breaks across pages the header row is drawn again as an artifact (a screen reader meets it
 * once, in the structure). `into` an element (a catalogue's compact form, decision 017): the
 * header and each row one marked content of it, no cell elements.
 */
export function gridTable(
  ctx: PdfContext,
  parent: Struct,
  columns: GridColumn[],
  rows: string[][],
  options: {
    size?: number;
    into?: Struct;
    /** A body cell's language where it is not the document's (an English fallback's /Lang en). */
    langOf?: (row: number, column: number) => string | undefined;
  } = {},
): void {
  const { doc } = ctx;
  const { into } = options;
  const cellLang = (row: number, column: number) => {
    const lang = options.langOf?.(row, column);
    return lang ? { lang } : {};
  };
  const width = contentWidth(ctx);
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * width);
  const lefts = widths.map(
    (_w, i) => PAGE_MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0),
  );
  const SIZE = options.size ?? 7;
  const PAD = 3;
  /** A row's height: each cell measured in the font it is drawn in (`bold` for cell i). */
  const heightOf = (cells: string[], bold: (index: number) => boolean) =>
    Math.max(
      ...cells.map((text, i) =>
        cellHeight(ctx, text || "-", widths[i]! - 2 * PAD, SIZE, bold(i)),
      ),
    ) +
    2 * PAD;
  const drawCells = (
    cells: string[],
    y: number,
    cellFont: (index: number) => string,
    color: (index: number) => string,
    each: (index: number, draw: () => void) => void,
  ) =>
    cells.forEach((text, i) =>
      each(i, () =>
        setsBidi(ctx, text || "-")
          ? // Mirrored: the first column on the right; a number column's figures line up at
            // its left, the text columns at their right.
            rtlText(ctx, text || "-", {
              x: lefts[i]! + PAD,
              y: y + PAD,
              width: widths[i]! - 2 * PAD,
              size: SIZE,
              bold: cellFont(i) === BOLD,
              color: color(i),
              align: ctx.rtl
                ? columns[i]!.align === "right"
                  ? "left"
                  : "right"
                : (columns[i]!.align ?? "left"),
            })
          : doc
              .fillColor(color(i))
              .font(cellFont(i))
              .fontSize(SIZE)
              .text(pdfText(text || "-"), lefts[i]! + PAD, y + PAD, {
                width: widths[i]! - 2 * PAD,
                align: columns[i]!.align ?? "left",
              }),
      ),
    );
  const labels = columns.map((column) => column.label);
  const headerHeight = heightOf(labels, () => true);
  const rule = (y: number) =>
    artifact(ctx, () =>
      doc
        .save()
        .moveTo(PAGE_MARGIN, y)
        .lineTo(PAGE_MARGIN + width, y)
        .lineWidth(0.5)
        .stroke(RULE)
        .restore(),
    );
  const element = into ?? group(ctx, parent, "Table");
  /**
   * The header row: tagged the first time (a TH per cell, or `into`, one marked content), an
   * artifact when repeated on a new page.
   */
  const drawHeader = (first: boolean) => {
    const y = doc.y;
    const cells = (each: (index: number, draw: () => void) => void) =>
      drawCells(
        labels,
        y,
        () => BOLD,
        () => MUTED,
        each,
      );
    if (!first) cells((_i, cell) => artifact(ctx, cell));
    else if (into) mark(ctx, into, "P", () => cells((_i, cell) => cell()));
    else {
      const headRow = group(ctx, element, "TR");
      cells((_i, cell) =>
        tag(ctx, headRow, "TH", cell, {
          attributes: { O: "Table", Scope: "Column" },
        }),
      );
      headRow.end();
    }
    doc.y = y + headerHeight;
    rule(doc.y);
  };
  ensureSpace(ctx, headerHeight + 40);
  drawHeader(true);
  rows.forEach((cells, index) => {
    const height = heightOf(cells, (i) => i === 0);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      doc.y = PAGE_MARGIN;
      drawHeader(false);
    }
    const y = doc.y;
    if (index % 2 === 1)
      artifact(ctx, () =>
        doc
          .save()
          .rect(PAGE_MARGIN, y, width, height)
          .fill("#f3f5f8")
          .restore(),
      );
    const bodyFont = (i: number) => (i === 0 ? BOLD : FONT);
    if (into)
      mark(ctx, into, "P", () =>
        drawCells(
          cells,
          y,
          bodyFont,
          () => INK,
          (_i, draw) => draw(),
        ),
      );
    else {
      const row = group(ctx, element, "TR");
      drawCells(
        cells,
        y,
        bodyFont,
        () => INK,
        (i, draw) =>
          i === 0
            ? tag(ctx, row, "TH", draw, {
                attributes: { O: "Table", Scope: "Row" },
                ...cellLang(index, i),
              })
            : tag(ctx, row, "TD", draw, cellLang(index, i)),
      );
      row.end();
    }
    doc.y = y + height;
  });
  tableEnd(ctx, into ? undefined : element);
}
