import {
  type SizingArrangement,
  type SizingField,
  type SizingInsulation,
  type SizingMaterial,
  type SizingMethod,
  type SizingSystem,
  arrangementMethods,
  DEFAULT_POWER_FACTOR,
  defaultArrangement,
  isGroundMethod,
} from "./cable-sizing-options";
import {
  aluminiumSections,
  annexBRating,
  copperSections,
} from "./iec-60364-5-52";
import {
  annexG,
  tableB5214,
  tableB5215,
  tableB5216,
  tableB5217,
  tableB5218,
  tableB5219,
} from "./standards/iec-60364-5-52-corrections";

/**
 * Cable sizing by IEC 60364-5-52:2009: the smallest standard section whose tabulated rating
 * (Annex B), corrected for ambient, grouping and soil, carries the design current, and whose
 * voltage drop (Annex G) stays within the limit. Pure: the same input gives the same answer, in the
 * browser, the page's loader and the API.
 *
 * A correction is read from the table's row at or above the asked value (40 °C for 37 °C, 12
 * circuits for 10): the safe side, never an interpolation. Below a table's first row the first row
 * is used (colder, fewer, lower resistivity: also the safe side).
 */

export interface SizingInput {
  /** Design current IB, A; or null when the load is given as power. */
  current: number | null;
  powerKw: number | null;
  /** cos φ; null for the Annex G default (0.8) on AC, 1 on DC. */
  powerFactor: number | null;
  system: SizingSystem;
  /** Line-to-line for three-phase, line-to-neutral for single-phase, the DC voltage for DC. */
  voltage: number;
  lengthM: number;
  material: SizingMaterial;
  insulation: SizingInsulation;
  method: SizingMethod;
  /** Air (30 °C reference) or, for D1/D2, ground (20 °C reference) temperature; null = reference. */
  ambientC: number | null;
  circuits: number;
  arrangement: SizingArrangement | null;
  /** K·m/W, D1/D2 only; null = 2.5, the tables' reference. */
  soilResistivity: number | null;
  maxDropPercent: number;
}

export interface CorrectionFactor {
  table: string;
  /** The row or column heading read: °C, K·m/W or a number of circuits. */
  at: number;
  factor: number;
}

export interface SizingStep {
  sectionMm2: number;
  ratedCurrentA: number;
  ratingTable: string;
  ratingColumn: string;
  /** False when that table cell is not yet confirmed against a printed copy of the standard. */
  ratingChecked: boolean;
  correctedCurrentA: number;
  voltageDropV: number;
  voltageDropPercent: number;
}

export interface SizingResult {
  ok: true;
  designCurrentA: number;
  powerFactor: number;
  loadedConductors: 2 | 3;
  /** The voltage the drop is a percentage of: U0 for three-phase. */
  referenceVoltage: number;
  factors: {
    ambient: CorrectionFactor & { ground: boolean };
    /** `table` is null for one circuit: no table applies. */
    grouping: Omit<CorrectionFactor, "table"> & {
      table: string | null;
      arrangement: SizingArrangement | null;
      circuits: number;
    };
    soilResistivity: CorrectionFactor | null;
  };
  totalFactor: number;
  /** The answer. */
  chosen: SizingStep;
  /** The smallest section that carries the current (the answer, or smaller when the drop governs). */
  byCurrent: SizingStep;
  governedBy: "current" | "voltage_drop";
}

export type SizingRefusalCode =
  | "bothLoads"
  | "noLoad"
  | "powerFactorOnDc"
  | "soilNotInGround"
  | "arrangementNotForMethod"
  | "noGroupingForMethod"
  | "ambientOutsideTable"
  | "circuitsOutsideTable"
  | "soilOutsideTable"
  | "tooLargeForCurrent"
  | "tooLargeForDrop";

export interface SizingRefusal {
  ok: false;
  /** 400: the question is inconsistent; 422: it is sound but the tables hold no answer. */
  status: 400 | 422;
  field: SizingField;
  code: SizingRefusalCode;
  /** What the message needs: the design current, the limit, the largest section... */
  values: Record<string, string | number>;
}

function refuse(
  status: 400 | 422,
  field: SizingField,
  code: SizingRefusalCode,
  values: Record<string, string | number> = {},
): SizingRefusal {
  return { ok: false, status, field, code, values };
}

/** The index of the first heading at or above `value`, or -1 above the last. */
function rowAtOrAbove(headings: readonly number[], value: number): number {
  return headings.findIndex((heading) => heading >= value);
}

/** Comparisons of products of factors: 0.7 × 100 is 70.00000000000001. */
const EPSILON = 1e-9;

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

