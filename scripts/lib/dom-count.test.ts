import { describe, expect, it } from "vitest";
import { countElements } from "./dom-count.mjs";

describe("countElements", () => {
  it("counts the elements a browser's parser makes of a server-rendered page", () => {
    // html, head, meta, title, style, two scripts; body, main, h1, p, br, svg, path, textarea,
    // ul, two li: 18. What looks like a tag inside a comment, a raw-text element or an escaped
    // text or attribute is no element.
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>A &lt;b&gt; title</title>
<style>a<b{color:red}</style><script>if (a<b) document.write("<p>x</p>")</script>
<script type="application/ld+json">{"a":"<div>"}</script></head>
<body><!-- <div>not one</div> --><main><h1>1 &lt; 2</h1><p title="a &lt;b&gt; c">x<br/><svg viewBox="0 0 1 1"><path d="M0"></path></svg></p>
<textarea name="t"><div></textarea><ul><li>a</li><li>b</li></ul></main></body></html>`;
    expect(countElements(html)).toBe(18);
    expect(countElements("<p>a<b>b</b><i>c</i></p>")).toBe(3);
  });
});
