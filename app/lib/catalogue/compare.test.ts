import { describe, expect, it } from "vitest";
import {
  buildCompareRows,
  chooseCompared,
  type ComparedProduct,
  type ComparedSize,
  parseCompareIds,
  sizeRange,
  specificationKeys,
  type SpecificationKey,
} from "./compare";
import { attributes } from "~/locales/en/attributes";
import { comparePage } from "~/locales/en/compare";
import { attributes as arAttributes } from "~/locales/ar/attributes";
import { comparePage as arComparePage } from "~/locales/ar/compare";

/** The page's copy, as the server passes it from its sections (decision 042). */
const english = { comparePage, attributes };
const arabic = { comparePage: arComparePage, attributes: arAttributes };

const labels = Object.fromEntries(
  specificationKeys.map((key) => [key, `Spec ${key}`]),
) as Record<SpecificationKey, string>;

function size(
  cores: number,
  sectionMm2: number,
  extra: Partial<ComparedSize> = {},
): ComparedSize {
  return {
    cores,
    sectionMm2,
    conductorClass: 2,
    outerDiameterMm: 10,
    weightKgKm: 200,
    resistanceOhmKm: 1.15,
    currentRatingA: 100,
    ratingInstallation: "C",
    ratingLoadedConductors: 2,
    ...extra,
  };
}

function product(overrides: Partial<ComparedProduct> = {}): ComparedProduct {
  return {
    categoryName: "Power Cables",
    typeDesignation: "NYY",
    ratedVoltage: "0.6/1kV",
    conductorMaterial: "copper",
    insulation: "pvc",
    sheath: "pvc",
    armour: "none",
    maxConductorTempC: 70,
    fireBehaviour: "IEC 60332-1-2",
    standards: ["IEC 60502-1"],
    inStock: true,
    sizes: [size(4, 16)],
    specifications: Object.fromEntries(
      specificationKeys.map((key) => [key, `${key} text`]),
    ) as Record<SpecificationKey, string>,
    ...overrides,
  };
}

const row = (rows: ReturnType<typeof buildCompareRows>, key: string) =>
  rows.find((r) => r.key === key)!;

describe("the ids of /compare?ids=", () => {
  it("keeps well-formed ids in order, drops repeats and malformed ones, across ids parameters", () => {
    expect(parseCompareIds(["1, 5,,7", "5", "<script>", "2"])).toEqual({
      candidates: ["1", "5", "7", "2"],
      dropped: [
        { id: "5", reason: "duplicate" },
        { id: "<script>", reason: "unknown" },
      ],
    });
    expect(parseCompareIds([])).toEqual({ candidates: [], dropped: [] });
    expect(parseCompareIds([""])).toEqual({ candidates: [], dropped: [] });
  });

  it("reads 20 ids at most and shortens a long one in its report", () => {
    const many = Array.from({ length: 25 }, (_, i) => String(i + 1)).join(",");
    const parsed = parseCompareIds([many]);
    expect(parsed.candidates).toHaveLength(20);
    expect(parsed.dropped.map((d) => d.reason)).toEqual(
      Array(5).fill("surplus"),
    );
    const long = parseCompareIds(["x".repeat(500) + "!"]);
    expect(long.dropped[0]!.id).toHaveLength(41);
  });

  it("compares the first four that name a product; the rest are unknown or surplus", () => {
    const known = new Set(["1", "2", "3", "4", "5"]);
    expect(
      chooseCompared(["9", "1", "2", "3", "4", "5"], known, [
        { id: "2", reason: "duplicate" },
      ]),
    ).toEqual({
      ids: ["1", "2", "3", "4"],
      dropped: [
        { id: "2", reason: "duplicate" },
        { id: "9", reason: "unknown" },
        { id: "5", reason: "surplus" },
      ],
    });
  });
});

