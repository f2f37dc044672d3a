import crypto from "node:crypto";

/**
 * The Content-Security-Policy. A document allows exactly its own inline scripts, by the sha256 of
 * each (computed when it is rendered), never by a nonce: the page and its policy are then one
 * immutable pair that a render cache, a 304, a CDN and a browser's cache can keep together
 * (docs/decisions/007). Other responses get the policy with no inline script at all.
 */
const DIRECTIVES: Array<[string, string]> = [
  ["default-src", "'self'"],
  ["script-src", "'self'"],
  ["script-src-attr", "'none'"],
  // Inline style attributes (React `style`) and the toast library's style tag.
  ["style-src", "'self' 'unsafe-inline'"],
  ["img-src", "'self' data: blob:"],
  ["font-src", "'self'"],
  ["connect-src", "'self'"],
  ["frame-src", "https://www.openstreetmap.org"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'none'"],
  ["manifest-src", "'self'"],
];

function policy(scriptSources: string[]): string {
  return DIRECTIVES.map(([name, value]) =>
    (name === "script-src"
      ? [name, value, ...scriptSources]
      : [name, value]
    ).join(" "),
  ).join("; ");
}

/** For every response that is not a rendered document: no inline script runs. */
export const DEFAULT_CSP = policy([]);

/** Script elements with their text inline; `src` ones are covered by 'self'. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The sha256 source for a script's text, as CSP Level 3 computes it (see `sealDocument`). */
export function scriptHash(text: string): string {
  // The browser hashes the element's text as the HTML parser gives it: CR and CRLF become LF.
  return `'sha256-${crypto.createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;
}

/**
 * Turns a rendered document into the one the browser gets, with its policy. The render put its
 * nonce (app/lib/nonce.ts) on the scripts it wrote itself: those, and only those, are allowed by
 * the sha256 of their text, so a script that came in through content (which cannot know the
 * render's nonce) never runs even if it got past escaping. The nonce is then removed: the
 * document is the same for every visitor and every render of the same data. Scripts of any type
 * are hashed, since a page may run their text later as a script it creates
 * (app/server/platform/modules-after-paint.server.ts does).
 */
export function sealDocument(
  html: string,
  nonce: string,
): { html: string; csp: string } {
  const marker = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (attributes.includes(marker) && !/\bsrc\s*=/i.test(attributes))
      hashes.add(scriptHash(text));
  }
  return { html: html.replaceAll(marker, ""), csp: policy([...hashes]) };
}

/** A validator for a document's exact bytes (weak: it names the page, in any content coding). */
export function documentEtag(body: Uint8Array): string {
  return `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}
