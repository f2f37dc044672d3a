import { getProduct } from "~/server/catalogue/catalogue.server";
import { getProductCard } from "~/server/catalogue/product-image.server";
import type { Route } from "./+types/product-image";

/** /product/{id}/image.png: the product's preview card for link previews (SVG is not shown there), drawn once per content version. */
export async function loader({ params }: Route.LoaderArgs) {
  const product = getProduct(params.id);
  if (!product) throw new Response("Not Found", { status: 404 });
  const png = await getProductCard(product);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      // Changes when the admin edits the product: a day is a fair freshness for preview cards.
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
    },
  });
}
