import type {
  ConductorShape,
  HdConductor,
  HdConstruction,
  HdMaterial,
  HdMetallic,
  HdStandard,
  HdVoltage,
  VdeElement,
  VdeMaterial,
  VdePrefix,
  VdeSuffix,
} from "./tables";

/** The schemes a designation is read by: part of the API's contract (docs/api.md). */
export const designationSchemes = [
  "vde-0292",
  "hd-361",
  "article-number",
  "unknown",
] as const;
export type DesignationScheme = (typeof designationSchemes)[number];

/**
 * The shape of the decoder's words: the locale catalogue (`app/locales/en/designation.server.ts`)
 * satisfies it, so a code without its text fails the typecheck. Templates take `{name}` values.
 */
export interface DesignationMessages {
  schemes: Record<DesignationScheme, string>;
  vde: {
    standardType: string;
    prefixes: Record<VdePrefix, string>;
    /** "{material}" */
    insulation: string;
    innerSheath: string;
    sheath: string;
    materials: Record<VdeMaterial, string>;
    elements: Record<VdeElement, string>;
    braidScreen: string;
    suffixes: Record<VdeSuffix, string>;
  };
  hd: {
    standards: Record<HdStandard, string>;
    voltages: Record<HdVoltage, string>;
    insulation: string;
    innerCovering: string;
    sheath: string;
    materials: Record<HdMaterial, string>;
    metallic: Record<HdMetallic, string>;
    constructions: Record<HdConstruction, string>;
    aluminium: string;
    conductors: Record<HdConductor, string>;
  };
  size: {
    /** "{section}" */
    one: string;
    /** "{cores}", "{section}" */
    many: string;
    withEarth: string;
    withoutEarth: string;
    extraOne: string;
    extraMany: string;
    concentric: string;
  };
  shapes: Record<ConductorShape, string>;
  /** "{voltage}" */
  ratedVoltage: string;
  article: {
    prefix: string;
    /** "{name}" */
    family: string;
    /** "{name}", "{type}" */
    familyWithType: string;
    /** "{designation}", "{meaning}" */
    size: string;
    /** "{name}", "{designation}" */
    whole: string;
  };
}
