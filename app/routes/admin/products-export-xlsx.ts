import { catalogueDownload } from "~/server/admin/catalogue-export.server";
import { requireRole } from "~/server/auth/roles.server";
import type { Route } from "./+types/products-export-xlsx";

/** `/admin/products/export.xlsx`: the whole catalogue, one row per size (docs/api.md, docs/decisions/032). */
export function loader({ request }: Route.LoaderArgs): Response {
  requireRole(request, "editor");
  return catalogueDownload("xlsx");
}
