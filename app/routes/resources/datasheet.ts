import { getProduct } from "~/server/catalogue/catalogue.server";
import { getDatasheet } from "~/server/content/downloads.server";
import {
  pdfLocaleFor,
  safePdfFilename,
} from "~/server/documents/pdf-document.server";
import { servedDocumentLanguage } from "~/server/platform/locale.server";
import type { Route } from "./+types/datasheet";

// "/fr/..." matches the optional segment too: only /ar is a language (decisions 043, 058).
export const middleware: Route.MiddlewareFunction[] = [servedDocumentLanguage];

/**
 * `/product/{id}/datasheet.pdf`: the product's datasheet, drawn from its current data; mounted under
 * `/ar/`, the Arabic one (decision 036).
 */
export async function loader({
  params,
  request,
}: Route.LoaderArgs): Promise<Response> {
  const product = getProduct(params.id);
  if (!product)
    throw new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain" },
    });
  const locale = pdfLocaleFor(request.url);
  const bytes = await getDatasheet(product, locale);
  const filename = safePdfFilename(product.name);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${locale === "ar" ? filename.replace(/\.pdf$/, "-ar.pdf") : filename}"`,
      "Cache-Control": "no-cache",
      "Last-Modified": product.updatedAt.toUTCString(),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
