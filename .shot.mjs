import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4617";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const theme of ["light", "dark"]) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const page = await context.newPage();
    const tag = `${width}-${theme}`;
    await page.goto(base + "/products");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Add to quote: Copper Conductor 16mm²").click();
    const card = page.getByRole("article", { name: "Copper Conductor 16mm²" });
    await card.getByRole("textbox", { name: "Length (m)", exact: true }).fill("500");
    await card.getByRole("button", { name: "Add to quote" }).click();
    await page.waitForTimeout(800);
    await card.screenshot({ path: `/tmp/shots/card-${tag}.png` });
    await page.screenshot({ path: `/tmp/shots/header-${tag}.png`, clip: { x: 0, y: 0, width, height: 70 } });
    await page.goto(base + "/product/2");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const section = page.getByRole("region", { name: "Add to quote" });
    await section.getByRole("textbox", { name: "Length (m)", exact: true }).fill("1000");
    await section.getByRole("textbox", { name: /Drum/ }).fill("500");
    await section.getByRole("button", { name: "Add to quote" }).click();
    await page.waitForTimeout(800);
    await section.screenshot({ path: `/tmp/shots/product-${tag}.png` });
    await page.goto(base + "/quote");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("main").getByRole("button", { name: "Send request" }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/quote-${tag}.png`, fullPage: true });
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "Your name" }).fill("Ola Nabil");
    await main.getByRole("textbox", { name: "Email" }).fill(`shot-${tag}@example.com`);
    await main.getByRole("textbox", { name: "Country" }).fill("Egypt");
    await main.getByRole("button", { name: "Send request" }).click();
    await page.getByRole("heading", { level: 1, name: /Thank you/ }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/sent-${tag}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
