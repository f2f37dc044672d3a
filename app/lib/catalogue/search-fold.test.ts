import { describe, expect, it } from "vitest";
import {
  foldArabic,
  foldForSearch,
  searchWords,
  stemArabicSearchWord,
} from "./search-fold";

describe("Arabic search folding", () => {
  it("folds the alef forms, ta marbuta and alef maqsura", () => {
    // Alexandria, as it is written and as it is typed in a hurry.
    expect(foldForSearch("الإسكندرية")).toBe(foldForSearch("الاسكندريه"));
    expect(foldForSearch("أسلاك")).toBe("اسلاك");
    expect(foldForSearch("آمن")).toBe("امن");
    expect(foldForSearch("ٱلكابل")).toBe("الكابل");
    expect(foldForSearch("موصلة")).toBe("موصله");
    expect(foldForSearch("مستوى")).toBe("مستوي");
    // A Persian keyboard's yeh and kaf.
    expect(foldForSearch("کابلی")).toBe("كابلي");
  });

  it("drops tatweel, diacritics and invisible direction marks", () => {
    expect(foldForSearch("كابِل")).toBe("كابل");
    expect(foldForSearch("كَهْرَبَاءٌ")).toBe("كهرباء");
    expect(foldForSearch("نُحَاسٌ مُجَدَّل")).toBe("نحاس مجدل");
    expect(foldForSearch("كــــابل")).toBe("كابل");
    expect(foldForSearch("رحمٰن")).toBe("رحمن");
    expect(foldForSearch("\u200Fكابل\u200E 16\u2066mm\u2069")).toBe(
      "كابل 16mm",
    );
  });

  it("reads Eastern Arabic and Persian digits, and the Arabic separators, as Western", () => {
    expect(foldForSearch("١٦")).toBe("16");
    expect(foldForSearch("۱۶")).toBe("16");
    expect(foldForSearch("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(foldForSearch("٠٫٦/١ ك.ف")).toBe("0.6/1 ك.ف");
    expect(foldForSearch("١٬٠٠٠")).toBe("1000");
    expect(foldForSearch("٤×١٦")).toBe("4x16");
    expect(foldForSearch("٤ x ١٫٥")).toBe("4x1.5");
  });

  it("reads مم and ملم after a number as mm, as it reads mm² and mm2", () => {
    const stored = foldForSearch("16 mm²");
    expect(stored).toBe("16mm");
    for (const typed of [
      "16 مم",
      "16مم",
      "١٦ مم",
      "16 مم²",
      "16 مم2",
      "١٦ ملم",
      "16mm2",
      "16 mm",
    ]) {
      expect(foldForSearch(typed), typed).toBe(stored);
    }
    // Not the start of a longer word, and not without a number.
    expect(foldForSearch("16 ممتاز")).toBe("16 ممتاز");
    expect(foldForSearch("مم")).toBe("مم");
  });

  it("splits words at Arabic punctuation", () => {
    expect(foldForSearch("نحاس، ألومنيوم؛ كابل؟").split(" ")).toEqual([
      "نحاس",
      "الومنيوم",
      "كابل",
    ]);
  });

  it("takes the article and the common endings off an Arabic search word, keeping three letters", () => {
    expect(stemArabicSearchWord("الكابلات")).toBe("كابل");
    expect(stemArabicSearchWord("النحاسيه")).toBe("نحاس");
    expect(stemArabicSearchWord("بالاسكندريه")).toBe("اسكندر");
    expect(stemArabicSearchWord("للتاريض")).toBe("تاريض");
    expect(stemArabicSearchWord("موصلات")).toBe("موصل");
    expect(stemArabicSearchWord("كابل")).toBe("كابل");
    // Too short to lose anything: "weight", "the copper" keeps its root.
    expect(stemArabicSearchWord("وزن")).toBe("وزن");
    expect(stemArabicSearchWord("الحي")).toBe("الحي");
    for (const word of ["16mm", "xlpe", "0.6/1kv", "كابل16"])
      expect(stemArabicSearchWord(word)).toBe(word);
    expect(searchWords("الكابلات النحاسية ١٦ مم")).toEqual([
      "كابل",
      "نحاس",
      "16mm",
    ]);
  });

  it("finds the issue's query in a copper conductor's folded text", () => {
    const text = foldForSearch("كابل نُحاس مجدول 1x16 مم² ٠٫٦/١ كيلو فولت");
    for (const word of searchWords("كابل نحاس 16 مم"))
      expect(text, word).toContain(word);
  });

  it("leaves text without Arabic or Persian characters unchanged, so stored Latin search text stays valid", () => {
    const latin = [
      "Copper Conductor 16mm² 0.6/1 kV",
      "XLPE/SWA/PVC 4 × 1,5 mm²",
      "Crème, naïve — 3*25 + 16",
      "Ω µ ° ±",
    ];
    for (const text of latin) expect(foldArabic(text)).toBe(text);
  });

  it("keeps the Latin foldings", () => {
    expect(foldForSearch("16 mm²")).toBe("16mm");
    expect(foldForSearch("0.6 / 1 kV")).toBe("0.6/1kv");
    expect(foldForSearch("4 × 1.5 mm²")).toBe("4x1.5mm");
    expect(foldForSearch("4 x 1,5")).toBe("4x1.5");
    expect(foldForSearch("3x25 + 16")).toBe("3x25+16");
    expect(foldForSearch("4*16")).toBe("4x16");
    expect(foldForSearch("  NYY   Cable ")).toBe("nyy cable");
  });

  it("folds Arabic presentation forms (text pasted from old PDFs) to letters", () => {
    // ﻛﺎﺑﻞ: kaf, alef, beh, lam in their contextual forms.
    expect(foldForSearch("\uFEDB\uFE8E\uFE91\uFEDE")).toBe("كابل");
    expect(foldForSearch("\uFEFB")).toBe("لا");
  });

  it("is idempotent: folding folded text changes nothing", () => {
    for (const text of [
      "الإسكندرية ١٦ مم²",
      "كابِل نحاس",
      "0.6 / 1 kV 4 × 1,5 mm²",
    ]) {
      expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
    }
  });

  it("keeps at most twelve words", () => {
    expect(
      searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(" ")),
    ).toHaveLength(12);
  });
});
