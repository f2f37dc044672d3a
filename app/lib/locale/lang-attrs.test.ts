import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { langAttrs, langKey } from "./lang-attrs";

describe("langAttrs", () => {
  it("marks nothing where the text is in the page's language, or its language is not known", () => {
    expect(langAttrs("en", "en")).toEqual({});
    expect(langAttrs("ar", "ar")).toEqual({});
    expect(langAttrs(undefined, "ar")).toEqual({});
    expect(langAttrs(undefined, "en")).toEqual({});
  });

  it("marks an English fallback on an Arabic page as English, left to right", () => {
    expect(langAttrs("en", "ar")).toEqual({ lang: "en", dir: "ltr" });
  });

  it("marks Arabic on an English page (the admin's Arabic preview) as Arabic, right to left", () => {
    expect(langAttrs("ar", "en")).toEqual({ lang: "ar", dir: "rtl" });
  });

  it("adds nothing to an English page's markup", () => {
    const plain = renderToStaticMarkup(
      createElement("h1", { className: "x" }, "Cables"),
    );
    expect(
      renderToStaticMarkup(
        createElement(
          "h1",
          { className: "x", ...langAttrs("en", "en") },
          "Cables",
        ),
      ),
    ).toBe(plain);
    expect(
      renderToStaticMarkup(
        createElement(
          "h1",
          { className: "x", ...langAttrs("en", "ar") },
          "Cables",
        ),
      ),
    ).toBe('<h1 class="x" lang="en" dir="ltr">Cables</h1>');
  });
});

describe("langKey", () => {
  it("changes when any text's language does, so a marked element is made anew", () => {
    expect(langKey({ title: "en", excerpt: "en" }, "en")).not.toBe(
      langKey({ title: "ar", excerpt: "en" }, "en"),
    );
    expect(langKey({ title: "en" }, "en")).not.toBe(
      langKey({ title: "en" }, "ar"),
    );
    expect(langKey({ title: "ar" }, undefined)).toBe(
      langKey({ title: "ar" }, undefined),
    );
  });
});
