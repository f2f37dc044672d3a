import { describe, expect, it } from "vitest";
import { sizeCable } from "~/lib/tools/cable-sizing";
import { tools as arTools } from "~/locales/ar/tools";
import { tools } from "~/locales/en/tools";
import { resultSummary } from "./cable-sizing-result";

const LRI = "\u2066";
const PDI = "\u2069";

function sized(input: Partial<Parameters<typeof sizeCable>[0]> = {}) {
  const result = sizeCable({
    current: 32,
    powerKw: null,
    powerFactor: null,
    system: "single-phase",
    voltage: 230,
    lengthM: 80,
    material: "copper",
    insulation: "pvc",
    method: "C",
    ambientC: null,
    circuits: 1,
    arrangement: null,
    soilResistivity: null,
    maxDropPercent: 4,
    ...input,
  });
  if (!result.ok) throw new Error("expected an answer");
  return result;
}

describe("the sizing answer in words", () => {
  it("is unchanged in English", () => {
    const result = sized();
    expect(resultSummary(tools.cableSizing, result, "copper", "en")).toBe(
      `${result.chosen.sectionMm2} mm² copper. The voltage drop decides the size: ${result.byCurrent.sectionMm2} mm² would carry the current, but drops too much.`,
    );
  });

  it("is Arabic on an Arabic page, its values isolated left to right, Western digits", () => {
    const result = sized();
    expect(resultSummary(arTools.cableSizing, result, "copper", "ar")).toBe(
      `نحاس ${LRI}${result.chosen.sectionMm2} mm²${PDI}. هبوط الجهد هو الذي يحدد المقطع: المقطع ${LRI}${result.byCurrent.sectionMm2} mm²${PDI} يتحمل التيار، لكن هبوط الجهد فيه أكبر من المسموح.`,
    );
    const byCurrent = sized({ lengthM: 5 });
    expect(
      resultSummary(arTools.cableSizing, byCurrent, "aluminium", "ar"),
    ).toBe(
      `ألومنيوم ${LRI}${byCurrent.chosen.sectionMm2} mm²${PDI}. سعة حمل التيار هي التي تحدد المقطع.`,
    );
  });
});
