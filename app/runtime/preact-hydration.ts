import { HydratedRouter } from "react-router/dom";

/**
 * What Preact needs to hydrate this app that React does not (docs/decisions/002). Used by
 * `hydrate.tsx` when the runtime is Preact only.
 */

/**
 * Preact cannot hydrate a root that suspends, and the router suspends once, on its first render,
 * while it decodes the server's data: this starts that work and resolves once it is done.
 */
export async function routerDataDecoded(): Promise<void> {
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
export function buildRouter(): void {
  try {
    HydratedRouter({});
  } catch {
    // Expected: the hooks after the router was built.
  }
}

/**
 * React's server renderer puts a <link rel="preload"> for each picture it expects to be needed
 * early (eager, high priority) in <head>, in no tree, ahead of the stylesheets: it writes its own
 * resources (preloads, then stylesheets by precedence) before the tree's <head> elements, and the
 * tree's first <link> is the stylesheet (root.tsx). Preact hydrates <head> by tag order: it paired
 * the stylesheet's element with such a preload and the canonical link's with the stylesheet, and
 * the next page's head then overwrote the stylesheet (after a client-side navigation from the home
 * page or a product page, the page lost its styles). By now they have done their work (the
 * pictures are on their way), so the preloads ahead of the first stylesheet go before hydrating.
 */
export function removeRendererPreloads(head: ParentNode = document.head): void {
  const stylesheet = head.querySelector('link[rel="stylesheet"]');
  if (!stylesheet) return;
  for (const link of head.querySelectorAll('link[rel="preload"]')) {
    if (
      link.compareDocumentPosition(stylesheet) &
      Node.DOCUMENT_POSITION_FOLLOWING
    )
      link.remove();
  }
}

/**
 * Given `document`, Preact renders into <html> (preact#3794), while the app renders <html> itself:
 * this stand-in parent's only child is the existing <html> element.
 */
export function documentRoot(): Element {
  const root = {
    nodeType: 1,
    namespaceURI: document.documentElement.namespaceURI,
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
