import { openDownload } from "~/server/content/downloads.server";
import { pdfLocaleFor } from "~/server/documents/pdf-document.server";
import { servedDocumentLanguage } from "~/server/platform/locale.server";
import type { Route } from "./+types/download-file";

// "/fr/..." matches the optional segment too: only /ar is a language (decisions 043, 058).
export const middleware: Route.MiddlewareFunction[] = [servedDocumentLanguage];

/**
 * `/downloads/{file}`: an entry of /downloads, sent from its file: a PDF the admin uploaded, or a
 * catalogue, datasheet collection or certificate statement built from the catalogue (docs/decisions/027).
 */
export async function loader({
  params,
  request,
}: Route.LoaderArgs): Promise<Response> {
  // Under /ar/, a built document is the Arabic one (decision 036).
  const file = await openDownload(params.file, pdfLocaleFor(request.url));
  if (!file)
    throw new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain" },
    });
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${params.file}"`,
      "Cache-Control": "no-cache",
      "Last-Modified": file.date.toUTCString(),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
