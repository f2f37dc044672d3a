// Screenshots of public pages in both directions, at phone and desktop width, light and dark, so a
// person can compare the mirrored layout with the English one (decision 040). Until /ar exists the
// right-to-left run forces dir="rtl" on <html> before the page's scripts run, the same as the
// browser spec's goToRtl helper.
//
//   node scripts/rtl-screenshots.mjs <base url> <out dir> [ltr|rtl|both] [paths...]
//   e.g. node scripts/rtl-screenshots.mjs http://127.0.0.1:5610 /tmp/shots both / /products
/* global document -- the evaluated callback runs in the page */
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";

const [base = "http://127.0.0.1:5610", out = "screenshots", mode = "both", ...rest] = process.argv.slice(2);
const paths = rest.length ? rest : ["/", "/products", "/product/1", "/contact"];
const directions = mode === "both" ? ["ltr", "rtl"] : [mode];
const widths = [375, 1280];
const themes = ["light", "dark"];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const dir of directions)
    for (const width of widths)
      for (const theme of themes) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
        await context.addInitScript(
          (t) => localStorage.setItem("theme", t),
          theme,
        );
        const page = await context.newPage();
        for (const path of paths) {
          await page.goto(base + path, { waitUntil: "networkidle" });
          // After hydration, as the browser spec does: the server still renders every English page
          // dir="ltr", and hydration would put that back if it were changed earlier.
          if (dir === "rtl") {
            await page.evaluate(() => document.documentElement.setAttribute("dir", "rtl"));
            await page.waitForTimeout(200);
          }
          const name = `${path === "/" ? "home" : path.replace(/^\//, "").replace(/[/?=&]/g, "_")}-${width}-${theme}-${dir}.png`;
          await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL_PAGE === "1" });
        }
        await context.close();
      }
} finally {
  await browser.close();
}
