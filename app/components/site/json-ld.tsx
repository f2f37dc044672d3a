import { useLocation } from "react-router";

/** The history entry whose server document this browser loaded, and the JSON-LD it held. */
let fromServer: { key: string; json: string | null } | undefined;

/**
 * Where a page's structured data (JSON-LD) goes. The loader hands the objects to the server
 * through the load context (`addStructuredData` in app/server/platform/structured-data.server.ts) and the
 * document renderer writes them into this element: they are never loader data, so the page does
 * not carry them twice and its scripts do not carry the code that builds them.
 *
 * In the browser, the first render reads the server's text back from the document and keeps it
 * for that history entry: rendered with the same inner HTML, hydration matches (React reports a
 * different one as an error) and the data stays in place for crawlers that run scripts, through
 * any re-render and on a return to that entry. A page reached by an in-app link has no server
 * document: it renders nothing rather than an empty element. Hydration state is no guide here: in
 * steps (app/runtime/hydrate-in-steps.tsx) a part may hydrate after the root has finished.
 */
export function StructuredData() {
  const { key } = useLocation();
  if (typeof document === "undefined") return <Slot json="" />;
  fromServer ??= {
    key,
    json:
      document.querySelector("script[data-structured-data]")?.textContent ??
      null,
  };
  return fromServer.key === key && fromServer.json !== null ? (
    <Slot json={fromServer.json} />
  ) : null;
}

function Slot({ json }: { json: string }) {
  return (
    <script
      type="application/ld+json"
      data-structured-data=""
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
