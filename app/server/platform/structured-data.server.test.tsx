import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { StructuredData } from "~/components/site/json-ld";
import { fillStructuredData } from "./structured-data.server";

// The slot exactly as the page renders it on the server, so a change to the component that the
// filler no longer finds fails here rather than leaving pages without structured data.
const page = (body: string) =>
  `<html><head></head><body><main>${body}<p>text</p></main></body></html>`;
const slot = renderToString(
  <MemoryRouter>
    <StructuredData />
  </MemoryRouter>,
);

describe("fillStructuredData", () => {
  it("writes one object as itself and several as an array into the page's slot", () => {
    const one = fillStructuredData(page(slot), [
      { "@type": "WebSite", name: "Cableworks" },
    ]);
    expect(one).toContain(
      '<script type="application/ld+json" data-structured-data="">{"@type":"WebSite","name":"Cableworks"}</script>',
    );
    const two = fillStructuredData(page(slot), [{ a: 1 }, { b: 2 }]);
    expect(two).toContain('data-structured-data="">[{"a":1},{"b":2}]</script>');
  });

  it("escapes < so no text can close the element", () => {
    const html = fillStructuredData(page(slot), [
      { name: "</script><script>alert(1)</script>" },
    ]);
    expect(html).not.toContain("</script><script>");
    expect(html).toContain("\\u003c/script>\\u003cscript>");
    const json =
      /data-structured-data="">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual({
      name: "</script><script>alert(1)</script>",
    });
  });

  it("leaves a page without a slot unchanged, and fills a slot without data with an empty array", () => {
    expect(fillStructuredData(page(""), [{ a: 1 }])).toBe(page(""));
    expect(fillStructuredData(page(slot), [])).toContain(
      'data-structured-data="">[]</script>',
    );
  });
});
