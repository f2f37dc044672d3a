import { useState } from "react";
import { hasHydrated } from "~/lib/preferences";

/**
 * Where a page's structured data (JSON-LD) goes. The loader hands the objects to the server
 * through the load context (`addStructuredData` in app/server/structured-data.server.ts) and the
 * document renderer writes them into this element: they are never loader data, so the page does
 * not carry them twice and its scripts do not carry the code that builds them.
 *
 * The browser renders the element empty. Hydration leaves an element's inner HTML as the server
 * wrote it when the element is given one (Preact and React alike), and a later render compares
 * "" with "", so the server's JSON stays in the document for crawlers that run scripts. A page
 * reached by a link inside the app (after the first hydration) has no server document: it renders
 * nothing rather than an empty element. Decided once per mount, so a re-render never removes the
 * element the server filled.
 */
export function StructuredData() {
  const [fromServer] = useState(() => !hasHydrated());
  if (!fromServer) return null;
  return <script type="application/ld+json" data-structured-data="" dangerouslySetInnerHTML={{ __html: "" }} />;
}
