import type {
  ConductorMaterial,
  Insulation,
  LoadedConductors,
  ReferenceMethod,
} from "../catalogue/cable-attributes";

import {
  annexBAluminiumSections,
  annexBCopperSections,
  atoDTables,
  type EfgColumn,
  efgTables,
  type MethodAtoD,
  uncheckedCells,
} from "./standards/iec-60364-5-52-ratings";

/**
 * IEC 60364-5-52:2009, Annex B: current-carrying capacities (A) of cables, for an ambient of 30 °C
 * in air and 20 °C in the ground (thermal resistivity 2.5 K·m/W), one circuit, no correction
 * factors applied. The tables themselves are data in `./standards/iec-60364-5-52-ratings.ts`
 * (B.52.2 to B.52.5 for methods A1 to D2, B.52.10 to B.52.13 for E, F and G); this module reads
 * them. Copper from 1.5 mm², aluminium from 16 mm², both to 300 mm²; single-core methods F and G
 * from 25 mm². A combination outside the tables has no rating (undefined), never an estimate.
 * - method F with three loaded conductors reads the trefoil column, with two the touching one;
 * - method G reads the horizontal, spaced column.
 */

/** The two insulation families the tables distinguish, by maximum conductor temperature. */
export const ratingInsulations = ["pvc", "xlpe"] as const;
/** "pvc": thermoplastic, 70 °C; "xlpe": thermosetting (XLPE or EPR), 90 °C. */
export type RatingInsulation = (typeof ratingInsulations)[number];

/** The methods the catalogue states its ratings for (every method has a rating, though). */
export const ratedMethods = [
  "B1",
  "C",
  "D1",
  "E",
] as const satisfies readonly ReferenceMethod[];

export const copperSections = annexBCopperSections;
export const aluminiumSections = annexBAluminiumSections;

export interface RatingQuery {
  /** Tinned copper is rated as copper. */
  material: ConductorMaterial;
  insulation: RatingInsulation;
  method: ReferenceMethod;
  loaded: LoadedConductors;
  sectionMm2: number;
}

/** A tabulated rating and where it was read: "B.52.4", column "C". */
export interface AnnexBRating {
  amps: number;
  table: string;
  column: string;
  /** False when the cell is not yet confirmed against a printed copy (`uncheckedCells`). */
  checked: boolean;
}

function isChecked(
  table: string,
  material: "copper" | "aluminium",
  column: string,
  sectionMm2: number,
): boolean {
  return !uncheckedCells.some(
    (cell) =>
      cell.table === table &&
      cell.material === material &&
      (cell.column === "*" || cell.column === column) &&
      (cell.sections === "*" || cell.sections.includes(sectionMm2)),
  );
}

function efgColumn(
  method: "E" | "F" | "G",
  loaded: LoadedConductors,
): EfgColumn {
  if (method === "E") return loaded === 2 ? "E2" : "E3";
  if (method === "F") return loaded === 2 ? "F2" : "F3Trefoil";
  return "GHorizontal";
}

/** The tabulated rating with its table and column, or undefined outside the tables. */
export function annexBRating({
  material,
  insulation,
  method,
  loaded,
  sectionMm2,
}: RatingQuery): AnnexBRating | undefined {
  const metal = material === "aluminium" ? "aluminium" : "copper";
  const sections: readonly number[] =
    metal === "aluminium" ? aluminiumSections : copperSections;
  const index = sections.indexOf(sectionMm2);
  if (index < 0) return undefined;
  if (method === "E" || method === "F" || method === "G") {
    const table = efgTables.find(
      (candidate) =>
        candidate.insulation === insulation && candidate.material === metal,
    );
    const column = efgColumn(method, loaded);
    const amps = table?.columns[column][index];
    return table && amps != null
      ? {
          amps,
          table: table.table,
          column,
          checked: isChecked(table.table, metal, column, sectionMm2),
        }
      : undefined;
  }
  const table = atoDTables.find(
    (candidate) =>
      candidate.insulation === insulation && candidate.loaded === loaded,
  );
  const amps = table?.[metal][method as MethodAtoD][index];
  return table && amps !== undefined
    ? {
        amps,
        table: table.table,
        column: method,
        checked: isChecked(table.table, metal, method, sectionMm2),
      }
    : undefined;
}

/** The tabulated current-carrying capacity (A), or undefined outside the tables. */
export function currentRatingA(query: RatingQuery): number | undefined {
  return annexBRating(query)?.amps;
}

/**
 * Which table an insulation is rated from: PVC and thermoplastic LSZH (70 °C) from the PVC tables,
 * XLPE and EPR (90 °C) from the XLPE tables; a bare conductor (or a 90 °C LSZH) by its temperature.
 */
export function ratingInsulationFor(
  insulation: Insulation,
  maxConductorTempC: number | null,
): RatingInsulation | undefined {
  if (insulation === "pvc") return "pvc";
  if (insulation === "xlpe" || insulation === "epr") return "xlpe";
  if (insulation === "none") return undefined;
  return maxConductorTempC !== null && maxConductorTempC >= 90 ? "xlpe" : "pvc";
}
