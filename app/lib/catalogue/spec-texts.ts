/**
 * The specification values written in words (materials, colours, the rating's and the temperatures'
 * conditions, the bend radius's reference): each has an Arabic twin in `product_texts.specifications`
 * (issue 35; decision 041, "Specification values"). The cross-section, the voltage and the number
 * of cores are numbers with unit symbols, the same in both languages (decision 044's units): they
 * have no Arabic field, and an Arabic page shows them as they are, isolated.
 */
export const translatedSpecKeys = [
  "current",
  "insulation",
  "insulationMaterial",
  "sheath",
  "sheathMaterial",
  "flexibility",
  "temperature",
  "operatingTemp",
  "bendRadius",
  "availableColors",
] as const;
export type TranslatedSpecKey = (typeof translatedSpecKeys)[number];

/** A product's specification values in another language: only the keys written in it. */
export type SpecificationTexts = Partial<Record<TranslatedSpecKey, string>>;

export const isTranslatedSpecKey = (key: string): key is TranslatedSpecKey =>
  (translatedSpecKeys as readonly string[]).includes(key);

/** The translations that say something (an empty value is no translation: the English shows). */
export function writtenSpecTexts(
  texts: SpecificationTexts,
): SpecificationTexts {
  const written: SpecificationTexts = {};
  for (const key of translatedSpecKeys) {
    const value = texts[key]?.trim();
    if (value) written[key] = value;
  }
  return written;
}

/**
 * Unit symbols and names of standards, which read the same in every language (decision 044):
 * what is left of a value once they are taken out tells whether it has words.
 */
const SYMBOLS =
  /\b(?:mm²|mm2|mm|kV|V|A|kW|kg\/km|Ω\/km|km|m|s|IEC|EN|HD|VDE|ISO|BS|UL|RAL|Uo\/U)(?![A-Za-z])|°C|Ω/g;

/**
 * Whether an English value is only numbers, unit symbols and signs ("0.6/1 kV", "3 × 6 mm²", "-5 °C
 * to" is not): such a value is the same in Arabic, so an Arabic page shows it unmarked.
 */
export function isLanguageNeutral(value: string): boolean {
  return !/[A-Za-z]/.test(value.replace(SYMBOLS, ""));
}
