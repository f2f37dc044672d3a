import { JSDOM } from "jsdom";
const html = await (await fetch("http://127.0.0.1:4477/products?q=pvc")).text();
const doc = new JSDOM(html).window.document;
function walk(el, depth) {
  for (const c of el.children) {
    const n = 1 + c.querySelectorAll("*").length;
    if (n > 25) { console.log(" ".repeat(depth*2) + n, c.tagName.toLowerCase() + (c.getAttribute("aria-label") ? "[" + c.getAttribute("aria-label") + "]" : "") + " ." + (c.className || "").toString().slice(0, 50)); if (depth < 5) walk(c, depth + 1); }
  }
}
walk(doc.body, 0);
