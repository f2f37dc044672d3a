import type { RouterContextProvider } from "react-router";
import { structuredDataContext } from "./request-context.server";

/** The empty element `StructuredData` (app/components/site/json-ld.tsx) renders on the server. */
const SLOT =
  '<script type="application/ld+json" data-structured-data=""></script>';

/** Adds JSON-LD objects to the document this request renders (see `fillStructuredData`). */
export function addStructuredData(
  context: Readonly<RouterContextProvider>,
  ...data: object[]
): void {
  context.get(structuredDataContext).push(...data);
}

/**
 * Writes the request's JSON-LD into the page's slot: one object as itself, several as an array
 * (both forms are JSON-LD that Google reads). "<" is escaped so no text can close the element.
 * A page without a slot is returned as it is; a slot without data gets an empty array, valid JSON
 * that states nothing, rather than an empty element a parser would report.
 */
export function fillStructuredData(
  html: string,
  data: readonly object[],
): string {
  const index = html.indexOf(SLOT);
  if (index === -1) return html;
  const json = JSON.stringify(data.length === 1 ? data[0] : data).replace(
    /</g,
    "\\u003c",
  );
  const filled = SLOT.replace("></script>", `>${json}</script>`);
  return html.slice(0, index) + filled + html.slice(index + SLOT.length);
}
