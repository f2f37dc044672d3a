import type { SheetFormat } from "./catalogue-file.server";
import { exportCatalogueStream } from "./catalogue-import/export.server";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";

const types: Record<SheetFormat, string> = {
  csv: "text/csv; charset=utf-8; header=present",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The download of the whole catalogue, named with the day (catalogue-2026-11-27.csv). */
export function catalogueDownload(
  kind: SheetFormat,
  now = new Date(),
): Response {
  const t = adminMessages.productImport;
  const name = format(kind === "csv" ? t.csvName : t.xlsxName, {
    date: now.toISOString().slice(0, 10),
  });
  return new Response(exportCatalogueStream(kind), {
    headers: {
      "Content-Type": types[kind],
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
