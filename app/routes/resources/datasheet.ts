import { getProduct } from "~/server/catalog.server";
import { getDatasheet } from "~/server/downloads.server";
import { safePdfFilename } from "~/server/pdf.server";
import type { Route } from "./+types/datasheet";

/** `/product/{id}/datasheet.pdf`: the product's datasheet, drawn from its current data. */
export async function loader({ params }: Route.LoaderArgs): Promise<Response> {
  const product = getProduct(params.id);
  if (!product) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const bytes = await getDatasheet(product);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${safePdfFilename(product.name)}"`,
      "Cache-Control": "no-cache",
      "Last-Modified": product.updatedAt.toUTCString(),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
