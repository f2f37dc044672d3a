// Compiles server.ts into build/server.mjs (dependencies stay external), so production runs on
// plain Node: no TypeScript loader in the serving process (it cost ~80 MB of memory).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
await build({
  entryPoints: [path.join(root, "server.ts")],
  outfile: path.join(root, "build/server.mjs"),
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
});
