import {
  SHEET_COLUMNS,
  SHEET_HEADER,
  type SheetColumn,
} from "~/lib/catalogue/catalogue-sheet";
import { getDb } from "../../db/client.server";
import {
  csvStream,
  type SheetFormat,
  xlsxStream,
} from "../catalogue-file.server";
import { productCells, sizeCells } from "./cells.server";
import type { Cells } from "./types.server";
import {
  liveProductIds,
  type ProductSnapshot,
  readProducts,
} from "./snapshot.server";

/**
 * The export: every product that is not deleted, one row per size, in the sheet layout of
 * `~/lib/catalogue/catalogue-sheet` (docs/decisions/032-catalogue-import-export.md).
 */

function rowsOf(snap: ProductSnapshot): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [];
  const cellValue = (column: SheetColumn, cells: Cells) => {
    const text = cells[column.name] ?? "";
    if (!column.numeric) return text;
    return text === "" ? null : Number(text);
  };
  for (const product of snap.products.values()) {
    const own = productCells(
      product,
      snap.standards.get(product.id) ?? [],
      snap.arabic.get(product.id),
    );
    const sizes = snap.sizes.get(product.id) ?? [];
    const sizeRows = sizes.length ? sizes.map(sizeCells) : [{}];
    for (const size of sizeRows)
      rows.push(
        SHEET_COLUMNS.map((column) =>
          cellValue(column, column.part === "product" ? own : size),
        ),
      );
  }
  return rows;
}

/**
 * The catalogue's rows a few hundred products at a time: the server's heap is 128 MB, and the
 * whole catalogue's rows at once (2,000 products with 20,000 sizes) ran it out.
 */
function* exportBatches(batch = 250): Generator<(string | number | null)[][]> {
  const ids = liveProductIds(getDb());
  for (let i = 0; i < ids.length; i += batch)
    yield rowsOf(readProducts(getDb(), ids.slice(i, i + batch)));
}

/** The whole catalogue (not deleted products) as a CSV or XLSX download, streamed batch by batch. */
export function exportCatalogueStream(
  kind: SheetFormat,
): ReadableStream<Uint8Array> {
  return kind === "csv"
    ? csvStream(SHEET_HEADER, exportBatches())
    : xlsxStream(SHEET_HEADER, exportBatches());
}

/** The same file's bytes at once (tests, scripts). */
export async function exportCatalogue(kind: SheetFormat): Promise<Buffer> {
  return Buffer.from(
    await new Response(exportCatalogueStream(kind)).arrayBuffer(),
  );
}
