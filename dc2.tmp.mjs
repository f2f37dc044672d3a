import { JSDOM } from "jsdom";
const html = await (await fetch("http://127.0.0.1:4317/products")).text();
const doc = new JSDOM(html).window.document;
const main = doc.querySelector("main");
// count per top-level child region of main, recursively 2 levels
function walk(el, depth, label) {
  for (const c of el.children) {
    const n = 1 + c.querySelectorAll("*").length;
    if (n > 40) { console.log(" ".repeat(depth*2) + n, c.tagName.toLowerCase() + (c.id ? "#" + c.id : "") + (c.getAttribute("aria-label") ? "[" + c.getAttribute("aria-label") + "]" : "") + " ." + (c.className || "").toString().slice(0, 60)); if (depth < 4) walk(c, depth + 1); }
  }
}
walk(main, 0);
const tags = {}; for (const e of main.querySelectorAll("*")) tags[e.tagName] = (tags[e.tagName] ?? 0) + 1;
console.log(Object.entries(tags).sort((a,b)=>b[1]-a[1]).slice(0,15));
