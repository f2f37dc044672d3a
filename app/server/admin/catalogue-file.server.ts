import { PassThrough, Readable } from "node:stream";
import { inflateRawSync } from "node:zlib";
import { parse as parseCsv } from "csv-parse/sync";
import { stringify as stringifyCsv } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { NEEDS_QUOTES } from "~/lib/csv";
import {
  MAX_IMPORT_BYTES,
  SHEET_COLUMNS,
  SHEET_NAME,
  neutraliseFormula,
} from "~/lib/catalogue/catalogue-sheet";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";

/**
 * The catalogue sheet as files: CSV (RFC 4180, UTF-8 with a BOM, CRLF; csv-stringify/csv-parse)
 * and XLSX (exceljs). Reading sniffs the type from the bytes, never the name, and refuses what it
 * cannot read safely with a sentence the page shows (FileProblem).
 */

const t = adminMessages.productImport;

/** A row of the sheet as text, with the row number the spreadsheet shows (the header is row 1). */
export interface SheetRow {
  row: number;
  cells: string[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

/** A file the import cannot read: its message is the page's answer, and nothing was changed. */
export class FileProblem extends Error {}

/** Rows and columns the import reads at most, and the longest cell. */
export const MAX_ROWS = 10_000;
export const MAX_COLUMNS = 60;
export const MAX_CELL_CHARS = 20_000;
/**
 * What an XLSX may inflate to, all its parts together. exceljs holds every cell as an object: under
 * the server's 128 MB heap, 500 products with three sizes each (2.3 MB inflated) peaked at 186 MB
 * RSS and passed, 3,000 (14 MB) ran the heap out. 3 MB is about 650 products; CSV takes 3,000.
 */
export const MAX_XLSX_INFLATED_BYTES = 3 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 1000;

export type SheetFormat = "csv" | "xlsx";

/** A cell as the export writes it: text neutralised against formulas, numbers as numbers. */
type OutCell = string | number | null;

function outRows(
  rows: readonly (readonly (string | number | null)[])[],
): OutCell[][] {
  return rows.map((row) =>
    row.map((value, index) => {
      if (value === null) return null;
      if (typeof value === "number") return value;
      return SHEET_COLUMNS[index]?.numeric ? value : neutraliseFormula(value);
    }),
  );
}

type Rows = (string | number | null)[][];

/**
 * The CSV: a BOM so spreadsheet programs read UTF-8, CRLF line ends, fields quoted by the admin's
 * one rule (`~/lib/csv`). csv-stringify alone quotes only a field holding its record delimiter
 * (CRLF), so a cell with a bare LF, as the applications list has, broke its row (issue 35).
 */
export function writeCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
  withHeader = true,
): string {
  const records = outRows(rows).map((row) =>
    row.map((cell) =>
      cell === null ? "" : typeof cell === "number" ? String(cell) : cell,
    ),
  );
  return stringifyCsv(withHeader ? [[...header], ...records] : records, {
    bom: withHeader,
    record_delimiter: "windows",
    quoted_match: NEEDS_QUOTES,
  });
}

/** The CSV as a stream: the header, then each batch of rows as it is read. */
export function csvStream(
  header: readonly string[],
  batches: Iterator<Rows>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(writeCsv(header, [])));
        return;
      }
      const next = batches.next();
      if (next.done) controller.close();
      else
        controller.enqueue(encoder.encode(writeCsv(header, next.value, false)));
    },
  });
}

/**
 * The XLSX as a stream (exceljs's streaming writer: each row is written and dropped as it is
 * committed, without shared strings), so a large catalogue never sits in memory as cell objects.
 */
