import { chromium } from "@playwright/test";
const [, , url, out, width = "1280", theme = "light", action = ""] =
  process.argv;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
});
const logs = [];
page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on("pageerror", (e) => logs.push(`pageerror: ${e.message}`));
if (theme === "dark")
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
await page.goto(url, { waitUntil: "networkidle" });
await page
  .waitForSelector("html[data-hydrated]", { timeout: 5000 })
  .catch(() => logs.push("NOT HYDRATED"));
if (action) await eval(`(async () => { ${action} })()`);
await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
console.log(logs.join("\n"));
await browser.close();
