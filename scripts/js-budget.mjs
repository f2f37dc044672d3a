// The first-load JavaScript budget: starts the production build on a temporary DATA_DIR, loads
// every public route's HTML, and adds up (gzip) the scripts the page loads before it is
// interactive (see scriptUrls). Fails when a route exceeds the budget. Also counts, and fails on:
// the web fonts each page may download (scripts/lib/font-faces.mjs: an upper bound, the files as
// served), against a font budget of their own; and the elements of each page's document (issue 36:
// at most 800).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { bothLanguagesPublicPaths } from "../app/lib/public-paths.ts";
import { countElements } from "./lib/dom-count.mjs";
import { fontUrlsForPage, stylesheetUrls } from "./lib/font-faces.mjs";
import {
  buildDirectory,
  spawnServer,
  waitForServer,
} from "./lib/server-process.mjs";

// The build measured: build/, or BUILD_DIR's (see scripts/lib/server-process.mjs).
const clientDir = path.join(buildDirectory(), "client");
const BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 80);
// Fonts are already compressed (woff2): their bytes as served. 160 KB holds the Arabic font's three
// weights (docs/decisions/037-arabic-font.md); English pages load none.
const FONT_BUDGET_KB = Number(process.env.FONT_BUDGET_KB ?? 160);
// Elements in the document as served (issue 36): every one costs style, layout and hydration.
const DOM_BUDGET = Number(process.env.DOM_BUDGET ?? 800);
const port = 4400 + Math.floor(Math.random() * 500);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-budget-"));

// Every public page (app/lib/public-paths.ts, Arabic samples included) and the 404 page in both languages. tsx runs this script, so it loads the .ts list.
// BUDGET_EXTRA_PATHS (comma-separated) measures more pages in the same run, such as Arabic pages
// beyond the samples, without adding them to every browser check.
const extraPaths = (process.env.BUDGET_EXTRA_PATHS ?? "")
  .split(",")
  .filter((item) => item.startsWith("/"));
// Every public page in Arabic too: the browser checks visit a few Arabic samples, the budget all of
// them (an Arabic page carries longer copy than its English twin: /ar/quote, /ar/tools/...).
const publicRoutes = [...new Set([...bothLanguagesPublicPaths, ...extraPaths])];

const server = spawnServer({
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

/**
 * Every script the page loads before it is interactive: each /assets/*.js address in the page's
 * scripts and preload links (the module script's imports, the list its after-paint loader restores,
 * docs/decisions/008), and everything those import statically, file by file. A page that stopped
 * naming its modules in one of these ways would still count them through the others.
 */
function scriptUrls(html) {
  const urls = new Set();
  const named = [
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g),
    ...html.matchAll(/<script[\s\S]*?<\/script>/g),
  ];
  for (const [text] of named)
    for (const match of text.matchAll(/["'](\/assets\/[^"']+\.js)["']/g))
      urls.add(match[1]);
  for (const url of urls) {
    const code = fs.readFileSync(path.join(clientDir, url), "utf8");
    // Static imports only (`import ... from "./x.js"`, `import "./x.js"`): dynamic ones load later, on demand.
    for (const match of code.matchAll(
      /(?:^|[;\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      urls.add(path.posix.join(path.posix.dirname(url), match[1]));
    }
  }
  return [...urls];
}

let failed = false;
try {
  await waitForServer(`http://127.0.0.1:${port}`, server);
  const gzipSizes = new Map();
  const fileText = new Map();
  const readAsset = (url) => {
    if (!fileText.has(url))
      fileText.set(url, fs.readFileSync(path.join(clientDir, url), "utf8"));
    return fileText.get(url);
  };
  const rows = [];
  for (const route of publicRoutes) {
    const response = await fetch(`http://127.0.0.1:${port}${route}`);
    const html = await response.text();
    // Inline scripts count, with the page's data in them; JSON-LD blocks (type="application/ld+json")
    // do not: they are data for search engines that the browser never runs.
    const inline = (html.match(/<script[\s\S]*?<\/script>/g) ?? []).filter(
      (tag) => !/^<script[^>]*type="application\/ld\+json"/.test(tag),
    );
    let total = zlib.gzipSync(Buffer.from(inline.join(""))).length;
    for (const url of scriptUrls(html)) {
      if (!gzipSizes.has(url)) {
        const file = path.join(clientDir, url);
        gzipSizes.set(url, zlib.gzipSync(fs.readFileSync(file)).length);
      }
      total += gzipSizes.get(url);
    }
    const kb = total / 1024;
    const stylesheets = stylesheetUrls(html)
      .filter((url) => url.startsWith("/assets/"))
      .map((href) => ({ href, css: readAsset(href) }));
    let fontBytes = 0;
    for (const url of fontUrlsForPage({
      html,
      stylesheets,
      linkHeader: response.headers.get("Link") ?? "",
    }))
      fontBytes += fs.statSync(path.join(clientDir, url)).size;
    const fontKb = fontBytes / 1024;
    const elements = countElements(html);
    rows.push({ route, kb, fontKb, elements });
    // The element budget fails the gate too, since every page came under it (7 December, night: icons as
    // CSS masks, decision 057); before, it was reported only.
    if (kb > BUDGET_KB || fontKb > FONT_BUDGET_KB || elements > DOM_BUDGET)
      failed = true;
  }
  console.log(
    `First-load JavaScript per public route (gzip), budget ${BUDGET_KB} KB:`,
  );
  for (const row of rows) {
    const fonts = `${row.fontKb > FONT_BUDGET_KB ? "fonts OVER" : "fonts"} ${row.fontKb.toFixed(1).padStart(5)} KB`;
    const dom = `${row.elements > DOM_BUDGET ? "elements OVER" : "elements"} ${row.elements}`;
    console.log(
      `  ${row.kb > BUDGET_KB ? "OVER" : "ok  "} ${row.kb.toFixed(1).padStart(6)} KB  ${row.route}  (${fonts}; ${dom})`,
    );
  }
  const max = Math.max(...rows.map((row) => row.kb));
  console.log(`Largest: ${max.toFixed(1)} KB`);
  const over = rows.filter((row) => row.kb > BUDGET_KB).length;
  console.log(`budget: ${rows.length - over} passed, ${over} failed`);
  const fontsOver = rows.filter((row) => row.fontKb > FONT_BUDGET_KB).length;
  console.log(
    `font budget (${FONT_BUDGET_KB} KB, fonts a page may download): ${rows.length - fontsOver} passed, ${fontsOver} failed`,
  );
  const domOver = rows.filter((row) => row.elements > DOM_BUDGET);
  console.log(
    `element budget (${DOM_BUDGET} elements per document): ${rows.length - domOver.length} passed, ${domOver.length} failed${domOver.length ? ` (${domOver.map((row) => row.route).join(", ")})` : ""}`,
  );
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
