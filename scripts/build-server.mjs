// Compiles server.ts into build/server.mjs (BUILD_DIR/server.mjs when set, as for `react-router build`) (dependencies stay external), so production runs on
// plain Node: no TypeScript loader in the serving process (it cost ~80 MB of memory). Then writes
// brotli and gzip copies of every text file of the client build: the server sends those as they
// are (http/static-files.ts), so no request spends CPU compressing.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { buildDirectory } from "./lib/server-process.mjs";
import { writeSiteManifests } from "./lib/site-manifest.mjs";

const buildDir = buildDirectory();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
await build({
  entryPoints: [path.join(root, "server.ts")],
  outfile: path.join(buildDir, "server.mjs"),
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
});

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|ico|html)$/;
function compressTree(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      compressTree(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 512) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = zlib.gzipSync(data, { level: 9 });
    if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
  }
}
// Public pages load the route manifest without the admin area's routes (docs/decisions/031).
writeSiteManifests(path.join(buildDir, "client", "assets"));
compressTree(path.join(buildDir, "client"));
