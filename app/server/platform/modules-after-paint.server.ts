/**
 * The page's JavaScript starts loading once the page has painted (docs/decisions/008).
 *
 * React Router ends each document with a module script that imports the page's modules, and puts
 * a <link rel="modulepreload"> for each in <head>. The browser fetches those at once, level with
 * the stylesheet and the pictures: on a slow phone connection some 70 KB of script competed with
 * what the first paint needs, and nothing on the page waits for it. Every page is complete HTML;
 * links and forms work before any script runs, and the script only makes them quicker.
 *
 * So the document leaves the server with the module script inert (a type browsers do not run) and
 * no preload links, followed by a small loader (with the render's nonce, app/lib/nonce.ts). After the first
 * paint (the frame after the first animation frame), or after three seconds at the latest (a page
 * opened in the background paints no frames), the loader adds the preload links back, all at
 * once, and runs a copy of the module script (the page's CSP allows it by its text's hash, the same
 * as the inert script's). Nothing else changes: the
 * modules and data are the ones React Router wrote, in the order it wrote them.
 *
 * When the document is not shaped as expected, it is returned unchanged (it then loads its
 * scripts the usual way): a test holds the shape to the React Router version in use.
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const moduleScriptOpen = /<script nonce="[^"]*" type="module" async="">/;
export const INERT_TYPE = "text/x-load-after-paint";

/** The loader, run where it stands: just after the inert script, which it copies once the page has painted. */
function loaderSource(hrefs: string[]): string {
  // JSON in a script: "<" escaped so no address could close the element.
  const list = JSON.stringify(hrefs).replace(/</g, "\\u003c");
  return `(function(){var inert=document.currentScript.previousElementSibling,started=false;
if(!inert||inert.type!=="${INERT_TYPE}")return;
function load(){if(started)return;started=true;
${list}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});
var script=document.createElement("script");script.type="module";script.textContent=inert.textContent;inert.after(script)}
requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,3000)})()`;
}

/**
 * Takes and gives the document as UTF-8 bytes. They are read as Latin-1, one character per byte,
 * so nothing is decoded or encoded: every change is in ASCII, and all other bytes go back as they came.
 */
export function loadModulesAfterFirstPaint(
  document: Buffer<ArrayBuffer>,
  nonce: string,
): Buffer<ArrayBuffer> {
  const html = document.toString("latin1");
  const open = moduleScriptOpen.exec(html);
  if (!open) return document;
  const close = html.indexOf("</script>", open.index);
  if (close < 0) return document;
  const end = close + "</script>".length;
  const inertOpen = open[0].replace(
    'type="module" async=""',
    `type="${INERT_TYPE}"`,
  );
  const loader = `<script nonce="${nonce}">`;
  const hrefs: string[] = [];
  const head = html
    .slice(0, open.index)
    .replace(preloadLink, (_link, href: string) => {
      hrefs.push(href);
      return "";
    });
  return Buffer.from(
    `${head}${inertOpen}${html.slice(open.index + open[0].length, end)}${loader}${loaderSource(hrefs)}</script>${html.slice(end)}`,
    "latin1",
  );
}
