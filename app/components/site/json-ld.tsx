/**
 * Structured data for search engines. A JSON-LD script is data, not code: the browser never runs
 * it, so the CSP needs no hash for it. "<" is escaped so no text can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