export function xlsxStream(
  header: readonly string[],
  batches: Iterator<Rows>,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  workbook.creator = "Cableworks";
  const sheet = workbook.addWorksheet(SHEET_NAME, {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = header.map((name) => ({
    width: Math.min(40, Math.max(10, name.length + 2)),
  }));
  const top = sheet.addRow([...header]);
  top.font = { bold: true };
  top.commit();
  void (async () => {
    for (let next = batches.next(); !next.done; next = batches.next()) {
      for (const row of outRows(next.value)) sheet.addRow(row).commit();
      // Lets the response drain between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

/**
 * Inflates every part of a zip with a running budget, before exceljs sees it: exceljs inflates
 * whole parts into memory, so a zip bomb (a few KB that inflate to gigabytes) would take the server
 * down. The sizes a zip declares can lie, so each part is inflated with zlib's `maxOutputLength`
 * set to what is left of the budget. Zip64 and methods other than stored and deflate are refused:
 * spreadsheet programs write neither for a sheet this size.
 */
export function checkZip(
  bytes: Buffer,
  budget = MAX_XLSX_INFLATED_BYTES,
): void {
  const unreadable = () => new FileProblem(t.fileUnreadable);
  let end = -1;
  for (
    let i = bytes.length - 22;
    i >= Math.max(0, bytes.length - 22 - 0xffff);
    i--
  ) {
    if (bytes.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (entries > MAX_ZIP_ENTRIES || offset === 0xffffffff) throw unreadable();
  let left = budget;
  for (let n = 0; n < entries; n++) {
    if (
      offset + 46 > bytes.length ||
      bytes.readUInt32LE(offset) !== ZIP_CENTRAL
    )
      throw unreadable();
    const method = bytes.readUInt16LE(offset + 10);
    const compressed = bytes.readUInt32LE(offset + 20);
    const local = bytes.readUInt32LE(offset + 42);
    const nameLength = bytes.readUInt16LE(offset + 28);
    offset +=
      46 +
      nameLength +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
    if (compressed === 0xffffffff || local === 0xffffffff) throw unreadable();
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== ZIP_LOCAL)
      throw unreadable();
    const start =
      local +
      30 +
      bytes.readUInt16LE(local + 26) +
      bytes.readUInt16LE(local + 28);
    if (start + compressed > bytes.length) throw unreadable();
    const data = bytes.subarray(start, start + compressed);
    let size: number;
    if (method === 0) size = compressed;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: left + 1 }).length;
      } catch (error) {
        if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
          throw new FileProblem(t.fileInflatesTooMuch);
        throw unreadable();
      }
    } else throw unreadable();
    left -= size;
    if (left < 0) throw new FileProblem(t.fileInflatesTooMuch);
  }
}

/** What the bytes are: an XLSX (a zip), a CSV (UTF-8 text), or neither (refused with the reason). */
/**
 * The page's limits (what fits the server's 128 MB heap); a script with a heap of its own may
 * pass larger ones (scripts/measure-import.ts).
 */
export interface ReadLimits {
  bytes: number;
  rows: number;
}
export const PAGE_LIMITS: ReadLimits = {
  bytes: MAX_IMPORT_BYTES,
  rows: MAX_ROWS,
};

export function sniff(
  bytes: Buffer,
  limits: ReadLimits = PAGE_LIMITS,
): SheetFormat {
  if (bytes.length === 0) throw new FileProblem(t.fileEmpty);
  if (bytes.length > limits.bytes)
    throw new FileProblem(
      format(t.fileTooLarge, { mb: limits.bytes / 1024 / 1024 }),
    );
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL) return "xlsx";
  // The old binary Excel format (OLE2) and anything with NUL bytes is not a sheet we read.
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0xd0cf11e0)
    throw new FileProblem(t.fileOldExcel);
  if (bytes.includes(0)) throw new FileProblem(t.fileNotSheet);
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new FileProblem(t.fileNotUtf8);
  }
  return "csv";
}

