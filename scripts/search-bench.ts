// `npx tsx scripts/search-bench.ts [--products N] [--runs R]`: the database side of search and
// pagination at catalogue scale, without HTTP. Seeds a generated catalogue of N products (default
// 10,000) in a temporary DATA_DIR, then times `listProductsPage` for typical searches (wall clock
// and CPU time: on a shared machine the CPU time is the steadier figure), a category page, a deep
// page, and builds /sitemap.xml. Prints p50/p95 in milliseconds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedGeneratedCatalogue } from "./generate-catalogue";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const productCount = option("products", 10_000);
const runs = option("runs", 100);

const dataDir = fs.mkdtempSync(
  path.join(os.tmpdir(), "cableworks-search-bench-"),
);
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
seedGeneratedCatalogue(dataDir, productCount);
const { listProductsPage } =
  await import("../app/server/catalogue/catalogue.server");
const { buildSitemap } = await import("../app/server/platform/sitemap.server");
const { findProducts } = await import("../app/server/catalogue/finder.server");
const { parseFinderQuery } =
  await import("../app/server/catalogue/finder-query.server");
const { closeDb } = await import("../app/server/db/client.server");

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * p) - 1]!;

function time(label: string, run: (i: number) => unknown, times = runs) {
  run(0);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < times; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    run(i);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  const ms = (value: number) => value.toFixed(1).padStart(6);
  console.log(
    `${label.padEnd(34)} wall p50 ${ms(percentile(wall, 0.5))}  p95 ${ms(percentile(wall, 0.95))}   cpu p50 ${ms(percentile(cpu, 0.5))}  p95 ${ms(percentile(cpu, 0.95))}`,
  );
}

/** Finder queries: three facets plus text (the bar), and the extremes around it. */
export const finderQueries = [
  "q=copper&material=copper&insulation=xlpe&voltage=0.6/1kV",
  "q=cable&armour=swa&material=copper&section_min=16&section_max=95",
  "",
  "material=aluminium",
  // Arabic words and digits (issue 21), folded before the same LIKE scan.
  `q=${encodeURIComponent("كابل نحاس ١٦ مم")}&material=copper`,
];

console.log(
  `${productCount.toLocaleString("en-US")} products, ${runs} runs each (ms)`,
);
for (const q of [
  "copper",
  "16mm",
  "0.6/1",
  "4x1.5",
  "pvc stranded 2.5mm",
  "zzznothing",
  "١٦ مم",
  "كابل نحاس ١٦ مم",
]) {
  const total = listProductsPage({ q }, 1).total;
  time(`search "${q}" (${total})`, (i) => listProductsPage({ q }, 1 + (i % 3)));
}
// The finder (issue 17): a page of products with every facet's counts and the available ranges.
for (const search of finderQueries) {
  const finder = (i: number) =>
    findProducts(
      parseFinderQuery(new URLSearchParams(`${search}&page=${1 + (i % 3)}`))
        .query,
    );
  time(`finder ${decodeURIComponent(search)} (${finder(0).total})`, finder);
}
time("listing, no search", (i) => listProductsPage({}, 1 + (i % 3)));
time("listing, last page", () => listProductsPage({}, 100_000));
time("category stranded, page 2", () =>
  listProductsPage({ category: "stranded" }, 2),
);
let xml = "";
time("sitemap.xml", () => (xml = buildSitemap("https://example.com")), 10);
console.log(
  `sitemap.xml: ${(xml.match(/<url>/g) ?? []).length.toLocaleString("en-US")} URLs, ${(Buffer.byteLength(xml) / 1024).toFixed(0)} KB`,
);
closeDb();
fs.rmSync(dataDir, { recursive: true, force: true });
