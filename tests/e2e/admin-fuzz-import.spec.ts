import { deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { SHEET_HEADER } from "~/lib/catalogue/catalogue-sheet";
import { openE2eDb } from "../support/admin-helpers";
import {
  intents,
  post,
  runId,
  test as adminTest,
  text,
} from "../support/admin-fuzz-kit";
import { expect, test } from "../support/fixtures";
import {
  fieldOf,
  hostileText,
  runOptions,
  transport,
} from "../support/fuzz-kit";
import { pngImage, truncated, zipArchive } from "../support/hostile-uploads";

/**
 * The catalogue import's actions under hostile input (docs/decisions/032): each hostile file is
 * refused with its message and a 4xx, never a 5xx, and no product is written; hostile form fields
 * (intents, tokens, files where text belongs) likewise. Nothing here is ever applied: the only
 * tokens sent are hostile ones. Desktop only (ADMIN_ONCE_SPECS).
 */
test.describe.configure({ timeout: 180_000 });

const URL = "/admin/products/import";
const marker = `Fuzz Import ${runId}`;

/** A zip whose parts inflate to far more than the import's 3 MB budget, from ~300 KB. */
function zipBomb(): Buffer {
  const packed = deflateRawSync(Buffer.alloc(64 * 1024 * 1024, 0x20), {
    level: 9,
  });
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let n = 0; n < 6; n++) {
    const name = Buffer.from(`xl/worksheets/sheet${n + 1}.xml`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(1024, 22); // it lies about its size, as bombs do
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(1024, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(6, 8);
  end.writeUInt16LE(6, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Catalogue");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function productsNamed(): number {
  const db = openE2eDb();
  try {
    return (
      db
        .prepare("SELECT count(*) AS n FROM products WHERE name LIKE ?")
        .get(`%${runId}%`) as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

const header = SHEET_HEADER.join(",");

adminTest(
  "hostile files are refused with a clear message and a 4xx, and change nothing",
  async ({ adminApi }) => {
    const samples: [string, () => Buffer | Promise<Buffer>, number, RegExp][] =
      [
        [
          "an empty file",
          () => Buffer.alloc(0),
          400,
          /choose a CSV or XLSX|file is empty/,
        ],
        [
          "a PNG named .csv",
          () => pngImage(40, 30),
          400,
          /neither a CSV nor an XLSX/,
        ],
        [
          "an old .xls",
          () =>
            Buffer.concat([
              Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
              Buffer.alloc(512),
            ]),
          400,
          /old Excel/,
        ],
        ["a zip bomb named .xlsx", zipBomb, 400, /unpacks to more than 3 MB/],
        [
          "a zip that is no workbook",
          () => zipArchive(),
          400,
          /could not be read/,
        ],
        [
          "a truncated XLSX",
          async () =>
            truncated(await xlsxOf([[...SHEET_HEADER], ["", marker]])),
          400,
          /could not be read/,
        ],
        [
          "an XLSX with a formula",
          () =>
            xlsxOf([
              [...SHEET_HEADER],
              ["", { formula: 'HYPERLINK("http://evil")', result: "x" }],
            ]),
          400,
          /formula/,
        ],
        [
          "a CSV with an unclosed quote",
          () => Buffer.from(`${header}\r\n"${marker},stranded\r\n`),
          400,
          /malformed near line/,
        ],
        [
          "a CSV in Latin-1",
          () => Buffer.from(`${header}\r\n,Caf\xe9 ${marker}\r\n`, "latin1"),
          400,
          /not UTF-8/,
        ],
        [
          "a CSV without a header",
          () => Buffer.from("\r\n\r\n"),
          400,
          /no header row/,
        ],
        [
          "a CSV of 61 columns",
          () =>
            Buffer.from(
              Array.from({ length: 61 }, (_, i) => `c${i}`).join(",") + "\r\n",
            ),
          400,
          /more than 60 columns/,
        ],
        [
          "a CSV of 10,001 rows",
          () => Buffer.from(`${header}\r\n` + `,${marker}\r\n`.repeat(10_001)),
          400,
          /more than 10,000 rows/,
        ],
        [
          "a file over 3 MB",
          () => Buffer.alloc(4 * 1024 * 1024, 0x41),
          413,
          /too large|larger than 3 MB/,
        ],
        [
          "a CSV with unknown columns",
          () =>
            Buffer.from(`name,<script>alert(1)</script>\r\n${marker},x\r\n`),
          422,
          /Not a column/,
        ],
      ];
    for (const [label, build, status, message] of samples) {
      const bytes = await build();
      for (const how of ["data-multipart", "document-multipart"] as const) {
        const response = await post(
          adminApi,
          URL,
          { intent: text("dry-run") },
          how,
          { file: { name: "catalogue.csv", type: "text/csv", bytes } },
        );
        expect(response.status(), `${label} (${how})`).toBe(status);
        const body = await response.text();
        expect(body, `${label} (${how})`).toMatch(message);
        // A data answer carries the value as JSON text (React renders it as text); the page escapes it.
        if (how === "document-multipart")
          expect(body, label).not.toContain("<script>alert(1)</script>");
      }
    }
    expect(productsNamed()).toBe(0);
  },
);

adminTest(
  "hostile intents, tokens and files get a 4xx or a dry run, never a 5xx, and nothing is applied",
  async ({ adminApi }) => {
    const hostileCsv = fc
      .array(fc.array(hostileText, { minLength: 1, maxLength: 8 }), {
        minLength: 1,
        maxLength: 6,
      })
      .map((rows) => {
        const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
        const body = rows
          .map((row) =>
            [
              quote(""),
              quote(`${marker} ${row[0]}`),
              ...row.slice(1).map(quote),
            ].join(","),
          )
          .join("\r\n");
        return Buffer.from(`${header}\r\n${body}\r\n`);
      });
    await fc.assert(
      fc.asyncProperty(
        intents("dry-run", "apply"),
        fieldOf(fc.oneof(hostileText, fc.stringMatching(/^[a-f0-9]{64}$/))),
        fc.oneof(
          hostileCsv,
          fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
        ),
        fc.boolean(),
        transport,
        async (intent, token, file, withFile, how) => {
          const response = await post(
            adminApi,
            URL,
            { intent: text(intent), token },
            how,
            withFile && how !== "data-urlencoded"
              ? { file: { name: "x.csv", type: "text/csv", bytes: file } }
              : {},
          );
          const status = response.status();
          expect(status, `${intent}: a 5xx`).toBeLessThan(500);
          expect(
            [200, 400, 409, 410, 413, 422],
            `${intent} answered ${status}`,
          ).toContain(status);
        },
      ),
      runOptions(120),
    );
    expect(productsNamed()).toBe(0);
  },
);

test("the import page and exports are for signed-in admins only", async ({
  request,
}) => {
  for (const path of [
    URL,
    "/admin/products/export.csv",
    "/admin/products/export.xlsx",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toMatch(/^\/admin\/login/);
  }
  const response = await request.post(`${URL}.data`, {
    multipart: { intent: "apply", token: "0".repeat(64) },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  // Refused as cross-origin (403) or sent to the login page: never run.
  const redirect =
    response.headers()["x-remix-redirect"] ?? response.headers().location ?? "";
  expect(
    response.status() === 403 || /^\/admin\/login/.test(redirect),
    `anonymous apply: ${response.status()} ${redirect}`,
  ).toBe(true);
});
