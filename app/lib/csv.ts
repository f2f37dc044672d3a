/**
 * A small RFC 4180 writer for the admin's exports: fields separated by commas, records by CRLF,
 * a field quoted when it holds a comma, a quote or a line break (quotes doubled). A text cell a
 * spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return) is
 * prefixed with an apostrophe (OWASP's advice on CSV injection); numbers are written as numbers.
 * Hand-written: about twenty lines, where the CSV libraries in the tree only read CSV.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text =
    typeof value === "number"
      ? Number.isFinite(value)
        ? String(value)
        : ""
      : value;
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
