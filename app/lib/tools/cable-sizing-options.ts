import type { LangAttrs } from "../locale/lang-attrs";
import {
  type ReferenceMethod,
  referenceMethods,
} from "../catalogue/cable-attributes";

/**
 * The codes of the cable-sizing tool's inputs (`/tools/cable-sizing`, `GET /api/v1/cable-sizing`):
 * part of the public contract, like the catalogue's attribute codes. Kept apart from the tables so
 * the page's browser code carries the lists and not the standard.
 */

export const sizingSystems = ["single-phase", "three-phase", "dc"] as const;
export type SizingSystem = (typeof sizingSystems)[number];

export const sizingMaterials = ["copper", "aluminium"] as const;
export type SizingMaterial = (typeof sizingMaterials)[number];

export const sizingInsulations = ["pvc", "xlpe"] as const;
export type SizingInsulation = (typeof sizingInsulations)[number];

export const sizingMethods = referenceMethods;
export type SizingMethod = ReferenceMethod;

/**
 * How grouped circuits lie, one code per row of the grouping tables: Table B.52.17 items 1 to 5
 * (in air), B.52.18 (direct in the ground, by clearance), B.52.19 (in ducts, by clearance).
 */
export const sizingArrangements = [
  "bunched",
  "single-layer-wall",
  "single-layer-ceiling",
  "perforated-tray",
  "ladder",
  "ground-touching",
  "ground-one-diameter",
  "ground-0.125m",
  "ground-0.25m",
  "ground-0.5m",
  "duct-touching",
  "duct-0.25m",
  "duct-0.5m",
  "duct-1m",
] as const;
export type SizingArrangement = (typeof sizingArrangements)[number];

/** The methods each arrangement's factors apply to, as the tables state them. */
export const arrangementMethods: Readonly<
  Record<SizingArrangement, readonly SizingMethod[]>
> = {
  bunched: ["A1", "A2", "B1", "B2", "C", "E", "F"],
  "single-layer-wall": ["C"],
  "single-layer-ceiling": ["C"],
  "perforated-tray": ["E", "F"],
  ladder: ["E", "F"],
  "ground-touching": ["D2"],
  "ground-one-diameter": ["D2"],
  "ground-0.125m": ["D2"],
  "ground-0.25m": ["D2"],
  "ground-0.5m": ["D2"],
  "duct-touching": ["D1"],
  "duct-0.25m": ["D1"],
  "duct-0.5m": ["D1"],
  "duct-1m": ["D1"],
};

/** The arrangement assumed when none is given: the first the method allows. */
export function defaultArrangement(
  method: SizingMethod,
): SizingArrangement | null {
  if (method === "C") return "single-layer-wall";
  if (method === "E" || method === "F") return "perforated-tray";
  return (
    sizingArrangements.find((code) =>
      arrangementMethods[code].includes(method),
    ) ?? null
  );
}

/** Methods in the ground: their ambient is the ground's, and soil resistivity applies. */
export function isGroundMethod(method: SizingMethod): boolean {
  return method === "D1" || method === "D2";
}

/** The API's query names, in the form's order. */
export const sizingFields = [
  "current",
  "power_kw",
  "power_factor",
  "system",
  "voltage",
  "length",
  "material",
  "insulation",
  "method",
  "ambient",
  "circuits",
  "arrangement",
  "soil_resistivity",
  "max_drop",
] as const;
export type SizingField = (typeof sizingFields)[number];

export const DEFAULT_MAX_DROP_PERCENT = 4;
/** Annex G: "in the absence of precise details, the power factor is taken as 0.8". */
export const DEFAULT_POWER_FACTOR = 0.8;

/** One of our sizes matching the answer, as the API lists it (`products`). */
export interface MatchingSize {
  product_id: string;
  /** The product's name in the page's language (the API's is English). */
  name: string;
  /** An Arabic page's mark on a name still in English. */
  marks?: { name?: LangAttrs };
  article_number: string;
  designation: string;
  section_mm2: number;
  url: string;
}

/** The longest number the form's inputs take, as typed: far past any value the ranges allow. */
export const SIZING_NUMBER_MAX_LENGTH = 20;
