/**
 * The admin's CSV exports (quotes, the audit log, the catalogue): RFC 4180, fields separated by
 * commas, records by CRLF, quotes doubled inside a quoted field. One place decides which fields are
 * quoted and how a formula is defused, so every export is fixed or broken together (issue 35).
 */
export type CsvCell = string | number | null | undefined;

/**
 * Quoted when a field holds a comma, a quote or a line break (RFC 4180), and also a semicolon or a
 * tab: spreadsheets set to a `;` or tab separator would cut such a field in two.
 */
export const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * Where a spreadsheet may start a cell: the field's start, after a line break (a reader that lost
 * the quoting starts a new row there), after a semicolon or a tab (a reader set to those
 * separators starts a new cell). A text starting there with = + - @, a tab or a carriage return
 * would run as a formula (OWASP's CSV injection), so an apostrophe goes in front of it. Apostrophes
 * already there count too ('=x becomes ''=x), so restoreFormulas gives back exactly what was written.
 */
const CELL_START = /(?<=^|[\r\n;\t])(?='*[=+\-@\t\r])/g;
const DEFUSED_START = /(?<=^|[\r\n;\t])'(?='*[=+\-@\t\r])/g;

export function neutraliseFormulas(text: string): string {
  return text.replace(CELL_START, "'");
}

/** The inverse of neutraliseFormulas (the catalogue import reads its own export). */
export function restoreFormulas(text: string): string {
  return text.replace(DEFUSED_START, "");
}

/** A field as written: quoted (quotes doubled) when NEEDS_QUOTES says so, else as it is. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell: text defused against formulas and quoted when needed; numbers written as numbers. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number")
    return Number.isFinite(value) ? String(value) : "";
  return csvField(neutraliseFormulas(value));
}

/** The whole file: a header record, then one record per row, each ending in CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(",") + "\r\n")
    .join("");
}

/**
 * A CSV file as a download: UTF-8 with a BOM (so spreadsheet programs read the encoding right),
 * private and never cached, never sniffed as anything else.
 */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(`\ufeff${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
