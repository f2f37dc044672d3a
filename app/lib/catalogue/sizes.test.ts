import { describe, expect, it } from "vitest";
import { foldForSearch } from "./search-fold";
import { formatSection, sizeDesignation, sizeSearchTerms } from "./sizes";

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
