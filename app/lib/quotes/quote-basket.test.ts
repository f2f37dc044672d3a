import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_BASKET_LINES,
  basketCookieValue,
  countBasketLines,
  isArticleNumber,
  isQuotePath,
  parseBasket,
  serializeBasket,
} from "./quote-basket";

describe("the quote basket cookie", () => {
  it("round-trips lines with and without a size and a drum length", () => {
    const lines = [
      { productId: "1", size: null, lengthM: 500, drumM: 250 },
      {
        productId: "pvc-twin",
        size: "CW-NYY-4x16",
        lengthM: 1000,
        drumM: null,
      },
    ];
    const value = serializeBasket(lines);
    expect(value).toBe("1:500:250:|pvc-twin:1000::CW-NYY-4x16");
    // Only characters a cookie value may hold: no space, comma, semicolon, quote or backslash.
    expect(value).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/);
    expect(parseBasket(value)).toEqual(lines);
  });

  it("takes every article number the admin allows: a decimal section, an extra conductor", () => {
    const lines = [
      { productId: "6", size: "CW-YSLCY-2X1.5", lengthM: 300, drumM: null },
      { productId: "3", size: "CW-NYY-3X25+16", lengthM: 500, drumM: 500 },
    ];
    expect(parseBasket(serializeBasket(lines))).toEqual(lines);
    expect(isArticleNumber("CW-YSLCY-2X1.5")).toBe(true);
    expect(isArticleNumber("CW-NYY-3X25+16")).toBe(true);
    expect(isArticleNumber(".CW")).toBe(false);
    expect(isArticleNumber("CW 1")).toBe(false);
  });

  it("reads a tampered cookie as the lines that are still valid, never throwing", () => {
    const hostile = [
      "1:0::", // no length
      "1:-5::",
      "1:1e3::",
      "1:500.5::",
      "1:1000001::", // over the limit
      "1:500:0:",
      "1:500:10001:",
      "1:500::bad size",
      "../etc:500::",
      "1:500::", // the one good line
      "1:500:::extra",
      "%00:1::",
      "1:0500::", // leading zero: not how we write numbers
    ].join("|");
    expect(parseBasket(hostile)).toEqual([
      { productId: "1", size: null, lengthM: 500, drumM: null },
    ]);
    for (const value of [
      undefined,
      "",
      "|||",
      "x".repeat(5000),
      "\u0000",
      "1:500::|".repeat(3000),
    ]) {
      expect(() => parseBasket(value)).not.toThrow();
    }
    expect(parseBasket("1:500::|".repeat(3000))).toEqual([]);
  });

  it("holds at most MAX_BASKET_LINES lines", () => {
    const many = Array.from(
      { length: MAX_BASKET_LINES + 5 },
      (_, i) => `${i + 1}:100::`,
    ).join("|");
    expect(parseBasket(many)).toHaveLength(MAX_BASKET_LINES);
    const lines = parseBasket(many);
    expect(
      parseBasket(
        serializeBasket([
          ...lines,
          { productId: "x", size: null, lengthM: 1, drumM: null },
        ]),
      ),
    ).toHaveLength(MAX_BASKET_LINES);
  });

  it("counts for the header exactly the lines the server reads", () => {
    const part = fc.oneof(
      fc.constantFrom("1", "pvc-2", "", "x".repeat(65), "a.b"),
      fc.constantFrom("0", "1", "1000000", "1000001", "0500", "1e3", "-1", ""),
      fc.constantFrom("", "1", "10000", "10001", "0"),
      fc.constantFrom("", "CW-1", "/x", "a b"),
    );
    const line = fc
      .array(part, { minLength: 3, maxLength: 5 })
      .map((parts) => parts.join(":"));
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.string(),
        (lines, noise) => {
          const value = [...lines, noise].join("|");
          expect(countBasketLines(`a=1; cw_quote=${value}; b=2`)).toBe(
            parseBasket(value).length,
          );
        },
      ),
      { numRuns: 300, seed: 20261125 },
    );
    expect(countBasketLines("")).toBe(0);
    expect(countBasketLines("cw_quotes=1:5::")).toBe(0);
  });

  it("finds its cookie among others by exact name", () => {
    expect(basketCookieValue("a=1; cw_quote=1:5::; b=2")).toBe("1:5::");
    expect(basketCookieValue("cw_quotes=1:5::")).toBeUndefined();
    expect(basketCookieValue(null)).toBeUndefined();
  });

  it("names the addresses whose answer depends on the basket (the render cache skips them)", () => {
    for (const path of [
      "/quote",
      "/quote.data",
      "/quote/sent/abc",
      "/quote/sent/abc/request.pdf",
    ])
      expect(isQuotePath(path), path).toBe(true);
    for (const path of [
      "/quotes",
      "/products",
      "/",
      "/product/1",
      "/admin/quotes",
    ])
      expect(isQuotePath(path), path).toBe(false);
  });
});
