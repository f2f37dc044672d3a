import { catalogueDownload } from "~/server/admin/catalogue-export.server";
import type { Route } from "./+types/products-export-csv";
import { adminGuard } from "~/server/auth/admin-guard.server";

// Outside the admin layout, so behind the guard of its own (decision 058).
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

/** `/admin/products/export.csv`: the whole catalogue, one row per size (docs/api.md, docs/decisions/032). */
export function loader(): Response {
  return catalogueDownload("csv");
}