export function sizeCable(input: SizingInput): SizingResult | SizingRefusal {
  const { system, method, insulation, material } = input;
  const ground = isGroundMethod(method);

  if (input.current !== null && input.powerKw !== null)
    return refuse(400, "power_kw", "bothLoads");
  if (input.current === null && input.powerKw === null)
    return refuse(400, "current", "noLoad");
  if (system === "dc" && input.powerFactor !== null)
    return refuse(400, "power_factor", "powerFactorOnDc");
  if (!ground && input.soilResistivity !== null)
    return refuse(400, "soil_resistivity", "soilNotInGround", { method });

  const arrangement = input.arrangement ?? defaultArrangement(method);
  if (
    input.arrangement !== null &&
    !arrangementMethods[input.arrangement].includes(method)
  )
    return refuse(400, "arrangement", "arrangementNotForMethod", {
      arrangement: input.arrangement,
      method,
    });

  const powerFactor =
    system === "dc" ? 1 : (input.powerFactor ?? DEFAULT_POWER_FACTOR);
  const sinPhi = Math.sqrt(Math.max(0, 1 - powerFactor * powerFactor));
  const referenceVoltage =
    system === "three-phase" ? input.voltage / Math.sqrt(3) : input.voltage;
  const designCurrentA =
    input.current ??
    ((input.powerKw ?? 0) * 1000) /
      (system === "three-phase"
        ? Math.sqrt(3) * input.voltage * powerFactor
        : input.voltage * powerFactor);
  const loadedConductors = system === "three-phase" ? 3 : 2;

  // Ambient: Table B.52.15 in the ground, B.52.14 in air.
  const temperatures = ground ? tableB5215 : tableB5214;
  const ambientC = input.ambientC ?? (ground ? 20 : 30);
  const ambientRow = rowAtOrAbove(temperatures.at, ambientC);
  const ambientFactor =
    ambientRow < 0 ? null : temperatures[insulation][ambientRow];
  if (ambientFactor == null)
    return refuse(422, "ambient", "ambientOutsideTable", {
      ambient: ambientC,
      table: temperatures.table,
    });

  // Grouping: B.52.17 in air, B.52.18 direct in the ground, B.52.19 in ducts.
  let grouping: SizingResult["factors"]["grouping"];
  if (input.circuits === 1 && arrangement !== "single-layer-ceiling") {
    grouping = { table: null, at: 1, factor: 1, arrangement, circuits: 1 };
  } else if (arrangement === null) {
    return refuse(422, "circuits", "noGroupingForMethod", { method });
  } else {
    const table =
      method === "D2" ? tableB5218 : method === "D1" ? tableB5219 : tableB5217;
    const column = rowAtOrAbove(table.at, input.circuits);
    const factors = (table as Record<string, unknown>)[arrangement] as
      readonly number[] | undefined;
    const factor = column < 0 ? undefined : factors?.[column];
    if (factor === undefined)
      return refuse(422, "circuits", "circuitsOutsideTable", {
        circuits: input.circuits,
        table: table.table,
        most: table.at[table.at.length - 1]!,
      });
    grouping = {
      table: table.table,
      at: table.at[column]!,
      factor,
      arrangement,
      circuits: input.circuits,
    };
  }

  let soilResistivity: CorrectionFactor | null = null;
  if (ground) {
    const resistivity = input.soilResistivity ?? 2.5;
    const row = rowAtOrAbove(tableB5216.at, resistivity);
    if (row < 0)
      return refuse(422, "soil_resistivity", "soilOutsideTable", {
        most: tableB5216.at[tableB5216.at.length - 1]!,
      });
    soilResistivity = {
      table: tableB5216.table,
      at: tableB5216.at[row]!,
      factor: tableB5216[method as "D1" | "D2"][row]!,
    };
  }

  const totalFactor =
    ambientFactor * grouping.factor * (soilResistivity?.factor ?? 1);

  // Annex G: u = b (ρ1 L / S cos φ + λ L sin φ) IB.
  const b = annexG.b[system];
  const rho = annexG.resistivity[material];
  const step = (sectionMm2: number): SizingStep | undefined => {
    const rating = annexBRating({
      material,
      insulation,
      method,
      loaded: loadedConductors,
      sectionMm2,
    });
    if (!rating) return undefined;
    const voltageDropV =
      b *
      ((rho * input.lengthM * powerFactor) / sectionMm2 +
        annexG.reactancePerMetre * input.lengthM * sinPhi) *
      designCurrentA;
    return {
      sectionMm2,
      ratedCurrentA: rating.amps,
      ratingTable: rating.table,
      ratingColumn: rating.column,
      ratingChecked: rating.checked,
      correctedCurrentA: rating.amps * totalFactor,
      voltageDropV,
      voltageDropPercent: (100 * voltageDropV) / referenceVoltage,
    };
  };

  const sections: readonly number[] =
    material === "aluminium" ? aluminiumSections : copperSections;
  const steps = sections
    .map(step)
    .filter((candidate): candidate is SizingStep => candidate !== undefined);
  const byCurrent = steps.find(
    (candidate) => candidate.correctedCurrentA + EPSILON >= designCurrentA,
  );
  const largest = sections[sections.length - 1]!;
  if (!byCurrent)
    return refuse(
      422,
      input.current !== null ? "current" : "power_kw",
      "tooLargeForCurrent",
      {
        current: round(designCurrentA, 1),
        largest,
      },
    );
  const chosen = steps.find(
    (candidate) =>
      candidate.sectionMm2 >= byCurrent.sectionMm2 &&
      candidate.voltageDropPercent <= input.maxDropPercent + EPSILON,
  );
  if (!chosen)
    return refuse(422, "max_drop", "tooLargeForDrop", {
      maxDrop: input.maxDropPercent,
      largest,
    });

  return {
    ok: true,
    designCurrentA,
    powerFactor,
    loadedConductors,
    referenceVoltage,
    factors: {
      ambient: {
        table: temperatures.table,
        at: temperatures.at[ambientRow]!,
        factor: ambientFactor,
        ground,
      },
      grouping,
      soilResistivity,
    },
    totalFactor,
    chosen,
    byCurrent,
    governedBy: chosen === byCurrent ? "current" : "voltage_drop",
  };
}

/** The figures as the API and the page show them: amperes and volts to 0.01. */
export function roundedStep(step: SizingStep): SizingStep {
  return {
    ...step,
    correctedCurrentA: round(step.correctedCurrentA, 2),
    voltageDropV: round(step.voltageDropV, 2),
    voltageDropPercent: round(step.voltageDropPercent, 2),
  };
}
