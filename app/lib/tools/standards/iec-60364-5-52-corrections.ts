/**
 * IEC 60364-5-52:2009 (edition 3), Annex B: correction factors applied to the ratings of Tables
 * B.52.2 to B.52.13. Data only, as the standard prints them; read through `~/lib/tools/cable-sizing`.
 * Entered from the standard as recalled, without the printed text at hand (see
 * docs/decisions/023-cable-sizing.md for the values to check).
 */

/**
 * Table B.52.14: ambient air temperatures other than 30 °C (methods A1 to C, E, F, G), by
 * insulation. Rows: the air temperature in °C.
 */
export const tableB5214 = {
  table: "B.52.14",
  at: [10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80],
  pvc: [
    1.22,
    1.17,
    1.12,
    1.06,
    1.0,
    0.94,
    0.87,
    0.79,
    0.71,
    0.61,
    0.5,
    null,
    null,
    null,
    null,
  ],
  xlpe: [
    1.15, 1.12, 1.08, 1.04, 1.0, 0.96, 0.91, 0.87, 0.82, 0.76, 0.71, 0.65, 0.58,
    0.5, 0.41,
  ],
} as const;

/** Table B.52.15: ground temperatures other than 20 °C (methods D1 and D2). Rows: °C. */
export const tableB5215 = {
  table: "B.52.15",
  at: [10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80],
  pvc: [
    1.1,
    1.05,
    1.0,
    0.95,
    0.89,
    0.84,
    0.77,
    0.71,
    0.63,
    0.55,
    0.45,
    null,
    null,
    null,
    null,
  ],
  xlpe: [
    1.07, 1.04, 1.0, 0.96, 0.93, 0.89, 0.85, 0.8, 0.76, 0.71, 0.65, 0.6, 0.53,
    0.46, 0.38,
  ],
} as const;

/**
 * Table B.52.16: soil thermal resistivities other than 2.5 K·m/W. Rows: K·m/W. The first column
 * is for cables in buried ducts (D1), the second for cables direct in the ground (D2).
 */
export const tableB5216 = {
  table: "B.52.16",
  at: [0.5, 0.7, 1, 1.5, 2, 2.5, 3],
  D1: [1.28, 1.2, 1.18, 1.1, 1.05, 1.0, 0.96],
  D2: [1.88, 1.62, 1.5, 1.28, 1.12, 1.0, 0.9],
} as const;

/**
 * Table B.52.17: groups of more than one circuit or multi-core cable, by arrangement (the
 * table's items 1 to 5). Columns: the number of circuits or multi-core cables. Items 2 to 5 give
 * no further reduction beyond nine circuits.
 */
export const tableB5217 = {
  table: "B.52.17",
  at: [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 20],
  /** Item 1: bunched in air, on a surface, embedded or enclosed (methods A to F). */
  bunched: [1.0, 0.8, 0.7, 0.65, 0.6, 0.57, 0.54, 0.52, 0.5, 0.45, 0.41, 0.38],
  /** Item 2: single layer on a wall, a floor or an unperforated tray (method C). */
  "single-layer-wall": [
    1.0, 0.85, 0.79, 0.75, 0.73, 0.72, 0.72, 0.71, 0.7, 0.7, 0.7, 0.7,
  ],
  /** Item 3: single layer fixed directly under a wooden ceiling (method C). */
  "single-layer-ceiling": [
    0.95, 0.81, 0.72, 0.68, 0.66, 0.64, 0.63, 0.62, 0.61, 0.61, 0.61, 0.61,
  ],
  /** Item 4: single layer on a perforated horizontal or vertical tray (methods E and F). */
  "perforated-tray": [
    1.0, 0.88, 0.82, 0.77, 0.75, 0.73, 0.73, 0.72, 0.72, 0.72, 0.72, 0.72,
  ],
  /** Item 5: single layer on a cable ladder, cleats and the like (methods E and F). */
  ladder: [1.0, 0.87, 0.82, 0.8, 0.8, 0.79, 0.79, 0.78, 0.78, 0.78, 0.78, 0.78],
} as const;

/**
 * Table B.52.18: more than one circuit, cables laid directly in the ground (method D2), single-core
 * or multi-core, by the clearance between cables. Columns: the number of circuits.
 */
export const tableB5218 = {
  table: "B.52.18",
  at: [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 20],
  "ground-touching": [
    1.0, 0.75, 0.65, 0.6, 0.55, 0.5, 0.45, 0.43, 0.41, 0.36, 0.32, 0.29,
  ],
  "ground-one-diameter": [
    1.0, 0.8, 0.7, 0.6, 0.55, 0.55, 0.51, 0.48, 0.46, 0.42, 0.38, 0.35,
  ],
  "ground-0.125m": [
    1.0, 0.85, 0.75, 0.7, 0.65, 0.6, 0.59, 0.57, 0.55, 0.51, 0.47, 0.44,
  ],
  "ground-0.25m": [
    1.0, 0.9, 0.8, 0.75, 0.7, 0.7, 0.67, 0.65, 0.63, 0.59, 0.56, 0.53,
  ],
  "ground-0.5m": [
    1.0, 0.9, 0.85, 0.8, 0.8, 0.8, 0.76, 0.75, 0.74, 0.71, 0.68, 0.66,
  ],
} as const;

/**
 * Table B.52.19: more than one circuit, cables in ducts in the ground (method D1), multi-core
 * cables in single-way ducts, by the clearance between ducts. Columns: the number of cables.
 */
