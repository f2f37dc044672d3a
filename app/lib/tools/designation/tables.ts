import { iec60228Sections } from "../iec-60228";

/**
 * The letter tables of the two cable type codes the decoder reads, as data. The meanings people
 * read are in the locale catalogue (`app/locales/en/designation.server.ts`), keyed by these codes;
 * its `satisfies` clauses fail the typecheck when a code here has no text there.
 *
 * Sources (the printed standards were not at hand; these summaries agree with each other):
 * - German type code: DIN VDE 0292 "System for cable and cord type designations", as tabled by
 *   Bayka, "Type designation codes" (bayka.de, Service / Technical information) and HELUKABEL,
 *   "Technical information", X 14 "Code designation explanations for cables and insulated wire";
 *   conductor shapes (re, rm, se, sm) after DIN VDE 0295 / IEC 60228 as written in DIN VDE 0276-603
 *   type codes. "SL" (control cable) and "Z" (numbered cores) are the makers' letters of the
 *   YSLY/YSLCY family, which follow the same system.
 * - Harmonised code: CENELEC HD 361 S3 "System for cable designation", Tables 1a, 1b (Part 1),
 *   2a to 2e (Part 2) and Part 3 (cores, G/X, section), as tabled by Eland Cables, "Harmonised
 *   codes", and cable-world.co.uk, "A guide to harmonised cable codes".
 * - Nominal cross-sections: IEC 60228 (Tables 1 to 4; class 2 to 2500 mm²).
 */

/** German type code (VDE 0292): the first letter of a type made to a VDE standard. */
export const vdeStandardType = "N";

/** Before the insulation: "F" right after "N" (overhead line cable), "A" (aluminium conductor). */
export const vdePrefixes = ["F", "A"] as const;
export type VdePrefix = (typeof vdePrefixes)[number];

/** Insulation and sheath compounds (VDE 0292). */
export const vdeMaterials = [
  "Y",
  "2Y",
  "X",
  "2X",
  "HX",
  "H",
  "G",
  "2G",
] as const;
export type VdeMaterial = (typeof vdeMaterials)[number];

/** Compounds that may stand first, as the insulation. "H" may not: see `vdeAmbiguousInside`. */
export const vdeInsulations = [
  "Y",
  "2Y",
  "X",
  "2X",
  "HX",
  "G",
  "2G",
] as const satisfies readonly VdeMaterial[];

/** Compounds that may stand last, as the outer sheath. */
export const vdeSheaths = [
  "Y",
  "2Y",
  "H",
  "HX",
] as const satisfies readonly VdeMaterial[];

/** Compounds that may stand between the insulation and the outer sheath, as an inner sheath. */
export const vdeInnerSheaths = [
  "Y",
  "2Y",
] as const satisfies readonly VdeMaterial[];

/**
 * Letters between the insulation and the sheath: screens, concentric conductors, armour and
 * construction. "C" is a concentric copper conductor in a power cable and a braided copper screen
 * in a control cable ("SL"): the decoder tells them apart by that context.
 */
export const vdeElements = [
  "C",
  "CW",
  "CE",
  "S",
  "SE",
  "(F)",
  "B",
  "F",
  "R",
  "G",
  "GB",
  "M",
  "SL",
] as const;
export type VdeElement = (typeof vdeElements)[number];

/**
 * Inside the code, "H" is either the conductive (field-limiting) layers of a medium-voltage cable
 * or a halogen-free compound: the position does not decide, so it is flagged, never explained.
 */
export const vdeAmbiguousInside = ["H"] as const;

/** After the hyphen: "J" (with a green-and-yellow core) or "O" (without), then "Z" (numbered). */
export const vdeSuffixes = ["J", "O", "Z"] as const;
export type VdeSuffix = (typeof vdeSuffixes)[number];

/** Conductor shapes written after the size: round or sector-shaped, solid or stranded. */
export const conductorShapes = ["RE", "RM", "SE", "SM"] as const;
export type ConductorShape = (typeof conductorShapes)[number];

/** Tokens of the German code, longest first (the tokenizer takes the first that matches). */
export const vdeTokens = [
  "(F)",
  "2X",
  "2Y",
  "2G",
  "HX",
  "CW",
  "CE",
  "SE",
  "SL",
  "GB",
] as const;

/** HD 361 Table 1a: relationship to the standards. */
export const hdStandards = ["H", "A"] as const;
export type HdStandard = (typeof hdStandards)[number];

/** HD 361 Table 1b: rated voltage Uo/U. */
export const hdVoltages = ["01", "03", "05", "07"] as const;
export type HdVoltage = (typeof hdVoltages)[number];

/** HD 361 Table 2a: insulating and non-metallic sheathing materials. */
export const hdMaterials = [
  "B",
  "G",
  "J",
  "M",
  "N",
  "N2",
  "N4",
  "N8",
  "Q",
  "Q4",
  "R",
  "S",
  "T",
  "T6",
  "V",
  "V2",
  "V3",
  "V4",
  "V5",
  "Z",
  "Z1",
] as const;
export type HdMaterial = (typeof hdMaterials)[number];

/** Braids (J glass fibre, T and T6 textile) cover cores; they are never the insulation. */
export const hdCoveringsOnly = [
  "J",
  "T",
  "T6",
] as const satisfies readonly HdMaterial[];

/** HD 361 Table 2b: metallic coverings. */
export const hdMetallic = ["C", "C4"] as const;
export type HdMetallic = (typeof hdMetallic)[number];

/** HD 361 Table 2c: special constructions and components. */
export const hdConstructions = [
  "D",
  "D5",
  "H",
  "H2",
  "H6",
  "H7",
  "H8",
] as const;
export type HdConstruction = (typeof hdConstructions)[number];

/** HD 361 Table 2d: conductor material after the hyphen ("A" aluminium; none for copper). */
export const hdAluminium = "A";

/** HD 361 Table 2e: form of the conductor, after the hyphen. */
export const hdConductors = ["D", "E", "F", "H", "K", "R", "U", "Y"] as const;
export type HdConductor = (typeof hdConductors)[number];

/**
 * Nominal cross-sections, mm² (IEC 60228; the tables in `iec-60228.ts` stop at 630). A section
 * outside this list is flagged.
 */
export const nominalSections: readonly number[] = [
  ...iec60228Sections,
  800,
  1000,
  1200,
  1400,
  1600,
  1800,
  2000,
  2500,
];

/** The most cores the decoder explains (the catalogue's own limit, product_sizes CHECK). */
export const maxCores = 200;
