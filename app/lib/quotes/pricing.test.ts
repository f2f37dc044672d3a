import { describe, expect, it } from "vitest";
import {
  derivedMetalWeight,
  divideRounded,
  lineTotal,
  metalOf,
  metalSurchargePerKm,
  moneyText,
  netPricePerKm,
  parseMoney,
  priceAtOrder,
  priceCableLine,
  priceQuotation,
  type CableLineInput,
  type MetalBasis,
} from "./pricing";

/**
 * Hand-worked cases (issue 37). Each expected figure is worked out in the comment beside it, with
 * the rounding written out: half away from zero, once per step. Money in minor units (cents).
 */

describe("rounding", () => {
  it("rounds half away from zero, in both directions", () => {
    expect(divideRounded(5n, 2n)).toBe(3n); // 2.5 -> 3
    expect(divideRounded(-5n, 2n)).toBe(-3n); // -2.5 -> -3
    expect(divideRounded(7n, 3n)).toBe(2n); // 2.33 -> 2
    expect(divideRounded(-7n, 3n)).toBe(-2n); // -2.33 -> -2
    expect(divideRounded(8n, 3n)).toBe(3n); // 2.67 -> 3
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe("metal weight from the construction", () => {
  it("copper, stranded (class 2), 4 x 16 mm²", () => {
    // 4 × 16 = 64 mm² × 8,890 g/km per mm² = 568,960 g/km; + 2 % stranding = 580,339.2 -> 580,339
    expect(
      derivedMetalWeight({
        metal: "copper",
        conductorClass: 2,
        cores: 4,
        sectionMm2: 16,
      }),
    ).toBe(580_339);
  });

  it("copper, solid (class 1), 3 x 1.5 mm²: no stranding increment", () => {
    // 3 × 1.5 = 4.5 mm² × 8,890 = 40,005 g/km
    expect(
      derivedMetalWeight({
        metal: "copper",
        conductorClass: 1,
        cores: 3,
        sectionMm2: 1.5,
      }),
    ).toBe(40_005);
  });

  it("aluminium, stranded, 4 x 95 mm²", () => {
    // 380 mm² × 2,705 = 1,027,900 g/km; + 2 % = 1,048,458
    expect(
      derivedMetalWeight({
        metal: "aluminium",
        conductorClass: 2,
        cores: 4,
        sectionMm2: 95,
      }),
    ).toBe(1_048_458);
  });

  it("a reduced core counts too: 3 x 35 + 16 mm²", () => {
    // 105 + 16 = 121 mm² × 8,890 = 1,075,690; + 2 % = 1,097,203.8 -> 1,097,204
    expect(
      derivedMetalWeight({
        metal: "copper",
        conductorClass: 2,
        cores: 3,
        sectionMm2: 35,
        extraCores: 1,
        extraSectionMm2: 16,
      }),
    ).toBe(1_097_204);
  });

  it("a flexible (class 5) 3 x 2.5 mm² rounds its half gram up", () => {
    // 7.5 mm² × 8,890 = 66,675; + 2 % = 68,008.5 -> 68,009
    expect(
      derivedMetalWeight({
        metal: "copper",
        conductorClass: 5,
        cores: 3,
        sectionMm2: 2.5,
      }),
    ).toBe(68_009);
  });

  it("refuses a cross-section it cannot hold exactly", () => {
    expect(() =>
      derivedMetalWeight({
        metal: "copper",
        conductorClass: 2,
        cores: 1,
        sectionMm2: 1.23456,
      }),
    ).toThrow(RangeError);
  });

  it("prices tinned copper as copper", () => {
    expect(metalOf("tinned-copper")).toBe("copper");
    expect(metalOf("aluminium")).toBe("aluminium");
    expect(metalOf("copper")).toBe("copper");
  });
});

describe("metal surcharge per km", () => {
  it("copper above its base", () => {
    // 580.339 kg/km × (890.00 − 150.00) / 100 = 580,339 g × 74,000 c / 100,000 = 429,450.86 -> 429,451
    expect(
      metalSurchargePerKm({
        metalGramsPerKm: 580_339,
        basePricePer100kg: 15_000,
        dayPricePer100kg: 89_000,
      }),
    ).toBe(429_451);
  });

  it("a day's price below the base is a credit (negative)", () => {
    // 580,339 × (12,000 − 15,000) / 100,000 = −17,410.17 -> −17,410
    expect(
      metalSurchargePerKm({
        metalGramsPerKm: 580_339,
        basePricePer100kg: 15_000,
        dayPricePer100kg: 12_000,
      }),
    ).toBe(-17_410);
  });

  it("aluminium", () => {
    // 1,048,458 × (26,540 − 10,000) / 100,000 = 173,414.95 -> 173,415
    expect(
      metalSurchargePerKm({
        metalGramsPerKm: 1_048_458,
        basePricePer100kg: 10_000,
        dayPricePer100kg: 26_540,
      }),
    ).toBe(173_415);
  });

  it("a half cent rounds away from zero, up and down", () => {
    // 1,000 g × 50 c / 100,000 = 0.5 -> 1; × −50 = −0.5 -> −1
    const at = (day: number) =>
      metalSurchargePerKm({
        metalGramsPerKm: 1_000,
        basePricePer100kg: 100,
        dayPricePer100kg: day,
      });
    expect(at(150)).toBe(1);
    expect(at(50)).toBe(-1);
    expect(at(100)).toBe(0);
  });
});

describe("net price per km", () => {
  it("takes the discount off the list price, then adds the surcharge", () => {
    // 12,500.00 − 12.5 % (1,562.50) = 10,937.50; + 4,294.51 = 15,232.01
    expect(
      netPricePerKm({
        listPricePerKm: 1_250_000,
        discountBasisPoints: 1_250,
        surchargePerKm: 429_451,
      }),
    ).toBe(1_523_201);
  });

  it("rounds the discount to the cent", () => {
    // 9.99 × 33.33 % = 3.329667 -> 3.33; 9.99 − 3.33 = 6.66
    expect(
      netPricePerKm({
        listPricePerKm: 999,
        discountBasisPoints: 3_333,
        surchargePerKm: 0,
      }),
    ).toBe(666);
  });

  it("never discounts the surcharge: 100 % off leaves the metal", () => {
    expect(
      netPricePerKm({
        listPricePerKm: 287_000,
        discountBasisPoints: 10_000,
        surchargePerKm: 461_486,
      }),
    ).toBe(461_486);
  });
});

describe("a line's total", () => {
  it("is the net per km for its metres, rounded once", () => {
    // 15,232.01 /km × 0.250 km = 3,808.0025 -> 3,808.00
    expect(lineTotal(1_523_201, 250)).toBe(380_800);
    expect(lineTotal(1_523_201, 1_000)).toBe(1_523_201);
    // 3.33 /km × 0.5 km = 1.665 -> 1.67
    expect(lineTotal(333, 500)).toBe(167);
  });

  it("refuses a length, a price or a discount that is not whole and in range", () => {
    const basis: MetalBasis = {
      basePricePer100kg: { copper: 15_000, aluminium: 10_000 },
      dayPricePer100kg: { copper: 15_000, aluminium: 10_000 },
    };
    const line: CableLineInput = {
      lengthM: 100,
      listPricePerKm: 100_000,
      discountBasisPoints: 0,
      metalGramsPerKm: 1_000,
      metal: "copper",
    };
    for (const bad of [
      { lengthM: 0 },
      { lengthM: 12.5 },
      { listPricePerKm: -1 },
      { listPricePerKm: 0.5 },
      { discountBasisPoints: 10_001 },
      { discountBasisPoints: -1 },
      { metalGramsPerKm: Number.NaN },
    ])
      expect(() => priceCableLine({ ...line, ...bad }, basis)).toThrow(
        RangeError,
      );
  });
});

// The quotation of the example, in USD: copper at a base of 150.00 and a day's price of
// 945.20 per 100 kg; aluminium at a base of 100.00 and 265.40.
const basis: MetalBasis = {
  basePricePer100kg: { copper: 15_000, aluminium: 10_000 },
  dayPricePer100kg: { copper: 94_520, aluminium: 26_540 },
};
const lines: CableLineInput[] = [
  // NYY 4 x 16, copper: list 2,870.00 /km, 10 % off, 500 m.
  {
    lengthM: 500,
    listPricePerKm: 287_000,
    discountBasisPoints: 1_000,
    metalGramsPerKm: 580_339,
    metal: "copper",
  },
  // NA2XY 4 x 95, aluminium: list 5,200.00 /km, no discount, 1,250 m.
  {
    lengthM: 1_250,
    listPricePerKm: 520_000,
    discountBasisPoints: 0,
    metalGramsPerKm: 1_048_458,
    metal: "aluminium",
  },
];
// Three drums at 85.00 each, a line of their own.
const drums = [{ count: 3, unitPrice: 8_500 }];

describe("a quotation", () => {
  it("prices each line, the drums apart, and totals the rounded lines", () => {
    const priced = priceQuotation(lines, drums, basis);
    // Copper: surcharge 580,339 × 79,520 / 100,000 = 461,485.57 -> 4,614.86; net 2,870.00 − 287.00
    // + 4,614.86 = 7,197.86 /km; × 0.5 km = 3,598.93.
    expect(priced.lines[0]).toMatchObject({
      surchargePerKm: 461_486,
      netPerKm: 719_786,
      total: 359_893,
    });
    // Aluminium: surcharge 1,734.15 (above); net 5,200.00 + 1,734.15 = 6,934.15 /km; × 1.25 km
    // = 8,667.6875 -> 8,667.69.
    expect(priced.lines[1]).toMatchObject({
      surchargePerKm: 173_415,
      netPerKm: 693_415,
      total: 866_769,
    });
    expect(priced.charges).toEqual([
      { count: 3, unitPrice: 8_500, total: 25_500 },
    ]);
    // 3,598.93 + 8,667.69 + 255.00 = 12,521.62
    expect(priced.total).toBe(1_252_162);
    expect(moneyText(priced.total, "USD")).toBe("12521.62");
  });

  it("a fixed price keeps its metal basis at the order; one that follows the metal is priced again", () => {
    const quotation = { lines, charges: drums, basis };
    const orderDay = { copper: 100_000, aluminium: 26_540 };
    expect(
      priceAtOrder({ ...quotation, fixedPrice: true }, orderDay).total,
    ).toBe(1_252_162);
    // Copper at 1,000.00: surcharge 580,339 × 85,000 / 100,000 = 493,288.15 -> 4,932.88; net
    // 2,583.00 + 4,932.88 = 7,515.88 /km; × 0.5 = 3,757.94. 3,757.94 + 8,667.69 + 255.00 = 12,680.63
    const follows = priceAtOrder({ ...quotation, fixedPrice: false }, orderDay);
    expect(follows.lines[0]!.total).toBe(375_794);
    expect(follows.total).toBe(1_268_063);
  });

  it("a line of no priced metal (an accessory) has no surcharge", () => {
    const [line] = priceQuotation(
      [{ ...lines[0]!, metal: null }],
      [],
      basis,
    ).lines;
    // 2,870.00 − 10 % = 2,583.00 /km; × 0.5 km = 1,291.50
    expect(line).toMatchObject({
      surchargePerKm: 0,
      netPerKm: 258_300,
      total: 129_150,
    });
  });
});

describe("money typed by a person", () => {
  it("reads exact minor units", () => {
    expect(parseMoney("945.20", "USD")).toBe(94_520);
    expect(parseMoney("945.2", "USD")).toBe(94_520);
    expect(parseMoney("1,250.50", "EGP")).toBe(125_050);
    expect(parseMoney(" 7 ", "EUR")).toBe(700);
    expect(parseMoney("-3", "EUR")).toBe(-300);
    expect(parseMoney("0.07", "USD")).toBe(7);
  });

  it("refuses what it would have to round, cut or guess", () => {
    for (const text of [
      "945.205",
      "1e3",
      "12,34",
      "1,2345",
      "",
      ".5",
      "5.",
      "1 000",
      "١٢٣",
      "Infinity",
      "99999999999999999",
    ])
      expect(parseMoney(text, "USD"), text).toBeNull();
  });

  it("writes minor units back as a plain decimal", () => {
    expect(moneyText(94_520, "USD")).toBe("945.20");
    expect(moneyText(-5, "EUR")).toBe("-0.05");
    expect(moneyText(0, "EGP")).toBe("0.00");
    expect(moneyText(1_248_050, "EGP", { grouped: true })).toBe("12,480.50");
    expect(moneyText(-123_456_789, "USD", { grouped: true })).toBe(
      "-1,234,567.89",
    );
    expect(moneyText(99_999, "USD", { grouped: true })).toBe("999.99");
  });
});
