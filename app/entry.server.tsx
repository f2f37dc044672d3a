import crypto from "node:crypto";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { NonceProvider } from "~/lib/nonce";
import { fontPreloadHeader } from "~/lib/locale/arabic-font";
import { localeFromPath } from "~/lib/locale/locale-path";
import { LocaleProvider, sharedMessages } from "~/locales";
import { sectionsOfMatches } from "~/locales/copy";
import { pickSections } from "~/locales/copy.server";
import { getMessages } from "~/locales/messages.server";
import { documentEtag, sealDocument } from "~/server/platform/csp.server";
import { loadModulesAfterFirstPaint } from "~/server/platform/modules-after-paint.server";
import { nameSiteManifest } from "~/server/platform/site-manifest.server";
import { structuredDataContext } from "~/server/platform/request-context.server";
import { fillStructuredData } from "~/server/platform/structured-data.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending it (onAllReady): every page is complete HTML for
 * crawlers and for the render cache, and the status code is final before the first byte.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Marks the scripts this render writes; it never leaves the server (app/server/platform/csp.server.ts).
  const nonce = crypto.randomBytes(18).toString("base64url");
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const locale = localeFromPath(new URL(request.url).pathname);
    // The shared copy, and the sections the matched routes read (their `handle.copy`): a page's
    // document carries its own copy and no other page's (decision 042).
    const sections = pickSections(
      locale,
      sectionsOfMatches(routerContext.staticHandlerContext.matches),
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <LocaleProvider
          value={{
            locale,
            messages: sharedMessages(getMessages(locale)),
            sections,
          }}
        >
          <ServerRouter
            context={routerContext}
            url={request.url}
            nonce={nonce}
          />
        </LocaleProvider>
      </NonceProvider>,
      {
        nonce,
        // Suspense boundaries (app/runtime/hydrate-in-steps.tsx) stay in place in the HTML: by default
        // React moves a large one to the end of the document and back with an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // The document is complete: gathered into one buffer, it goes out as one write. Piped
          // as a stream, its few dozen 2 KB chunks each took a trip through the web stream and
          // the compressor, a turn of the event loop apiece: on a busy server, turns are long.
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          });
          sink.on("finish", () => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // An Arabic page preloads its font by header: no tag, no JavaScript (decision 037).
            const fontPreload = fontPreloadHeader(locale);
            if (fontPreload) responseHeaders.append("Link", fontPreload);
            const rendered = Buffer.from(
              nameSiteManifest(
                fillStructuredData(
                  Buffer.concat(chunks).toString("utf8"),
                  loadContext.get(structuredDataContext),
                ),
                new URL(request.url).pathname,
              ),
            );
            if (import.meta.env.DEV) {
              // Vite adds inline scripts of its own; development runs without a CSP.
              resolve(
                new Response(rendered, { headers: responseHeaders, status }),
              );
              return;
            }
            // The page and its headers are one immutable pair: its policy names its scripts'
            // hashes, and its validator is its bytes.
            const { html, csp } = sealDocument(
              loadModulesAfterFirstPaint(rendered, nonce).toString("utf8"),
              nonce,
            );
            const body = Buffer.from(html);
            responseHeaders.set("Content-Security-Policy", csp);
            responseHeaders.set("ETag", documentEtag(body));
            resolve(new Response(body, { headers: responseHeaders, status }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