export const tableB5219 = {
  table: "B.52.19",
  at: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  "duct-touching": [
    1.0, 0.85, 0.75, 0.7, 0.65, 0.6, 0.57, 0.54, 0.52, 0.49, 0.47, 0.45,
  ],
  "duct-0.25m": [
    1.0, 0.9, 0.85, 0.8, 0.8, 0.8, 0.76, 0.74, 0.73, 0.72, 0.7, 0.69,
  ],
  "duct-0.5m": [
    1.0, 0.95, 0.9, 0.85, 0.85, 0.8, 0.8, 0.78, 0.77, 0.76, 0.75, 0.74,
  ],
  "duct-1m": [
    1.0, 0.95, 0.95, 0.9, 0.9, 0.9, 0.88, 0.88, 0.87, 0.86, 0.86, 0.85,
  ],
} as const;

/**
 * Table B.52.20: multi-core cables on trays or ladders in free air (method E), by the number of
 * trays (rows) and of cables per tray (columns `at`). Tabulated for reference; the calculator's
 * one-tray arrangements use Table B.52.17 items 4 and 5, which cover any number of circuits.
 */
/** @public Kept with the standard's other tables; the calculator does not read it yet. */
export const tableB5220 = {
  table: "B.52.20",
  at: [1, 2, 3, 4, 6, 9],
  rows: {
    "perforated-touching": {
      1: [1.0, 0.88, 0.82, 0.79, 0.76, 0.73],
      2: [1.0, 0.87, 0.8, 0.77, 0.73, 0.68],
      3: [1.0, 0.86, 0.79, 0.76, 0.71, 0.66],
      6: [1.0, 0.84, 0.77, 0.73, 0.68, 0.64],
    },
    "perforated-spaced": {
      1: [1.0, 1.0, 0.98, 0.95, 0.91, null],
      2: [1.0, 0.99, 0.96, 0.92, 0.87, null],
      3: [1.0, 0.98, 0.95, 0.91, 0.85, null],
    },
    "vertical-perforated-touching": {
      1: [1.0, 0.88, 0.82, 0.78, 0.73, 0.72],
      2: [1.0, 0.88, 0.81, 0.76, 0.71, 0.7],
    },
    "vertical-perforated-spaced": {
      1: [1.0, 0.91, 0.89, 0.88, 0.87, null],
      2: [1.0, 0.91, 0.88, 0.87, 0.85, null],
    },
    "unperforated-touching": {
      1: [0.97, 0.84, 0.78, 0.75, 0.71, 0.68],
      2: [0.97, 0.83, 0.76, 0.72, 0.68, 0.63],
      3: [0.97, 0.82, 0.75, 0.71, 0.66, 0.61],
      6: [0.97, 0.81, 0.73, 0.69, 0.63, 0.58],
    },
    "ladder-touching": {
      1: [1.0, 0.87, 0.82, 0.8, 0.79, 0.78],
      2: [1.0, 0.86, 0.8, 0.78, 0.76, 0.73],
      3: [1.0, 0.85, 0.79, 0.76, 0.73, 0.7],
      6: [1.0, 0.84, 0.77, 0.73, 0.68, 0.64],
    },
    "ladder-spaced": {
      1: [1.0, 1.0, 1.0, 1.0, 1.0, null],
      2: [1.0, 0.99, 0.98, 0.97, 0.96, null],
      3: [1.0, 0.98, 0.97, 0.96, 0.93, null],
    },
  },
} as const;

/**
 * Table B.52.21: single-core cables in three-phase circuits on trays or ladders (method F), by the
 * number of trays (rows) and of circuits per tray (columns `at`). Tabulated for reference, like
 * B.52.20.
 */
/** @public Kept with the standard's other tables; the calculator does not read it yet. */
export const tableB5221 = {
  table: "B.52.21",
  at: [1, 2, 3],
  rows: {
    "perforated-flat-touching": {
      1: [0.98, 0.91, 0.87],
      2: [0.96, 0.87, 0.81],
      3: [0.95, 0.85, 0.78],
    },
    "vertical-perforated-flat-touching": {
      1: [0.96, 0.86, null],
      2: [0.95, 0.84, null],
    },
    "ladder-flat-touching": {
      1: [1.0, 0.97, 0.96],
      2: [0.98, 0.93, 0.89],
      3: [0.97, 0.9, 0.86],
    },
    "perforated-trefoil": {
      1: [1.0, 0.98, 0.96],
      2: [0.97, 0.93, 0.89],
      3: [0.96, 0.92, 0.86],
    },
    "vertical-perforated-trefoil": {
      1: [1.0, 0.91, 0.89],
      2: [1.0, 0.9, 0.86],
    },
    "ladder-trefoil": {
      1: [1.0, 1.0, 1.0],
      2: [0.97, 0.95, 0.93],
      3: [0.96, 0.94, 0.9],
    },
  },
} as const;

/**
 * IEC 60364-5-52:2009 Annex G (informative), voltage drop in consumers' installations:
 * u = b (ρ1 · L / S · cos φ + λ · L · sin φ) · IB, and Δu = 100 · u / U0 (%), where
 * - b = 1 for three-phase circuits, 2 for single-phase circuits (and here DC, out and back);
 * - ρ1 is the resistivity in normal service, 1.25 times that at 20 °C;
 * - λ is the reactance per unit length, 0.08 mΩ/m when nothing else is known;
 * - U0 is the line-to-neutral voltage.
 */
export const annexG = {
  table: "Annex G",
  /** Ω·mm²/m, at service temperature. */
  resistivity: { copper: 0.0225, aluminium: 0.036 },
  /** Ω/m (0.08 mΩ/m). */
  reactancePerMetre: 0.08e-3,
  b: { "three-phase": 1, "single-phase": 2, dc: 2 },
} as const;
