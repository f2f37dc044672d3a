/**
 * IEC 60364-5-52:2009 (edition 3), Annex B: current-carrying capacities, in amperes, of cables in
 * the reference methods of Table B.52.1, at 30 °C in air or 20 °C in the ground (soil thermal
 * resistivity 2.5 K·m/W), one circuit, no correction applied.
 *
 * Data only, table by table and column by column as the standard prints them. Each column lines
 * up with its table's `sections`; `null` where the standard prints no value (aluminium below
 * 16 mm² is not kept: IEC 60228 makes none below 10 mm² and the catalogue none below 16 mm²;
 * single-core methods F and G start at 25 mm²). Read through `~/lib/tools/iec-60364-5-52`.
 *
 * Entered from the standard as recalled, without the printed text at hand, then compared cell by
 * cell with independent public transcriptions of the same tables (IEC 60364-5-52:2009 and its
 * identical national adoptions TCVN 7447-5-52, DS/HD 60364-5-52, GOST R 50571.5.52, NBR 5410 for
 * methods A to C): docs/decisions/023-cable-sizing.md, "Settled on 27 November", names the sources
 * and the six cells corrected then. A printed copy has still not been read.
 */

export const annexBCopperSections = [
  1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300,
] as const;
export const annexBAluminiumSections = [
  16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300,
] as const;

/** Methods A1 to D2: Tables B.52.2 to B.52.5, one column per method. */
export type MethodAtoD = "A1" | "A2" | "B1" | "B2" | "C" | "D1" | "D2";

export interface AtoDTable {
  table: string;
  insulation: "pvc" | "xlpe";
  loaded: 2 | 3;
  copper: Readonly<Record<MethodAtoD, readonly number[]>>;
  aluminium: Readonly<Record<MethodAtoD, readonly number[]>>;
}

/** Table B.52.2: PVC, 70 °C, two loaded conductors (copper or aluminium). */
export const tableB522: AtoDTable = {
  table: "B.52.2",
  insulation: "pvc",
  loaded: 2,
  copper: {
    A1: [
      14.5, 19.5, 26, 34, 46, 61, 80, 99, 119, 151, 182, 210, 240, 273, 321,
      367,
    ],
    A2: [
      14, 18.5, 25, 32, 43, 57, 75, 92, 110, 139, 167, 192, 219, 248, 291, 334,
    ],
    B1: [
      17.5, 24, 32, 41, 57, 76, 101, 125, 151, 192, 232, 269, 300, 341, 400,
      458,
    ],
    B2: [
      16.5, 23, 30, 38, 52, 69, 90, 111, 133, 168, 201, 232, 258, 294, 344, 394,
    ],
    C: [
      19.5, 27, 36, 46, 63, 85, 112, 138, 168, 213, 258, 299, 344, 392, 461,
      530,
    ],
    D1: [
      22, 29, 37, 46, 60, 78, 99, 119, 140, 173, 204, 231, 261, 292, 336, 379,
    ],
    D2: [
      22, 28, 38, 48, 64, 83, 110, 132, 156, 192, 230, 261, 293, 331, 382, 427,
    ],
  },
  aluminium: {
    A1: [48, 63, 77, 93, 118, 142, 164, 189, 215, 252, 289],
    A2: [44, 58, 71, 86, 108, 130, 150, 172, 195, 229, 263],
    B1: [60, 79, 97, 118, 150, 181, 210, 234, 266, 312, 358],
    B2: [54, 71, 86, 104, 131, 157, 181, 201, 230, 269, 308],
    C: [66, 83, 103, 125, 160, 195, 226, 261, 298, 352, 406],
    D1: [61, 77, 93, 109, 135, 159, 180, 204, 228, 262, 296],
    D2: [63, 82, 98, 117, 145, 173, 200, 224, 255, 298, 336],
  },
};

