import { describe, expect, it } from "vitest";
import { matchesDownload } from "./downloads";

const iso = {
  title: "ISO 9001:2015 Certificate",
  description: "Quality management system certificate",
  type: "PDF" as const,
};
const datasheet = {
  title: "NYY 4x16 mm² datasheet",
  description: "Copper, PVC insulated, 0.6/1 kV",
  type: "PDF" as const,
};
const arabic = {
  title: "شهادة أيزو ٩٠٠١",
  description: "نشرة بيانات كابل نُحاس مجدول ٤×١٦ مم²، الإسكندرية",
  type: "PDF" as const,
};

describe("the Downloads filter", () => {
  it("matches every word, in any case, as before", () => {
    expect(matchesDownload(iso, "iso")).toBe(true);
    expect(matchesDownload(iso, "QUALITY certificate")).toBe(true);
    expect(matchesDownload(iso, "quality zzzz")).toBe(false);
    expect(matchesDownload(iso, "pdf")).toBe(true);
    expect(matchesDownload(iso, "   ")).toBe(true);
  });

  it("reads sizes and ratings however they are typed", () => {
    for (const q of [
      "4x16",
      "4 x 16",
      "4 × 16 mm²",
      "16mm2",
      "16 mm",
      "0.6 / 1 kV",
    ])
      expect(matchesDownload(datasheet, q), q).toBe(true);
    expect(matchesDownload(datasheet, "4x25")).toBe(false);
  });

  it("folds Arabic letter forms, diacritics, tatweel and digits on both sides", () => {
    expect(matchesDownload(arabic, "شهاده ايزو")).toBe(true);
    expect(matchesDownload(arabic, "9001")).toBe(true);
    expect(matchesDownload(arabic, "كـابل نحاس 4x16")).toBe(true);
    expect(matchesDownload(arabic, "كابل نحاس 16 مم")).toBe(true);
    expect(matchesDownload(arabic, "الاسكندريه")).toBe(true);
    expect(matchesDownload(iso, "٩٠٠١")).toBe(true);
    expect(matchesDownload(datasheet, "١٦ مم")).toBe(true);
    expect(matchesDownload(arabic, "ألومنيوم")).toBe(false);
  });
});
