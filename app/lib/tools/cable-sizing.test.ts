import { describe, expect, it } from "vitest";
import { type SizingInput, sizeCable } from "./cable-sizing";
import { goldenCases, goldenRefusals } from "./cable-sizing.golden";
import { sizingMethods } from "./cable-sizing-options";
import { parseCableSizingQuery } from "./cable-sizing-query";
import { tools } from "~/locales/en/tools";
import { toolErrors } from "~/locales/en/tools-errors";

const english = {
  locale: "en",
  tools: tools.cableSizing,
  errors: toolErrors.cableSizing,
} as const;

/** Parses and sizes a question as the page and the API do. */
function answer(query: Record<string, string>) {
  const parsed = parseCableSizingQuery(new URLSearchParams(query), english);
  return parsed.ok ? sizeCable(parsed.input) : parsed;
}

describe("cable sizing, golden cases", () => {
  it("has at least 60 cases spread over every method, both materials and insulations, and both governing limits", () => {
    expect(goldenCases.length).toBeGreaterThanOrEqual(60);
    for (const method of sizingMethods)
      expect(
        goldenCases.some((c) => c.query.method === method),
        method,
      ).toBe(true);
    for (const [key, value] of [
      ["material", "copper"],
      ["material", "aluminium"],
      ["insulation", "pvc"],
      ["insulation", "xlpe"],
      ["system", "single-phase"],
      ["system", "three-phase"],
      ["system", "dc"],
    ])
      expect(
        goldenCases.some((c) => c.query[key!] === value),
        value,
      ).toBe(true);
    expect(
      goldenCases.filter((c) => c.expected.governed_by === "voltage_drop")
        .length,
    ).toBeGreaterThanOrEqual(10);
    expect(
      goldenCases.filter((c) => c.expected.total_factor !== 1).length,
    ).toBeGreaterThanOrEqual(10);
  });

  it.each(goldenCases.map((c) => [c.name, c] as const))(
    "%s",
    (_name, golden) => {
      const result = answer(golden.query);
      if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
      const { expected } = golden;
      expect(result.chosen.sectionMm2).toBe(expected.section_mm2);
      expect(result.chosen.ratedCurrentA).toBe(expected.rated_current_a);
      expect(result.totalFactor).toBeCloseTo(expected.total_factor, 4);
      expect(result.chosen.correctedCurrentA).toBeCloseTo(
        expected.corrected_current_a,
        2,
      );
      expect(result.chosen.voltageDropV).toBeCloseTo(
        expected.voltage_drop_v,
        2,
      );
      expect(result.chosen.voltageDropPercent).toBeCloseTo(
        expected.voltage_drop_percent,
        2,
      );
      expect(result.governedBy).toBe(expected.governed_by);
      if (golden.published)
        expect(
          Math.abs(
            result.chosen.voltageDropPercent -
              golden.published.voltage_drop_percent,
          ),
        ).toBeLessThanOrEqual(golden.published.tolerance);
    },
  );

  it.each(goldenRefusals.map((c) => [c.name, c] as const))(
    "refuses: %s",
    (_name, golden) => {
      const result = answer(golden.query);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      if ("errors" in result) {
        expect(golden.expected.status).toBe(400);
        expect(Object.keys(result.errors)).toContain(golden.expected.parameter);
      } else {
        expect(result.status).toBe(golden.expected.status);
        expect(result.field).toBe(golden.expected.parameter);
      }
    },
  );
});

describe("cable sizing, the method", () => {
  const base: SizingInput = {
    current: 100,
    powerKw: null,
    powerFactor: null,
    system: "three-phase",
    voltage: 400,
    lengthM: 50,
    material: "copper",
    insulation: "pvc",
    method: "C",
    ambientC: null,
    circuits: 1,
    arrangement: null,
    soilResistivity: null,
    maxDropPercent: 4,
  };

  it("takes the drop of three-phase relative to U0 = U/√3, and single-phase's with b = 2", () => {
    const three = sizeCable(base);
    const single = sizeCable({
      ...base,
      system: "single-phase",
      voltage: 400 / Math.sqrt(3),
    });
    if (!three.ok || !single.ok) throw new Error("refused");
    expect(three.referenceVoltage).toBeCloseTo(230.94, 2);
    expect(three.chosen.sectionMm2).toBe(35);
    expect(three.chosen.voltageDropV).toBeCloseTo(
      100 * (((0.0225 * 50) / 35) * 0.8 + 0.00008 * 50 * 0.6),
      6,
    );
    const s = single.chosen.sectionMm2;
    expect(single.chosen.voltageDropV).toBeCloseTo(
      2 * 100 * (((0.0225 * 50) / s) * 0.8 + 0.00008 * 50 * 0.6),
      6,
    );
    expect(single.chosen.voltageDropPercent).toBeCloseTo(
      (100 * single.chosen.voltageDropV) / (400 / Math.sqrt(3)),
      6,
    );
    expect(single.loadedConductors).toBe(2);
    expect(three.loadedConductors).toBe(3);
  });

  it("reads power as current: P / (√3 U cos φ) for three-phase, P / U for DC", () => {
    const three = sizeCable({
      ...base,
      current: null,
      powerKw: 55,
      powerFactor: 0.9,
    });
    const dc = sizeCable({
      ...base,
      current: null,
      powerKw: 4.8,
      system: "dc",
      voltage: 48,
    });
    if (!three.ok || !dc.ok) throw new Error("refused");
    expect(three.designCurrentA).toBeCloseTo(
      55_000 / (Math.sqrt(3) * 400 * 0.9),
      6,
    );
    expect(dc.designCurrentA).toBeCloseTo(100, 6);
    expect(dc.powerFactor).toBe(1);
  });

  it("uses the Annex G power factor of 0.8 when none is given on AC", () => {
    const result = sizeCable(base);
    if (!result.ok) throw new Error("refused");
    expect(result.powerFactor).toBe(0.8);
  });

  it("never answers above 300 mm²", () => {
    const result = sizeCable({ ...base, current: 2000 });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      code: "tooLargeForCurrent",
    });
  });
});
