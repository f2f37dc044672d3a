import { JSDOM } from "jsdom";
const base = "http://127.0.0.1:4477";
for (const p of process.argv.slice(2)) {
  const html = await (await fetch(base + p)).text();
  const doc = new JSDOM(html).window.document;
  const n = doc.querySelectorAll("*").length;
  const parts = {};
  for (const sel of ["header", "footer", "main", "nav", "dialog", "svg", "script"]) parts[sel] = [...doc.querySelectorAll(sel)].reduce((s, e) => s + 1 + e.querySelectorAll("*").length, 0);
  console.log(p.padEnd(36), String(n).padStart(5), (html.length / 1024).toFixed(0) + "KB", JSON.stringify(parts));
}
