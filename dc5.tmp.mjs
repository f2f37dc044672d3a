import { JSDOM } from "jsdom";
const html = await (await fetch("http://127.0.0.1:4477/products?q=pvc")).text();
const doc = new JSDOM(html).window.document;
for (const s of doc.querySelectorAll("svg")) console.log(s.querySelectorAll("*").length + 1, s.getAttribute("class"), s.parentElement.tagName, s.parentElement.getAttribute("class")?.slice(0,40));
const form = doc.querySelector('form[aria-label="Filter products"]');
const tags = {}; for (const e of form.querySelectorAll("*")) tags[e.tagName] = (tags[e.tagName] ?? 0) + 1; console.log(tags);
console.log(form.querySelector("fieldset").outerHTML.replace(/ class="[^"]*"/g, "").slice(0, 1500));
