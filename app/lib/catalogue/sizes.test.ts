import { describe, expect, it } from "vitest";
import { foldForSearch } from "./search-fold";
import {
  compareSizes,
  formatSection,
  inSizeOrder,
  sizeDesignation,
  sizeSearchTerms,
} from "./sizes";

describe("size designations", () => {
  it("derives the designation from the typed construction", () => {
    expect(sizeDesignation({ cores: 4, sectionMm2: 16 })).toBe("4x16");
    expect(
      sizeDesignation({
        cores: 1,
        sectionMm2: 1.5,
        extraCores: null,
        extraSectionMm2: null,
      }),
    ).toBe("1x1.5");
    expect(
      sizeDesignation({
        cores: 3,
        sectionMm2: 25,
        extraCores: 1,
        extraSectionMm2: 16,
      }),
    ).toBe("3x25+16");
    expect(
      sizeDesignation({
        cores: 3,
        sectionMm2: 35,
        extraCores: 2,
        extraSectionMm2: 16,
      }),
    ).toBe("3x35+2x16");
    expect(formatSection(0.75)).toBe("0.75");
    expect(formatSection(2.5000000001)).toBe("2.5");
  });

  it("gives search terms that the ways buyers write a size all find", () => {
    const text = foldForSearch(
      sizeSearchTerms({
        cores: 4,
        sectionMm2: 16,
        articleNumber: "CW-NYY-4X16",
      }).join(" "),
    );
    for (const query of [
      "4x16",
      "4 x 16",
      "4×16mm²",
      "16mm2",
      "16 mm²",
      "cw-nyy-4x16",
    ]) {
      expect(text, query).toContain(foldForSearch(query));
    }
    const flexible = foldForSearch(
      sizeSearchTerms({
        cores: 4,
        sectionMm2: 1.5,
        articleNumber: "CW-YSLY-4X1.5",
      }).join(" "),
    );
    expect(flexible).toContain(foldForSearch("4 x 1,5 mm²"));
    const reduced = foldForSearch(
      sizeSearchTerms({
        cores: 3,
        sectionMm2: 25,
        extraCores: 1,
        extraSectionMm2: 16,
        articleNumber: "A",
      }).join(" "),
    );
    expect(reduced).toContain(foldForSearch("3x25 + 16"));
  });
});

describe("the one order of sizes (issue 35)", () => {
  const size = (
    cores: number | null,
    sectionMm2: number | null,
    extra?: [number, number],
    articleNumber = `A-${cores}-${sectionMm2}-${extra?.join("-") ?? ""}`,
  ) => ({
    cores,
    sectionMm2,
    extraCores: extra?.[0] ?? null,
    extraSectionMm2: extra?.[1] ?? null,
    articleNumber,
  });
  const named = (list: ReturnType<typeof size>[]) =>
    list.map((s) =>
      s.cores === null || s.sectionMm2 === null
        ? s.articleNumber
        : sizeDesignation({ ...s, cores: s.cores, sectionMm2: s.sectionMm2 }),
    );

  it("orders by cores, then the section as a number, never as text", () => {
    // As text, "3x6" came before "3x1.5" and "1x240" before "1x25".
    expect(
      named(
        [
          size(3, 6),
          size(3, 1.5),
          size(1, 240),
          size(1, 25),
          size(12, 1.5),
        ].sort(compareSizes),
      ),
    ).toEqual(["1x25", "1x240", "3x1.5", "3x6", "12x1.5"]);
  });

  it("puts a size without reduced conductors first, then orders those by cores and section", () => {
    expect(
      named(
        [
          size(4, 16, [2, 16]),
          size(4, 16, [1, 16]),
          size(4, 16, [1, 10]),
          size(4, 16),
          size(3, 25, [1, 16]),
        ].sort(compareSizes),
      ),
    ).toEqual(["3x25+16", "4x16", "4x16+10", "4x16+16", "4x16+2x16"]);
  });

  it("is total: the same construction by article number; a missing core count or section after the typed ones", () => {
    const list = [
      size(null, 16, undefined, "NO-CORES"),
      size(4, 16, undefined, "B"),
      size(4, null, undefined, "NO-SECTION"),
      size(4, 16, undefined, "A"),
      size(1, 1.5),
    ];
    const sorted = [...list].sort(compareSizes);
    expect(sorted.map((s) => s.articleNumber)).toEqual([
      "A-1-1.5-",
      "A",
      "B",
      "NO-SECTION",
      "NO-CORES",
    ]);
    // Whatever the order they come in.
    expect([...list].reverse().sort(compareSizes)).toEqual(sorted);
  });

  it("orders each product's rows, keeping the products in the order they came", () => {
    const rows = [
      { ...size(3, 6), product: "b" },
      { ...size(1, 240), product: "a" },
      { ...size(3, 1.5), product: "b" },
      { ...size(1, 25), product: "a" },
    ];
    expect(
      inSizeOrder(rows, (row) => row.product).map(
        (row) => `${row.product} ${row.cores}x${row.sectionMm2}`,
      ),
    ).toEqual(["b 3x1.5", "b 3x6", "a 1x25", "a 1x240"]);
  });
});
