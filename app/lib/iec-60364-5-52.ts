import type {
  ConductorMaterial,
  Insulation,
  LoadedConductors,
  ReferenceMethod,
} from "./cable-attributes";

/**
 * IEC 60364-5-52:2009, Annex B: current-carrying capacities (A) of cables, for an ambient of 30 °C
 * in air and 20 °C in the ground (thermal resistivity 2.5 K·m/W), one circuit, no correction
 * factors applied. The reference methods kept here are the ones the catalogue states ratings for:
 * - B1: insulated conductors or single-core cables in conduit on a wall;
 * - C: cable clipped direct on (or spaced less than 0.3 × D from) a wooden wall;
 * - D1: multi-core cable in a duct in the ground;
 * - E: multi-core cable in free air (on a perforated tray).
 * Tables (columns by method, for 2 or 3 loaded conductors):
 * - B.52.2: PVC (70 °C), two loaded conductors, methods A1 to D2;
 * - B.52.3: XLPE/EPR (90 °C), two loaded conductors, methods A1 to D2;
 * - B.52.4: PVC, three loaded conductors, methods A1 to D2;
 * - B.52.5: XLPE/EPR, three loaded conductors, methods A1 to D2;
 * - B.52.10 / B.52.11: PVC, methods E, F, G, copper / aluminium (E columns kept);
 * - B.52.12 / B.52.13: XLPE/EPR, methods E, F, G, copper / aluminium (E columns kept).
 * Copper from 1.5 mm², aluminium from 16 mm² (smaller aluminium sizes are not made here), both to
 * 300 mm². A combination outside these tables has no rating (undefined), never an estimate.
 */

/** The two insulation families the tables distinguish, by maximum conductor temperature. */
export const ratingInsulations = ["pvc", "xlpe"] as const;
/** "pvc": thermoplastic, 70 °C; "xlpe": thermosetting (XLPE or EPR), 90 °C. */
export type RatingInsulation = (typeof ratingInsulations)[number];

export const ratedMethods = [
  "B1",
  "C",
  "D1",
  "E",
] as const satisfies readonly ReferenceMethod[];
export type RatedMethod = (typeof ratedMethods)[number];

export const copperSections = [
  1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300,
] as const;
export const aluminiumSections = [
  16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300,
] as const;

type Columns = Readonly<
  Record<RatedMethod, Readonly<Record<LoadedConductors, readonly number[]>>>
>;

/** Copper conductors; each list lines up with `copperSections`. */
const copper: Readonly<Record<RatingInsulation, Columns>> = {
  pvc: {
    B1: {
      2: [
        17.5, 24, 32, 41, 57, 76, 101, 125, 151, 192, 232, 269, 300, 341, 400,
        458,
      ], // B.52.2 col 4
      3: [
        15.5, 21, 28, 36, 50, 68, 89, 110, 134, 171, 207, 239, 262, 296, 346,
        394,
      ], // B.52.4 col 4
    },
    C: {
      2: [
        19.5, 27, 36, 46, 63, 85, 112, 138, 168, 213, 258, 299, 344, 392, 461,
        530,
      ], // B.52.2 col 6
      3: [
        17.5, 24, 32, 41, 57, 76, 96, 119, 144, 184, 223, 259, 299, 341, 403,
        464,
      ], // B.52.4 col 6
    },
    D1: {
      2: [
        22, 29, 38, 47, 63, 81, 104, 125, 148, 183, 216, 246, 278, 312, 361,
        408,
      ], // B.52.2 col 7
      3: [
        18, 24, 31, 39, 52, 67, 86, 103, 122, 151, 179, 203, 230, 258, 297, 336,
      ], // B.52.4 col 7
    },
    E: {
      2: [
        22, 30, 40, 51, 70, 94, 119, 148, 180, 232, 282, 328, 379, 434, 514,
        593,
      ], // B.52.10 col 2
      3: [
        18.5, 25, 34, 43, 60, 80, 101, 126, 153, 196, 238, 276, 319, 364, 430,
        497,
      ], // B.52.10 col 3
    },
  },
  xlpe: {
    B1: {
      2: [
        23, 31, 42, 54, 75, 100, 133, 164, 198, 253, 306, 354, 393, 449, 528,
        603,
      ], // B.52.3 col 4
      3: [
        20, 28, 37, 48, 66, 88, 117, 144, 175, 222, 269, 312, 342, 384, 450,
        514,
      ], // B.52.5 col 4
    },
    C: {
      2: [
        24, 33, 45, 58, 80, 107, 138, 171, 209, 269, 328, 382, 441, 506, 599,
        693,
      ], // B.52.3 col 6
      3: [
        22, 30, 40, 51, 70, 94, 119, 147, 179, 229, 278, 322, 371, 424, 500,
        576,
      ], // B.52.5 col 6
    },
    D1: {
      2: [
        25, 33, 43, 53, 71, 91, 116, 139, 164, 203, 239, 271, 306, 343, 395,
        446,
      ], // B.52.3 col 7
      3: [
        21, 28, 36, 44, 58, 75, 96, 115, 135, 167, 197, 223, 251, 281, 324, 365,
      ], // B.52.5 col 7
    },
    E: {
      2: [
        26, 36, 49, 63, 86, 115, 149, 185, 225, 289, 352, 410, 473, 542, 641,
        741,
      ], // B.52.12 col 2
      3: [
        23, 32, 42, 54, 75, 100, 127, 158, 192, 246, 298, 346, 399, 456, 538,
        621,
      ], // B.52.12 col 3
    },
  },
};

