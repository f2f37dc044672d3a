import { pdfLocaleFor } from "~/server/documents/pdf-document.server";
import { renderQuotePdf } from "~/server/documents/quote-pdf.server";
import { quoteByToken } from "~/server/quotes/quotes.server";
import { servedDocumentLanguage } from "~/server/platform/locale.server";
import type { Route } from "./+types/quote-pdf";

// "/fr/..." matches the optional segment too: only /ar is a language (decisions 043, 058).
export const middleware: Route.MiddlewareFunction[] = [servedDocumentLanguage];

/** `/quote/sent/{token}/request.pdf`: the buyer's copy of a sent request, while its link is valid. */
export async function loader({
  params,
  request,
}: Route.LoaderArgs): Promise<Response> {
  const found = quoteByToken(params.token);
  if (!found)
    throw new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain" },
    });
  // Under /ar/, the Arabic copy (decision 036).
  const bytes = await renderQuotePdf(found, pdfLocaleFor(request.url));
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${found.quote.reference}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
