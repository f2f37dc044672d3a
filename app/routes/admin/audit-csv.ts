import { auditCsv, parseAuditFilter } from "~/server/audit/audit.server";
import { csvDownload } from "~/lib/csv";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";
import type { Route } from "./+types/audit-csv";
import { adminGuard } from "~/server/auth/admin-guard.server";

// Outside the admin layout, so behind the guard of its own (decision 058).
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

/** `/admin/audit.csv?user=&entity=&from=&to=`: the filtered log, one line per changed field (RFC 4180, UTF-8 with a BOM). */
export function loader({ request }: Route.LoaderArgs): Response {
  const { filter } = parseAuditFilter(new URL(request.url).searchParams);
  return csvDownload(
    auditCsv(filter),
    format(adminMessages.audit.csvName, {
      date: new Date().toISOString().slice(0, 10),
    }),
  );
}
