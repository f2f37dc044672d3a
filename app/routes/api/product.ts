import { productResponse } from "~/server/catalogue/catalogue-api.server";
import type { Route } from "./+types/product";

/** GET /api/v1/products/{id}: one product, its attributes and sizes, as JSON (docs/api.md). */
export function loader({ request, params }: Route.LoaderArgs) {
  return productResponse(request, params.id);
}
