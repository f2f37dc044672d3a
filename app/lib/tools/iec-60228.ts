import type {
  ConductorClass,
  ConductorMaterial,
} from "../catalogue/cable-attributes";

/**
 * IEC 60228:2004 "Conductors of insulated cables": the maximum DC resistance of a conductor at
 * 20 °C, in Ω/km, by class, material and nominal cross-section (mm²).
 * - Table 1: class 1 (solid) conductors; Table 2: class 2 (stranded);
 * - Table 3: class 5 (flexible); Table 4: class 6 (highly flexible).
 * "Tinned copper" is the standard's "metal-coated" copper column. Aluminium conductors exist in
 * classes 1 and 2 only, from 10 mm². A size the standard does not list has no value (undefined),
 * never an interpolation.
 */

/** Nominal cross-sections of the tables, mm². */
export const iec60228Sections = [
  0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240,
  300, 400, 500, 630,
] as const;

type Column = readonly (number | null)[];
interface ClassTable {
  copper: Column;
  "tinned-copper": Column;
  aluminium: Column;
}

const _ = null;

/** Each column lines up with `iec60228Sections`; null where the table gives no value. */
const tables: Readonly<Record<ConductorClass, ClassTable>> = {
  // Table 1, solid conductors.
  1: {
    copper: [
      36.0,
      24.5,
      18.1,
      12.1,
      7.41,
      4.61,
      3.08,
      1.83,
      1.15,
      0.727,
      0.524,
      0.387,
      0.268,
      0.193,
      0.153,
      0.124,
      0.101,
      0.0775,
      0.062,
      0.0465,
      _,
      _,
    ],
    "tinned-copper": [
      36.7,
      24.8,
      18.2,
      12.2,
      7.56,
      4.7,
      3.11,
      1.84,
      1.16,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
    ],
    aluminium: [
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      3.08,
      1.91,
      1.2,
      0.868,
      0.641,
      0.443,
      0.32,
      0.253,
      0.206,
      0.164,
      0.125,
      0.1,
      0.0778,
      0.0605,
      0.0469,
    ],
  },
  // Table 2, stranded conductors.
  2: {
    copper: [
      36.0, 24.5, 18.1, 12.1, 7.41, 4.61, 3.08, 1.83, 1.15, 0.727, 0.524, 0.387,
      0.268, 0.193, 0.153, 0.124, 0.0991, 0.0754, 0.0601, 0.047, 0.0366, 0.0283,
    ],
    "tinned-copper": [
      36.7, 24.8, 18.2, 12.2, 7.56, 4.7, 3.11, 1.84, 1.16, 0.734, 0.529, 0.391,
      0.27, 0.195, 0.154, 0.126, 0.1, 0.0762, 0.0607, 0.0475, 0.0369, 0.0286,
    ],
    aluminium: [
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      3.08,
      1.91,
      1.2,
      0.868,
      0.641,
      0.443,
      0.32,
      0.253,
      0.206,
      0.164,
      0.125,
      0.1,
      0.0778,
      0.0605,
      0.0469,
    ],
  },
  // Table 3, flexible conductors.
  5: {
    copper: [
      39.0, 26.0, 19.5, 13.3, 7.98, 4.95, 3.3, 1.91, 1.21, 0.78, 0.554, 0.386,
      0.272, 0.206, 0.161, 0.129, 0.106, 0.0801, 0.0641, 0.0486, 0.0384, 0.0287,
    ],
    "tinned-copper": [
      40.1, 26.7, 20.0, 13.7, 8.21, 5.09, 3.39, 1.95, 1.24, 0.795, 0.565, 0.393,
      0.277, 0.21, 0.164, 0.132, 0.108, 0.0817, 0.0654, 0.0495, 0.0391, 0.0292,
    ],
    aluminium: [
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
    ],
  },
  // Table 4, highly flexible conductors: to 300 mm², the same limits as class 5.
  6: {
    copper: [
      39.0,
      26.0,
      19.5,
      13.3,
      7.98,
      4.95,
      3.3,
      1.91,
      1.21,
      0.78,
      0.554,
      0.386,
      0.272,
      0.206,
      0.161,
      0.129,
      0.106,
      0.0801,
      0.0641,
      _,
      _,
      _,
    ],
    "tinned-copper": [
      40.1,
      26.7,
      20.0,
      13.7,
      8.21,
      5.09,
      3.39,
      1.95,
      1.24,
      0.795,
      0.565,
      0.393,
      0.277,
      0.21,
      0.164,
      0.132,
      0.108,
      0.0817,
      0.0654,
      _,
      _,
      _,
    ],
    aluminium: [
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      _,
    ],
  },
};

/**
 * The maximum DC resistance at 20 °C (Ω/km) of one conductor, or undefined where IEC 60228 gives
 * none (aluminium below 10 mm² or in classes 5 and 6, a non-standard section).
 */
export function maxResistanceOhmKm(
  conductorClass: ConductorClass,
  material: ConductorMaterial,
  sectionMm2: number,
): number | undefined {
  const index = iec60228Sections.indexOf(
    sectionMm2 as (typeof iec60228Sections)[number],
  );
  if (index < 0) return undefined;
  return tables[conductorClass][material][index] ?? undefined;
}

/** The sections IEC 60228 lists for a class and material, smallest first. */
export function standardSections(
  conductorClass: ConductorClass,
  material: ConductorMaterial,
): number[] {
  const column = tables[conductorClass][material];
  return iec60228Sections.filter((_section, index) => column[index] !== null);
}
