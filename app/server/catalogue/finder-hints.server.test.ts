import { describe, expect, it } from "vitest";
import { sizeDesignation } from "~/lib/catalogue/sizes";
import {
  type AvailableSize,
  matchingSizes,
  nearestSizes,
} from "./finder-hints.server";
import type { SizeView } from "./sizes.server";

const facets = (cores: string[] = []) => ({
  category: [],
  voltage: [],
  material: [],
  insulation: [],
  sheath: [],
  armour: [],
  fire: [],
  temp: [],
  standard: [],
  class: [],
  cores,
});

const sizes = (
  list: [cores: number, section: number, count?: number][],
): AvailableSize[] =>
  list.map(([cores, section, count = 1]) => ({ cores, section, count }));

describe("nearestSizes", () => {
  const catalogue = sizes([
    [1, 16],
    [3, 10],
    [3, 16, 2],
    [3, 25],
    [5, 16],
    [5, 25],
    [4, 25, 3],
    [4, 35],
    [7, 1.5],
  ]);

  it("offers the nearest core counts at the section, then the nearest sections with the cores (4 x 16)", () => {
    expect(
      nearestSizes(
        { facets: facets(["4"]), ranges: { section_min: 16, section_max: 16 } },
        catalogue,
      ),
    ).toEqual([
      { cores: 3, section: 16 },
      { cores: 5, section: 16 },
      { cores: 4, section: 25 },
    ]);
  });

  it("with a range of sections, offers what lies either side of it", () => {
    expect(
      nearestSizes(
        {
          facets: facets(),
          ranges: {
            cores_min: 4,
            cores_max: 4,
            section_min: 12,
            section_max: 30,
          },
        },
        sizes([
          [3, 16],
          [4, 10],
          [4, 35],
          [4, 50],
        ]),
      ),
    ).toEqual([
      { cores: 3, section: 16 },
      { cores: 4, section: 10 },
      { cores: 4, section: 35 },
    ]);
  });

  it("with one dimension filtered, suggests values of that dimension only", () => {
    expect(
      nearestSizes({ facets: facets(["6"]), ranges: {} }, catalogue),
    ).toEqual([
      { cores: 5, section: null },
      { cores: 7, section: null },
    ]);
    expect(
      nearestSizes(
        { facets: facets(), ranges: { section_min: 50 } },
        catalogue,
      ),
    ).toEqual([{ cores: null, section: 35 }]);
  });

  it("picks the size most products have when several sections fit the range", () => {
    expect(
      nearestSizes(
        { facets: facets(["2"]), ranges: { section_min: 10, section_max: 25 } },
        catalogue,
      ),
    ).toEqual([
      { cores: 1, section: 16 },
      { cores: 3, section: 16 },
    ]);
  });

  it("offers nothing when nothing else exists", () => {
    expect(
      nearestSizes({ facets: facets(["4"]), ranges: {} }, sizes([[4, 16]])),
    ).toEqual([]);
    expect(nearestSizes({ facets: facets(["4"]), ranges: {} }, [])).toEqual([]);
  });
});

describe("matchingSizes", () => {
  let id = 0;
  const size = (
    cores: number,
    sectionMm2: number,
    extra: [number, number] | null = null,
    conductorClass: 1 | 2 | 5 = 2,
  ): SizeView => {
    const construction = {
      cores,
      sectionMm2,
      extraCores: extra?.[0] ?? null,
      extraSectionMm2: extra?.[1] ?? null,
    };
    const designation = sizeDesignation(construction);
    return {
      id: ++id,
      productId: "p",
      sortOrder: id,
      articleNumber: `CW-NYY-${designation.toUpperCase()}`,
      ...construction,
      conductorClass,
      outerDiameterMm: 10,
      weightKgKm: 100,
      resistanceOhmKm: 1,
      currentRatingA: null,
      ratingInstallation: null,
      ratingLoadedConductors: null,
      drumLengthM: 500,
      stockM: 0,
      designation,
    };
  };
  const family = [size(1, 16), size(3, 16), size(3, 25, [1, 16]), size(4, 6)];
  const query = (q: string, ranges = {}, cores: string[] = []) => ({
    q,
    ranges,
    facets: { ...facets(cores), class: [] },
  });
  const designations = (sizes: SizeView[]) => sizes.map((s) => s.designation);

  it("names the sizes a search for a size found, as the search reads it", () => {
    // The search finds 3x25+16 by its 16 mm² conductor too ("3x25+16mm" holds "16mm"), so the
    // card names it.
    expect(designations(matchingSizes(query("16mm2"), family))).toEqual([
      "1x16",
      "3x16",
      "3x25+16",
    ]);
    expect(
      designations(matchingSizes(query("NYY 3 × 16 mm²"), family)),
    ).toEqual(["3x16"]);
    expect(designations(matchingSizes(query("cw-nyy-4x6"), family))).toEqual([
      "4x6",
    ]);
    expect(designations(matchingSizes(query("3x25+16"), family))).toEqual([
      "3x25+16",
    ]);
  });

  it("names the sizes that pass the size filters, and nothing for a search without a size", () => {
    expect(
      designations(
        matchingSizes(query("", { section_min: 10, section_max: 20 }), family),
      ),
    ).toEqual(["1x16", "3x16"]);
    expect(
      designations(matchingSizes(query("16mm", {}, ["3"]), family)),
    ).toEqual(["3x16", "3x25+16"]);
    expect(matchingSizes(query("copper cable"), family)).toEqual([]);
    expect(matchingSizes(query(""), family)).toEqual([]);
  });
});