function checkShape(header: string[], rows: SheetRow[]): Sheet {
  if (header.length === 0 || header.every((cell) => cell.trim() === ""))
    throw new FileProblem(t.fileNoHeader);
  if (header.length > MAX_COLUMNS)
    throw new FileProblem(format(t.fileTooManyColumns, { max: MAX_COLUMNS }));
  for (const { cells, row } of rows) {
    if (cells.some((cell) => cell.length > MAX_CELL_CHARS))
      throw new FileProblem(
        format(t.fileCellTooLong, {
          row,
          max: MAX_CELL_CHARS.toLocaleString("en-US"),
        }),
      );
  }
  // Rows left entirely empty (spreadsheets keep them) are not products.
  return {
    header: header.map((cell) => cell.trim()),
    rows: rows.filter((row) => row.cells.some((cell) => cell.trim() !== "")),
  };
}

function readCsv(bytes: Buffer, maxRows: number): Sheet {
  let records: string[][];
  try {
    records = parseCsv(bytes, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: MAX_CELL_CHARS * MAX_COLUMNS,
      to: maxRows + 2,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new FileProblem(
      line ? format(t.csvMalformedAt, { line }) : t.fileUnreadable,
    );
  }
  if (records.length > maxRows + 1)
    throw new FileProblem(
      format(t.fileTooManyRows, { max: maxRows.toLocaleString("en-US") }),
    );
  const [header = [], ...rest] = records;
  if (rest.some((cells) => cells.length > MAX_COLUMNS))
    throw new FileProblem(format(t.fileTooManyColumns, { max: MAX_COLUMNS }));
  // A spreadsheet shows each record as one row, however many lines its quoted cells span.
  return checkShape(
    header,
    rest.map((cells, index) => ({ row: index + 2, cells })),
  );
}

/** A cell as text: what the spreadsheet shows, numbers in their shortest exact form. Formulas are refused. */
function cellText(
  value: ExcelJS.CellValue,
  row: number,
  column: number,
): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date)
    throw new FileProblem(
      format(t.xlsxDateCell, { row, column: columnName(column) }),
    );
  if ("formula" in value || "sharedFormula" in value)
    throw new FileProblem(
      format(t.xlsxFormulaCell, { row, column: columnName(column) }),
    );
  if ("richText" in value)
    return value.richText.map((part) => part.text).join("");
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("error" in value)
    throw new FileProblem(
      format(t.xlsxErrorCell, { row, column: columnName(column) }),
    );
  return "";
}

/** The spreadsheet's letters for a column (1 is A, 27 is AA). */
function columnName(n: number): string {
  let name = "";
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26))
    name = String.fromCharCode(65 + ((k - 1) % 26)) + name;
  return name;
}

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  checkZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types name an older Buffer; the bytes are what it reads.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw new FileProblem(t.fileUnreadable);
  }
  const sheet = workbook.getWorksheet(SHEET_NAME) ?? workbook.worksheets[0];
  // A zip that is no workbook has no sheets.
  if (!sheet) throw new FileProblem(t.fileUnreadable);
  if (sheet.rowCount > MAX_ROWS + 1)
    throw new FileProblem(
      format(t.fileTooManyRows, { max: MAX_ROWS.toLocaleString("en-US") }),
    );
  if (sheet.columnCount > MAX_COLUMNS)
    throw new FileProblem(format(t.fileTooManyColumns, { max: MAX_COLUMNS }));
  let header: string[] = [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++)
      cells.push(cellText(row.getCell(c).value, number, c));
    while (cells.length && cells[cells.length - 1] === "") cells.pop();
    if (number === 1) header = cells;
    else rows.push({ row: number, cells });
  });
  return checkShape(header, rows);
}

/** Reads an uploaded file as a sheet, whichever of the two formats its bytes are. */
export async function readSheet(
  bytes: Buffer,
  limits: ReadLimits = PAGE_LIMITS,
): Promise<{ format: SheetFormat; sheet: Sheet }> {
  const kind = sniff(bytes, limits);
  return {
    format: kind,
    sheet:
      kind === "xlsx" ? await readXlsx(bytes) : readCsv(bytes, limits.rows),
  };
}
