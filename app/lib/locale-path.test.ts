import { describe, expect, it } from "vitest";
import { localeFromPath, localePath, pathWithoutLocale } from "./locale-path";

describe("locale paths", () => {
  it("reads Arabic under /ar only, and English everywhere else", () => {
    expect(localeFromPath("/ar")).toBe("ar");
    expect(localeFromPath("/ar/products")).toBe("ar");
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/arabic-cables")).toBe("en");
    expect(localeFromPath("/products/ar")).toBe("en");
  });

  it("maps an English path to its Arabic address and back", () => {
    for (const path of ["/", "/products", "/product/7", "/categories/pvc/pvc-low-voltage"]) {
      expect(localePath("en", path)).toBe(path);
      expect(pathWithoutLocale(localePath("ar", path))).toBe(path);
    }
    expect(localePath("ar", "/")).toBe("/ar");
    expect(localePath("ar", "/about")).toBe("/ar/about");
  });
});
