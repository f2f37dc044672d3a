import { productsResponse } from "~/server/catalogue/catalogue-api.server";
import type { Route } from "./+types/products";

/** GET /api/v1/products: the finder's query, answered as JSON (docs/api.md). */
export function loader({ request }: Route.LoaderArgs) {
  return productsResponse(request);
}
