/**
 * A size's construction and its designation. The designation ("4x16", "3x25+16", "3x35+2x16") is
 * derived from the typed numbers, never parsed back: the numbers are the truth.
 */

export interface SizeConstruction {
  cores: number;
  sectionMm2: number;
  /** Absent or null when the construction has no reduced conductors. */
  extraCores?: number | null;
  extraSectionMm2?: number | null;
}

/** A section as designations write it: 1.5, 2.5, 16 (no trailing zeros, a point for decimals). */
export function formatSection(sectionMm2: number): string {
  return String(Number(sectionMm2.toFixed(3)));
}

/**
 * "4x16", "1x6", "3x25+16" (one reduced conductor), "3x35+2x16" (two). The "x" is a plain letter so
 * the designation can be typed and searched; pages may show it with "×".
 */
export function sizeDesignation(size: SizeConstruction): string {
  const main = `${size.cores}x${formatSection(size.sectionMm2)}`;
  if (size.extraCores == null || size.extraSectionMm2 == null) return main;
  const extra =
    size.extraCores === 1
      ? formatSection(size.extraSectionMm2)
      : `${size.extraCores}x${formatSection(size.extraSectionMm2)}`;
  return `${main}+${extra}`;
}

/** The forms a buyer may search a size by, before normalisation: "4x16", "4x16mm²", "16mm²". */
export function sizeSearchTerms(
  size: SizeConstruction & { articleNumber: string },
): string[] {
  const designation = sizeDesignation(size);
  return [
    size.articleNumber,
    designation,
    `${designation}mm²`,
    `${formatSection(size.sectionMm2)}mm²`,
  ];
}