/** Table B.52.3: XLPE or EPR, 90 °C, two loaded conductors. */
export const tableB523: AtoDTable = {
  table: "B.52.3",
  insulation: "xlpe",
  loaded: 2,
  copper: {
    A1: [
      19, 26, 35, 45, 61, 81, 106, 131, 158, 200, 241, 278, 318, 362, 424, 486,
    ],
    A2: [
      18.5, 25, 33, 42, 57, 76, 99, 121, 145, 183, 220, 253, 290, 329, 386, 442,
    ],
    B1: [
      23, 31, 42, 54, 75, 100, 133, 164, 198, 253, 306, 354, 393, 449, 528, 603,
    ],
    B2: [
      22, 30, 40, 51, 69, 91, 119, 146, 175, 221, 265, 305, 334, 384, 459, 532,
    ],
    C: [
      24, 33, 45, 58, 80, 107, 138, 171, 209, 269, 328, 382, 441, 506, 599, 693,
    ],
    D1: [
      25, 33, 43, 53, 71, 91, 116, 139, 164, 203, 239, 271, 306, 343, 395, 446,
    ],
    D2: [
      27, 35, 46, 58, 77, 100, 129, 155, 183, 225, 270, 306, 343, 387, 448, 502,
    ],
  },
  aluminium: {
    A1: [64, 84, 103, 125, 158, 191, 220, 253, 288, 338, 387],
    A2: [60, 78, 96, 115, 145, 175, 201, 230, 262, 307, 352],
    B1: [79, 105, 130, 157, 200, 242, 281, 307, 351, 412, 471],
    B2: [72, 94, 115, 138, 175, 210, 242, 261, 300, 358, 415],
    C: [84, 101, 126, 154, 198, 241, 280, 324, 371, 439, 508],
    D1: [71, 90, 108, 128, 158, 186, 211, 238, 267, 307, 346],
    D2: [76, 98, 117, 139, 170, 204, 233, 261, 296, 343, 386],
  },
};

/** Table B.52.4: PVC, 70 °C, three loaded conductors. */
export const tableB524: AtoDTable = {
  table: "B.52.4",
  insulation: "pvc",
  loaded: 3,
  copper: {
    A1: [
      13.5, 18, 24, 31, 42, 56, 73, 89, 108, 136, 164, 188, 216, 245, 286, 328,
    ],
    A2: [
      13, 17.5, 23, 29, 39, 52, 68, 83, 99, 125, 150, 172, 196, 223, 261, 298,
    ],
    B1: [
      15.5, 21, 28, 36, 50, 68, 89, 110, 134, 171, 207, 239, 262, 296, 346, 394,
    ],
    B2: [
      15, 20, 27, 34, 46, 62, 80, 99, 118, 149, 179, 206, 225, 255, 297, 339,
    ],
    C: [
      17.5, 24, 32, 41, 57, 76, 96, 119, 144, 184, 223, 259, 299, 341, 403, 464,
    ],
    D1: [
      18, 24, 30, 38, 50, 64, 82, 98, 116, 143, 169, 192, 217, 243, 280, 316,
    ],
    D2: [
      19, 24, 33, 41, 54, 70, 92, 110, 130, 162, 193, 220, 246, 278, 320, 359,
    ],
  },
  aluminium: {
    A1: [43, 57, 70, 84, 107, 129, 149, 170, 194, 227, 261],
    A2: [41, 53, 65, 78, 98, 118, 135, 155, 176, 207, 237],
    B1: [53, 70, 86, 104, 133, 161, 186, 204, 230, 269, 306],
    B2: [48, 62, 77, 92, 116, 139, 160, 176, 199, 232, 265],
    C: [59, 73, 90, 110, 140, 170, 197, 227, 259, 305, 351],
    D1: [50, 64, 77, 91, 112, 132, 150, 169, 190, 218, 247],
    D2: [53, 69, 83, 99, 122, 148, 169, 189, 214, 250, 282],
  },
};

