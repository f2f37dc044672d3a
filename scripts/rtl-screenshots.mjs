// `npm run screenshots:rtl`: each public page in English and in Arabic (`/x` and `/ar/x`), at phone
// and desktop width, light and dark, and one image per pair with the English on the left and the
// Arabic on the right, so a person sees the mirrored layout at a glance (issue 21, decision 040).
// Runs the production build (built first) on a temporary DATA_DIR, like `npm run lighthouse`.
//
//   npm run screenshots:rtl [-- /route ...] [-- --out DIR] [-- --full-page]
//   e.g. npm run screenshots:rtl -- / /products --out /tmp/shots
// Default pages: /, /products, /product/1, /contact; default folder: screenshots/ (git-ignored).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { findChromium } from "./ensure-chromium.mjs";
import { spawnServer, waitForServer } from "./lib/server-process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const out = path.resolve(
  outAt >= 0
    ? (args[outAt + 1] ?? "screenshots")
    : path.join(root, "screenshots"),
);
const fullPage = args.includes("--full-page");
const routes = args.filter((arg, i) => arg.startsWith("/") && i !== outAt + 1);
const paths = routes.length
  ? routes
  : ["/", "/products", "/product/1", "/contact"];
const widths = [375, 1280];
const themes = ["light", "dark"];
/** The Arabic address of an English one (app/lib/locale/locale-path.ts's rule: `/` is `/ar`). */
const arabic = (route) => (route === "/" ? "/ar" : `/ar${route}`);
const slug = (route) =>
  route === "/"
    ? "home"
    : route.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "_");

const executablePath = findChromium();
if (!executablePath) {
  console.error(
    "Chromium is needed: sudo apt-get install -y chromium (or set CHROMIUM_PATH).",
  );
  process.exit(1);
}

console.log("Building the production site...");
execFileSync("npm", ["run", "build", "--silent"], {
  cwd: root,
  stdio: "ignore",
});
const port = 4700 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(
  path.join(os.tmpdir(), "cableworks-screenshots-"),
);
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
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox", "--disable-gpu"],
});
let exitCode = 0;
try {
  await waitForServer(base, server);
  for (const width of widths)
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: "reduce",
      });
      await context.addInitScript(
        (chosen) => localStorage.setItem("theme", chosen),
        theme,
      );
      const page = await context.newPage();
      for (const route of paths) {
        const files = [];
        for (const [lang, address] of [
          ["en", route],
          ["ar", arabic(route)],
        ]) {
          const response = await page.goto(base + address, {
            waitUntil: "networkidle",
          });
          if (!response?.ok())
            throw new Error(`${address} answered ${response?.status()}`);
          const file = path.join(
            out,
            `${slug(route)}-${width}-${theme}-${lang}.png`,
          );
          await page.screenshot({ path: file, fullPage });
          files.push(file);
        }
        // Side by side, English left and Arabic right, on a neutral gap; the taller sets the height.
        const images = await Promise.all(
          files.map((file) => sharp(file).metadata()),
        );
        const gap = 24;
        const height = Math.max(...images.map((image) => image.height ?? 0));
        const pair = path.join(
          out,
          `${slug(route)}-${width}-${theme}-pair.png`,
        );
        await sharp({
          create: {
            width: (images[0].width ?? 0) + gap + (images[1].width ?? 0),
            height,
            channels: 3,
            background: "#808080",
          },
        })
          .composite([
            { input: files[0], left: 0, top: 0 },
            { input: files[1], left: (images[0].width ?? 0) + gap, top: 0 },
          ])
          .png()
          .toFile(pair);
        console.log(`  ${path.relative(process.cwd(), pair)}`);
      }
      await context.close();
    }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser.close();
  server.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