/** Aluminium conductors; each list lines up with `aluminiumSections`. */
const aluminium: Readonly<Record<RatingInsulation, Columns>> = {
  pvc: {
    B1: {
      2: [60, 79, 97, 118, 150, 181, 210, 234, 266, 312, 358], // B.52.2 col 4
      3: [53, 70, 86, 104, 133, 161, 186, 204, 230, 269, 306], // B.52.4 col 4
    },
    C: {
      2: [66, 83, 103, 125, 160, 195, 226, 261, 298, 352, 406], // B.52.2 col 6
      3: [59, 73, 90, 110, 140, 170, 197, 227, 259, 305, 351], // B.52.4 col 6
    },
    D1: {
      2: [62, 80, 96, 113, 140, 166, 189, 213, 240, 277, 313], // B.52.2 col 7
      3: [52, 66, 80, 94, 117, 138, 157, 178, 200, 230, 260], // B.52.4 col 7
    },
    E: {
      2: [73, 89, 111, 135, 173, 210, 244, 282, 322, 380, 439], // B.52.11 col 2
      3: [61, 78, 96, 117, 150, 183, 212, 245, 280, 330, 381], // B.52.11 col 3
    },
  },
  xlpe: {
    B1: {
      2: [79, 105, 130, 157, 200, 242, 281, 307, 351, 412, 471], // B.52.3 col 4
      3: [70, 92, 114, 139, 176, 210, 246, 269, 306, 358, 410], // B.52.5 col 4
    },
    C: {
      2: [84, 101, 126, 154, 198, 241, 280, 324, 371, 439, 508], // B.52.3 col 6
      3: [73, 90, 112, 136, 174, 211, 245, 283, 323, 382, 440], // B.52.5 col 6
    },
    D1: {
      2: [70, 89, 107, 126, 156, 185, 211, 238, 267, 307, 346], // B.52.3 col 7
      3: [58, 74, 89, 104, 129, 152, 173, 195, 218, 251, 283], // B.52.5 col 7
    },
    E: {
      2: [91, 108, 135, 164, 211, 257, 300, 346, 397, 470, 543], // B.52.13 col 2
      3: [77, 97, 120, 146, 187, 227, 263, 304, 347, 409, 471], // B.52.13 col 3
    },
  },
};

export interface RatingQuery {
  /** Tinned copper is rated as copper. */
  material: ConductorMaterial;
  insulation: RatingInsulation;
  method: ReferenceMethod;
  loaded: LoadedConductors;
  sectionMm2: number;
}

/** The tabulated current-carrying capacity (A), or undefined outside the tables kept here. */
export function currentRatingA({
  material,
  insulation,
  method,
  loaded,
  sectionMm2,
}: RatingQuery): number | undefined {
  if (!(ratedMethods as readonly string[]).includes(method)) return undefined;
  const rated = method as RatedMethod;
  if (material === "aluminium") {
    const index = aluminiumSections.indexOf(
      sectionMm2 as (typeof aluminiumSections)[number],
    );
    return index < 0 ? undefined : aluminium[insulation][rated][loaded][index];
  }
  const index = copperSections.indexOf(
    sectionMm2 as (typeof copperSections)[number],
  );
  return index < 0 ? undefined : copper[insulation][rated][loaded][index];
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