/** Table B.52.5: XLPE or EPR, 90 °C, three loaded conductors. */
export const tableB525: AtoDTable = {
  table: "B.52.5",
  insulation: "xlpe",
  loaded: 3,
  copper: {
    A1: [
      17, 23, 31, 40, 54, 73, 95, 117, 141, 179, 216, 249, 285, 324, 380, 435,
    ],
    A2: [
      16.5, 22, 30, 38, 51, 68, 89, 109, 130, 164, 197, 227, 259, 295, 346, 396,
    ],
    B1: [
      20, 28, 37, 48, 66, 88, 117, 144, 175, 222, 269, 312, 342, 384, 450, 514,
    ],
    B2: [
      19.5, 26, 35, 44, 60, 80, 105, 128, 154, 194, 233, 268, 300, 340, 398,
      455,
    ],
    C: [
      22, 30, 40, 52, 71, 96, 119, 147, 179, 229, 278, 322, 371, 424, 500, 576,
    ],
    D1: [
      21, 28, 36, 44, 58, 75, 96, 115, 135, 167, 197, 223, 251, 281, 324, 365,
    ],
    D2: [
      23, 30, 39, 49, 65, 84, 107, 129, 153, 188, 226, 257, 287, 324, 375, 419,
    ],
  },
  aluminium: {
    A1: [58, 76, 94, 113, 142, 171, 197, 226, 256, 300, 344],
    A2: [55, 71, 87, 104, 131, 157, 180, 206, 233, 273, 313],
    B1: [71, 93, 116, 140, 179, 217, 251, 267, 300, 351, 402],
    B2: [64, 84, 103, 124, 156, 188, 216, 240, 272, 318, 364],
    C: [76, 90, 112, 136, 174, 211, 245, 283, 323, 382, 440],
    D1: [59, 75, 90, 106, 130, 154, 174, 197, 220, 253, 286],
    D2: [64, 82, 98, 117, 144, 172, 197, 220, 250, 290, 326],
  },
};

/**
 * Methods E, F and G: Tables B.52.10 to B.52.13, by material. Columns:
 * - `E2`, `E3`: multi-core cable in free air, two or three loaded conductors;
 * - `F2`: single-core cables touching, two loaded conductors;
 * - `F3Trefoil`, `F3Flat`: three loaded conductors in trefoil or flat and touching;
 * - `GHorizontal`, `GVertical`: single-core cables spaced by one diameter.
 */
export type EfgColumn =
  "E2" | "E3" | "F2" | "F3Trefoil" | "F3Flat" | "GHorizontal" | "GVertical";

export interface EfgTable {
  table: string;
  insulation: "pvc" | "xlpe";
  material: "copper" | "aluminium";
  columns: Readonly<Record<EfgColumn, readonly (number | null)[]>>;
}

const _ = null;
/** The five copper sections below 25 mm², where F and G have no value. */
const none5 = [_, _, _, _, _] as const;

/** Table B.52.10: PVC, copper. */
export const tableB5210: EfgTable = {
  table: "B.52.10",
  insulation: "pvc",
  material: "copper",
  columns: {
    E2: [
      22, 30, 40, 51, 70, 94, 119, 148, 180, 232, 282, 328, 379, 434, 514, 593,
    ],
    E3: [
      18.5, 25, 34, 43, 60, 80, 101, 126, 153, 196, 238, 276, 319, 364, 430,
      497,
    ],
    F2: [...none5, _, 131, 162, 196, 251, 304, 352, 406, 463, 546, 629],
    F3Trefoil: [...none5, _, 110, 137, 167, 216, 264, 308, 356, 409, 485, 561],
    F3Flat: [...none5, _, 114, 143, 174, 225, 275, 321, 372, 427, 507, 587],
    GHorizontal: [
      ...none5,
      _,
      146,
      181,
      219,
      281,
      341,
      396,
      456,
      521,
      615,
      709,
    ],
    GVertical: [...none5, _, 130, 162, 197, 254, 311, 362, 419, 480, 569, 659],
  },
};

