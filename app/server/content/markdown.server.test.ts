import { describe, expect, it } from "vitest";
import {
  markdownProblems,
  markdownText,
  readMinutes,
  renderMarkdown,
} from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders headings one level down, lists, emphasis and links", () => {
    const html = renderMarkdown(
      "# Plant\n\nWe **draw** copper.\n\n- one\n- two\n\n[Products](/products)",
    );
    expect(html).toContain("<h2>Plant</h2>");
    expect(html).toContain("<strong>draw</strong>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain('<a href="/products">Products</a>');
  });

  it("writes typed HTML as text, never as markup", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">',
    );
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops script links whatever their spelling", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "vbscript:x",
      "data:text/html,<b>x</b>",
    ]) {
      const html = renderMarkdown(`[click](${href})`);
      expect(html, href).not.toMatch(/href="(?!\/|https?:|mailto:|tel:)/i);
      expect(html, href).not.toContain("<a");
    }
  });

  it("marks external links noopener noreferrer and keeps local ones as they are", () => {
    expect(renderMarkdown("[x](https://example.com)")).toContain(
      'rel="noopener noreferrer"',
    );
    expect(renderMarkdown("[x](/about)")).not.toContain("rel=");
  });

  it("keeps images of our own uploads only, lazily loaded", () => {
    expect(renderMarkdown("![Drum](/uploads/abc-123.webp)")).toContain(
      '<img src="/uploads/abc-123.webp" alt="Drum" loading="lazy" decoding="async" />',
    );
    expect(renderMarkdown("![x](https://evil.example/x.png)")).not.toContain(
      "<img",
    );
    expect(renderMarkdown("![x](/uploads/../secret)")).not.toContain("<img");
  });
});

describe("markdownText and readMinutes", () => {
  it("counts the words a reader reads", () => {
    expect(markdownText("# Title\n\nSome *words* & [a link](/x).")).toBe(
      "Title Some words a link.",
    );
    expect(readMinutes("word ".repeat(10))).toBe(1);
    expect(readMinutes("word ".repeat(401))).toBe(3);
  });
});

describe("markdownProblems", () => {
  it("names refused links and foreign images, and passes good ones", () => {
    expect(
      markdownProblems(
        "[a](https://x.com) [b](/p) [c](mailto:a@b.c) ![d](/uploads/a.webp)",
      ),
    ).toEqual([]);
    expect(markdownProblems("[a](javascript:alert(1))")).toEqual([
      expect.stringContaining('"javascript:"'),
    ]);
    expect(markdownProblems("![d](https://x.com/a.png)")).toEqual([
      expect.stringContaining("upload the image"),
    ]);
  });
});
