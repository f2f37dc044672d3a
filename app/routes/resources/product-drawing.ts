import { getProduct } from "~/server/catalogue/catalogue.server";
import { productDrawingSvg } from "~/server/catalogue/product-image.server";
import type { Route } from "./+types/product-drawing";

/**
 * /product/{id}/cross-section.svg: the product's picture, drawn from its specification. Pages add
 * ?v={last change} to the address, so a long cache is safe and an admin edit shows at once.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const product = getProduct(params.id);
  if (!product) throw new Response("Not Found", { status: 404 });
  const versioned = new URL(request.url).searchParams.has("v");
  return new Response(productDrawingSvg(product), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": versioned
        ? "public, max-age=31536000, immutable"
        : "public, max-age=300",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
