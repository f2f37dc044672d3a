import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * The browser build runs on Preact (docs/decisions/002-preact-in-the-browser.md). Two things it
 * needs that React does not:
 * - it cannot hydrate a root that suspends, and the router suspends once, on its first render,
 *   while it decodes the server's data: we start that work, wait for it, then hydrate;
 * - given `document` it renders into <html> (preact#3794), while the app renders <html> itself:
 *   we hand it a stand-in parent whose only child is the existing <html> element.
 */
async function routerDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    else throw thrown;
  }
}

function documentRoot(): Element {
  const html = document.documentElement;
  const root = {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    ownerDocument: document,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) =>
      document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node) => document.contains(node),
  };
  // A structural stand-in for the one parent Preact's renderer touches; never used as a real DOM node.
  return root as unknown as Element;
}

/** Ends the current task: loading the scripts and hydrating run as two shorter tasks, not one long one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

void routerDataDecoded()
  .then(nextTask)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        // Development runs on React itself (the alias applies to production builds only).
        import.meta.env.DEV ? document : documentRoot(),
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
