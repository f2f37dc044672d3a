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

/** What the one order of sizes reads; a value the data does not hold may be null. */
export interface SizeOrderKey {
  cores: number | null;
  sectionMm2: number | null;
  extraCores?: number | null;
  extraSectionMm2?: number | null;
  /** The last key; a list of constructions alone (a range) may leave it out. */
  articleNumber?: string;
}

/** Ascending numbers, a missing one after every present one (never guessed as 0). */
function byNumber(a: number | null, b: number | null): number {
  if (a === null || b === null)
    return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return a - b;
}

/**
 * The one order of sizes wherever they are listed (issue 35): the product page, the finder's
 * matching sizes, compare, the PDFs, the admin's editor, the export and the tools. By number of
 * cores, then nominal cross-section as a number (3x1.5 before 3x6, 1x25 before 1x240), then the
 * reduced or protective conductors (none first: 4x16 before 4x16+16; then their cores, then their
 * section), then the article number, which is unique: the order is total, whatever the order the
 * sizes were entered or imported in. A size without its cores or section goes after the typed ones.
 */
export function compareSizes(a: SizeOrderKey, b: SizeOrderKey): number {
  return (
    byNumber(a.cores, b.cores) ||
    byNumber(a.sectionMm2, b.sectionMm2) ||
    (a.extraCores ?? 0) - (b.extraCores ?? 0) ||
    (a.extraSectionMm2 ?? 0) - (b.extraSectionMm2 ?? 0) ||
    ((a.articleNumber ?? "") < (b.articleNumber ?? "")
      ? -1
      : (a.articleNumber ?? "") > (b.articleNumber ?? "")
        ? 1
        : 0)
  );
}

/**
 * Rows of several products' sizes, each product's in the one order, the products kept in the
 * order they first appear (a query's order by product name or id).
 */
export function inSizeOrder<T extends SizeOrderKey>(
  rows: readonly T[],
  productOf: (row: T) => string,
): T[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = productOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].flatMap((group) => group.sort(compareSizes));
}
