import { describe, expect, it } from "vitest";
import {
  INERT_TYPE,
  loadModulesAfterFirstPaint,
} from "./modules-after-paint.server";

/** The transform on a document given and read back as UTF-8 text. */
function transform(html: string): string {
  return loadModulesAfterFirstPaint(Buffer.from(html), NONCE).toString();
}

const NONCE = "bm9uY2Utb2YtdGhlLXRlc3Q=";

/** A document in the shape React Router 7 and React 19 write (head preloads, module script, stream scripts). */
function document(nonce = NONCE): string {
  return [
    "<!DOCTYPE html><html><head>",
    '<meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    `<link rel="modulepreload" href="/assets/manifest-1.js" nonce="${nonce}"/>`,
    `<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="${nonce}"/>`,
    `<link rel="modulepreload" href="/assets/site-3.js" nonce="${nonce}"/>`,
    "<title>Page</title></head><body><main>Content</main>",
    `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
    `<script nonce="${nonce}" type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>`,
    `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script>`,
    "</body></html>",
  ].join("");
}

describe("loadModulesAfterFirstPaint", () => {
  it("drops the preload links, makes the module script inert and puts the loader right after it", () => {
    const html = transform(document());
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="${INERT_TYPE}">import "/assets/manifest-1.js";`,
    );
    const inertEnd =
      html.indexOf("</script>", html.indexOf(INERT_TYPE)) + "</script>".length;
    expect(html.slice(inertEnd)).toMatch(
      new RegExp(`^<script nonce="${NONCE}">\\(function\\(\\)`),
    );
    // The preloads keep their order, and the rest of the document is untouched.
    expect(html).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/site-3.js"]',
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    );
    expect(html).toContain("<main>Content</main>");
    expect(
      html.endsWith(
        `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`,
      ),
    ).toBe(true);
  });

  it("keeps every other byte as it was, whatever the script it belongs to", () => {
    const html = document().replace(
      "<main>Content</main>",
      "<main>Cross-section 240 mm² – مصر – 電線</main>",
    );
    expect(transform(html)).toContain(
      "<main>Cross-section 240 mm² – مصر – 電線</main>",
    );
  });

  it("leaves a document of another shape as it is", () => {
    const withoutModule = document().replace(' type="module" async=""', "");
    expect(transform(withoutModule)).toBe(withoutModule);
    expect(transform("<p>plain</p>")).toBe("<p>plain</p>");
  });

  it("loads the modules once, after the frame that painted, as a copy of the inert script", () => {
    const html = transform(document());
    const inertStart = html.indexOf(
      `<script nonce="${NONCE}" type="${INERT_TYPE}">`,
    );
    const inertText = html.slice(
      html.indexOf(">", inertStart) + 1,
      html.indexOf("</script>", inertStart),
    );
    const loaderStart =
      html.indexOf("</script>", inertStart) + "</script>".length;
    const source = html.slice(
      html.indexOf(">", loaderStart) + 1,
      html.indexOf("</script>", loaderStart),
    );

    // A stand-in for the few DOM and timer calls the loader makes.
    const created: Array<Record<string, string>> = [];
    const head: Array<Record<string, string>> = [];
    const inserted: Array<Record<string, string>> = [];
    const inert = {
      type: INERT_TYPE,
      nonce: NONCE,
      textContent: inertText,
      after: (node: Record<string, string>) => inserted.push(node),
    };
    const fakeDocument = {
      currentScript: { previousElementSibling: inert },
      head: { appendChild: (node: Record<string, string>) => head.push(node) },
      createElement: (tag: string) => {
        const node: Record<string, string> = { tag };
        created.push(node);
        return node;
      },
    };
    const frames: Array<() => void> = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    const run = new Function(
      "document",
      "requestAnimationFrame",
      "setTimeout",
      source,
    ) as (...args: unknown[]) => void;
    run(
      fakeDocument,
      (run: () => void) => frames.push(run),
      (run: () => void, ms: number) => timers.push({ run, ms }),
    );

    // Nothing loads while the document is parsed: only a frame and a three-second fallback wait.
    expect(created).toEqual([]);
    expect(frames).toHaveLength(1);
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    frames[0]?.();
    expect(created).toEqual([]);
    const afterPaint = timers.find((timer) => timer.ms === 0);
    expect(afterPaint).toBeDefined();
    afterPaint?.run();
    expect(head.map((link) => [link.rel, link.href])).toEqual([
      ["modulepreload", "/assets/manifest-1.js"],
      ["modulepreload", "/assets/entry.client-2.js"],
      ["modulepreload", "/assets/site-3.js"],
    ]);
    expect(inserted).toEqual([
      { tag: "script", type: "module", textContent: inertText },
    ]);
    // The fallback finds the work done.
    timers.find((timer) => timer.ms === 3000)?.run();
    expect(inserted).toHaveLength(1);
  });
});