/** Table B.52.11: PVC, aluminium. */
export const tableB5211: EfgTable = {
  table: "B.52.11",
  insulation: "pvc",
  material: "aluminium",
  columns: {
    E2: [73, 89, 111, 135, 173, 210, 244, 282, 322, 380, 439],
    E3: [61, 78, 96, 117, 150, 183, 212, 245, 280, 330, 381],
    F2: [_, 98, 122, 149, 192, 235, 273, 316, 363, 430, 497],
    F3Trefoil: [_, 84, 105, 128, 166, 203, 237, 274, 315, 375, 434],
    F3Flat: [_, 87, 109, 133, 173, 212, 247, 287, 330, 392, 455],
    GHorizontal: [_, 112, 139, 169, 217, 265, 308, 356, 407, 482, 557],
    GVertical: [_, 99, 124, 152, 196, 241, 282, 327, 376, 447, 519],
  },
};

/** Table B.52.12: XLPE or EPR, copper. */
export const tableB5212: EfgTable = {
  table: "B.52.12",
  insulation: "xlpe",
  material: "copper",
  columns: {
    E2: [
      26, 36, 49, 63, 86, 115, 149, 185, 225, 289, 352, 410, 473, 542, 641, 741,
    ],
    E3: [
      23, 32, 42, 54, 75, 100, 127, 158, 192, 246, 298, 346, 399, 456, 538, 621,
    ],
    F2: [...none5, _, 161, 200, 242, 310, 377, 437, 504, 575, 679, 783],
    F3Trefoil: [...none5, _, 135, 169, 207, 268, 328, 383, 444, 510, 607, 703],
    F3Flat: [...none5, _, 141, 176, 216, 279, 342, 400, 464, 533, 634, 736],
    GHorizontal: [
      ...none5,
      _,
      182,
      226,
      275,
      353,
      430,
      500,
      577,
      661,
      781,
      902,
    ],
    GVertical: [...none5, _, 161, 201, 246, 318, 389, 454, 527, 605, 719, 833],
  },
};

/** Table B.52.13: XLPE or EPR, aluminium. */
export const tableB5213: EfgTable = {
  table: "B.52.13",
  insulation: "xlpe",
  material: "aluminium",
  columns: {
    E2: [91, 108, 135, 164, 211, 257, 300, 346, 397, 470, 543],
    E3: [77, 97, 120, 146, 187, 227, 263, 304, 347, 409, 471],
    F2: [_, 121, 150, 184, 237, 289, 337, 389, 447, 530, 613],
    F3Trefoil: [_, 103, 129, 159, 206, 253, 296, 343, 395, 471, 547],
    F3Flat: [_, 107, 135, 165, 215, 264, 308, 358, 413, 492, 571],
    GHorizontal: [_, 138, 172, 210, 271, 332, 387, 448, 515, 611, 708],
    GVertical: [_, 122, 153, 188, 244, 300, 351, 408, 470, 561, 652],
  },
};

export const atoDTables = [tableB522, tableB523, tableB524, tableB525] as const;
export const efgTables = [
  tableB5210,
  tableB5211,
  tableB5212,
  tableB5213,
] as const;

/**
 * The cells not yet confirmed (docs/decisions/023, "Cross-checked" and "Settled on 27 November"):
 * where independent entries of the same tables differ, or none could confirm ours. An answer that
 * relies on one says so on the page. Add a line when a cell comes into doubt; remove it once two
 * independent sources, or one reliable transcription and the tables' own consistency, settle it.
 *
 * Empty since 27 November: every cell listed on 25 November was settled by independent
 * transcriptions (six of them corrected: B.52.5 copper C at 6, 10 and 16 mm², aluminium C at
 * 16 mm², aluminium D2 at 95 and 150 mm²).
 */
export const uncheckedCells: readonly {
  table: string;
  material: "copper" | "aluminium";
  /** A method ("C") or an E/F/G column ("E2"); "*" for every column. */
  column: string;
  /** The sections in mm²; "*" for every section. */
  sections: readonly number[] | "*";
}[] = [];
