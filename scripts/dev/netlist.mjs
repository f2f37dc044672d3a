import { chromium } from "@playwright/test";
const url = process.argv[2];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
const rows = [];
page.on("requestfinished", async (req) => {
  const sizes = await req.sizes();
  rows.push([
    req.resourceType(),
    sizes.responseBodySize + sizes.responseHeadersSize,
    req.url().replace(/^https?:\/\/[^/]+/, ""),
  ]);
});
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1500);
let total = 0;
for (const r of rows) {
  total += r[1];
  console.log(r[0].padEnd(10), String(r[1]).padStart(7), r[2]);
}
console.log("total", total, "requests", rows.length);
await browser.close();