describe("the comparison's rows", () => {
  it("marks the rows whose values differ, and only those", () => {
    const rows = buildCompareRows(
      [
        product(),
        product({
          insulation: "xlpe",
          maxConductorTempC: 90,
          specifications: {
            ...product().specifications,
            voltage: "  VOLTAGE   text ",
          },
        }),
      ],
      labels,
      english,
      "en",
    );
    const differing = rows.filter((r) => r.differs).map((r) => r.key);
    expect(differing).toEqual(["insulation", "maxTemperature"]);
    expect(row(rows, "insulation").values).toEqual(["PVC", "XLPE"]);
    expect(row(rows, "maxTemperature").values).toEqual(["70 °C", "90 °C"]);
    // Spacing and case alone are no difference.
    expect(row(rows, "spec-voltage").differs).toBe(false);
  });

  it("never marks a row of a single product", () => {
    expect(
      buildCompareRows([product()], labels, english, "en").some(
        (r) => r.differs,
      ),
    ).toBe(false);
  });

  it("labels every typed attribute, stock and the 13 texts, in groups", () => {
    const rows = buildCompareRows(
      [
        product({
          ratedVoltage: null,
          fireBehaviour: null,
          standards: [],
          inStock: false,
          armour: "swa",
        }),
        product(),
      ],
      labels,
      english,
      "en",
    );
    expect(
      rows.filter((r) => r.group === "specifications").map((r) => r.label),
    ).toEqual(specificationKeys.map((key) => `Spec ${key}`));
    expect(rows.filter((r) => r.group === "specifications")).toHaveLength(13);
    expect(row(rows, "voltage")).toMatchObject({
      label: "Rated voltage (Uo/U)",
      values: ["Not rated (bare conductor)", "0.6/1 kV"],
      differs: true,
    });
    expect(row(rows, "armour").values).toEqual([
      "Steel wire armour (SWA)",
      "None",
    ]);
    expect(row(rows, "inStock").values).toEqual(["Out of stock", "In stock"]);
    expect(row(rows, "standards").values).toEqual([
      "None listed",
      "IEC 60502-1",
    ]);
    expect(row(rows, "fireBehaviour").values[0]).toBe("Not declared");
    expect(row(rows, "category").label).toBe("Category");
  });

  it("reads ranges, with their units, from the sizes", () => {
    const sizes = [
      size(4, 16, {
        outerDiameterMm: 14.2,
        weightKgKm: 980,
        resistanceOhmKm: 1.15,
        currentRatingA: 76,
      }),
      size(4, 1.5, {
        outerDiameterMm: 10.5,
        weightKgKm: 180,
        resistanceOhmKm: 12.1,
        currentRatingA: 18.5,
        conductorClass: 1,
      }),
      size(3, 240, {
        extraCores: 1,
        extraSectionMm2: 120,
        outerDiameterMm: 52,
        weightKgKm: 9870,
        resistanceOhmKm: 0.0754,
        currentRatingA: 450,
      }),
    ];
    const rows = buildCompareRows(
      [product({ sizes }), product({ sizes: [] })],
      labels,
      english,
      "en",
    );
    expect(row(rows, "sizes").values).toEqual([
      // The first and the last in the size table's order: by cores, then section.
      "3x240+120 to 4x16 mm²",
      "No sizes listed",
    ]);
    expect(row(rows, "sizeCount").values).toEqual(["3", "0"]);
    expect(row(rows, "cores").values).toEqual(["3 to 4", ""]);
    expect(row(rows, "section").values[0]).toBe("1.5 to 240 mm²");
    expect(row(rows, "diameter").values[0]).toBe("10.5 to 52 mm");
    expect(row(rows, "weight").values[0]).toBe("180 to 9,870 kg/km");
    expect(row(rows, "resistance").values[0]).toBe("0.0754 to 12.1 Ω/km");
    expect(row(rows, "rating").values[0]).toBe(
      "18.5 to 450 A: Clipped direct (method C), 2 loaded conductors",
    );
    expect(row(rows, "conductorClass").values[0]).toBe(
      "Class 1, solid; Class 2, stranded",
    );
  });

  it("gives a rating range without its basis when the sizes assume different ones", () => {
    const rows = buildCompareRows(
      [
        product({
          sizes: [
            size(1, 16),
            size(1, 25, { currentRatingA: 140, ratingInstallation: "E" }),
          ],
        }),
      ],
      labels,
      english,
      "en",
    );
    expect(row(rows, "rating").values).toEqual(["100 to 140 A"]);
  });

  it("writes one size as itself", () => {
    expect(sizeRange([size(4, 16)], comparePage.values)).toBe("4x16 mm²");
    expect(sizeRange([], comparePage.values)).toBe("");
  });

  it("writes the rows in the page's language, its numbers with Western digits", () => {
    const sizes = [
      size(4, 1.5, {
        weightKgKm: 180,
        resistanceOhmKm: 12.1,
        currentRatingA: 18.5,
      }),
      size(4, 240, {
        weightKgKm: 9870,
        resistanceOhmKm: 0.0754,
        currentRatingA: 450,
      }),
    ];
    const rows = buildCompareRows(
      [
        product({ sizes, standards: ["IEC 60502-1", "IEC 60228"] }),
        product({ sizes: [], inStock: false }),
      ],
      labels,
      arabic,
      "ar",
    );
    // An Arabic list takes the Arabic comma (issue 35).
    expect(row(rows, "standards").values[0]).toBe("IEC 60502-1، IEC 60228");
    expect(row(rows, "category").label).toBe(arComparePage.rows.category);
    expect(row(rows, "insulation").label).toBe(arAttributes.insulation.label);
    expect(row(rows, "inStock").values).toEqual([
      arAttributes.inStock.yes,
      arAttributes.inStock.no,
    ]);
    expect(row(rows, "sizes").values).toEqual([
      "من 4x1.5 إلى 4x240 mm²",
      arComparePage.values.noSizes,
    ]);
    expect(row(rows, "weight").values[0]).toBe("من 180 إلى 9,870 kg/km");
    expect(row(rows, "resistance").values[0]).toBe("من 0.0754 إلى 12.1 Ω/km");
    expect(row(rows, "rating").values[0]).toBe(
      "من 18.5 إلى 450 A: مثبت مباشرة على السطح (الطريقة C)، موصلان محمَّلان",
    );
    // The Arabic copy joins the number to its unit with a no-break space (issue 35).
    expect(row(rows, "maxTemperature").values[0]).toBe("70\u00a0°C");
    for (const r of rows)
      for (const value of r.values)
        expect(value).not.toMatch(/[\u0660-\u0669]/);
  });
});
