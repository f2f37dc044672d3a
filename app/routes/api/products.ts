import { productsResponse } from "~/server/catalog-api.server";
import type { Route } from "./+types/products";

/** GET /api/v1/products: the finder's query, answered as JSON (docs/api.md). */
export function loader({ request }: Route.LoaderArgs) {
  return productsResponse(request);
}
