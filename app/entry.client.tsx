import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { beginHydration, endHydration } from "~/lib/hydrate-in-steps";

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

/**
 * Builds the router (its route tables, matched against the server's data) in a task of its own,
 * so the hydrating render finds it built and is that much shorter. HydratedRouter builds it on its
 * first call, keeps it, then reads hooks: outside a render those throw under Preact (no component
 * to hang them on) before touching any state. Should a later version differ, nothing is lost: the
 * hydrating render builds the router as it always did.
 */
function buildRouter(): void {
  try {
    HydratedRouter({});
  } catch {
    // Expected: the hooks after the router was built.
  }
}

/**
 * React's server renderer adds a <link rel="preload"> to <head> for each picture it expects to be
 * needed early (eager, high priority), ahead of the tree's own links. Preact hydrates <head> by
 * tag order: it paired the stylesheet's element with such a preload and the canonical link's with
 * the stylesheet, and the next page's head then overwrote the stylesheet (after a client-side
 * navigation from the home page or a product page, the page lost its styles). By now they have
 * done their work (the pictures are on their way), so they go before hydrating. The tree's own
 * links carry the CSP nonce; these do not.
 */
function removeRendererPreloads(): void {
  for (const link of document.head.querySelectorAll('link[rel="preload"]:not([nonce])')) link.remove();
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
    if (!import.meta.env.DEV) buildRouter();
  })
  .then(nextTask)
  .then(() => {
    // Preact hydrates synchronously inside this call: parts marked to hydrate later wait for it to
    // return, then get a task each. React (development) hydrates concurrently and needs no steps.
    if (!import.meta.env.DEV) {
      removeRendererPreloads();
      beginHydration();
    }
    startTransition(() => {
      hydrateRoot(
        // Development runs on React itself (the alias applies to production builds only).
        import.meta.env.DEV ? document : documentRoot(),
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    if (!import.meta.env.DEV) endHydration();
  });
