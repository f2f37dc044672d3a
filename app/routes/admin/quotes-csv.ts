import { quotesCsv } from "~/server/admin/quotes.server";
import { csvDownload } from "~/lib/csv";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";
import type { Route } from "./+types/quotes-csv";
import { adminGuard } from "~/server/auth/admin-guard.server";

// Outside the admin layout, so behind the guard of its own (decision 058).
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

/** `/admin/quotes.csv`: every quote request's lines, for a spreadsheet (RFC 4180, UTF-8 with a BOM for Excel). */
export function loader(): Response {
  return csvDownload(
    quotesCsv(),
    format(adminMessages.quotes.csvName, {
      date: new Date().toISOString().slice(0, 10),
    }),
  );
}
