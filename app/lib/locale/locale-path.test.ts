import { describe, expect, it } from "vitest";
import {
  localeFromPath,
  localePath,
  pathWithoutLocale,
  servesLanguageSegment,
  switchLocalePath,
} from "./locale-path";

describe("locale paths", () => {
  it("reads Arabic under /ar only, and English everywhere else", () => {
    expect(localeFromPath("/ar")).toBe("ar");
    expect(localeFromPath("/ar/products")).toBe("ar");
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/arabic-cables")).toBe("en");
    expect(localeFromPath("/products/ar")).toBe("en");
  });

  it("maps an English path to its Arabic address and back", () => {
    for (const path of [
      "/",
      "/products",
      "/product/7",
      "/categories/pvc/pvc-low-voltage",
    ]) {
      expect(localePath("en", path)).toBe(path);
      expect(pathWithoutLocale(localePath("ar", path))).toBe(path);
    }
    expect(localePath("ar", "/")).toBe("/ar");
    expect(localePath("ar", "/about")).toBe("/ar/about");
  });
});

describe("locale paths with queries, fragments and other addresses (decision 043)", () => {
  it("moves the pathname and keeps the query and fragment", () => {
    expect(localePath("ar", "/products?q=pvc&page=2")).toBe(
      "/ar/products?q=pvc&page=2",
    );
    expect(localePath("ar", "/?page=2")).toBe("/ar?page=2");
    expect(localePath("ar", "/careers?position=x#apply")).toBe(
      "/ar/careers?position=x#apply",
    );
    expect(pathWithoutLocale("/ar?page=2")).toBe("/?page=2");
    expect(pathWithoutLocale("/ar/products?q=ar")).toBe("/products?q=ar");
    expect(localeFromPath("/ar?page=2")).toBe("ar");
    expect(localeFromPath("/ar#top")).toBe("ar");
  });

  it("leaves relative paths, absolute URLs and Arabic addresses alone", () => {
    expect(localePath("ar", "?page=2")).toBe("?page=2");
    expect(localePath("ar", "#apply")).toBe("#apply");
    expect(localePath("ar", "https://example.com/x")).toBe(
      "https://example.com/x",
    );
    expect(localePath("ar", "//example.com/x")).toBe("//example.com/x");
    expect(localePath("ar", "/ar/products")).toBe("/ar/products");
    expect(localePath("ar", "/ar")).toBe("/ar");
    // Only the exact segment: "/arabic" is an English path.
    expect(localePath("ar", "/arabic")).toBe("/ar/arabic");
  });

  it("switches to the same page, path and query, in the other language and back", () => {
    for (const path of [
      "/",
      "/products?q=pvc",
      "/product/1",
      "/careers?position=x",
      "/?page=3",
    ]) {
      const arabic = switchLocalePath(path);
      expect(localeFromPath(arabic)).toBe("ar");
      expect(switchLocalePath(arabic)).toBe(path);
    }
    expect(switchLocalePath("/ar/products?q=1")).toBe("/products?q=1");
    expect(switchLocalePath("/ar")).toBe("/");
  });
});

describe("which language segments the site layout serves", () => {
  it("serves no segment and ar, outside the admin area", () => {
    expect(servesLanguageSegment(undefined, "/products")).toBe(true);
    expect(servesLanguageSegment("ar", "/ar")).toBe(true);
    expect(servesLanguageSegment("ar", "/ar/products")).toBe(true);
    expect(servesLanguageSegment("ar", "/ar/administration-notes")).toBe(true);
  });

  it("refuses any other segment and the admin area under /ar: the site's 404", () => {
    expect(servesLanguageSegment("fr", "/fr/products")).toBe(false);
    expect(servesLanguageSegment("xx", "/xx")).toBe(false);
    expect(servesLanguageSegment("AR", "/AR/products")).toBe(false);
    expect(servesLanguageSegment("en", "/en/products")).toBe(false);
    expect(servesLanguageSegment("ar", "/ar/admin")).toBe(false);
    expect(servesLanguageSegment("ar", "/ar/admin/news/1/preview")).toBe(false);
  });
});
