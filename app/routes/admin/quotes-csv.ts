import { quotesCsv } from "~/server/admin/quotes.server";
import { requireRole } from "~/server/auth/roles.server";
import { csvDownload } from "~/lib/csv";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";
import type { Route } from "./+types/quotes-csv";

/** `/admin/quotes.csv`: every quote request's lines, for a spreadsheet (RFC 4180, UTF-8 with a BOM for Excel). */
export function loader({ request }: Route.LoaderArgs): Response {
  requireRole(request, "editor");
  return csvDownload(
    quotesCsv(),
    format(adminMessages.quotes.csvName, {
      date: new Date().toISOString().slice(0, 10),
    }),
  );
}
