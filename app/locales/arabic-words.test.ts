import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as seedArabic from "~/server/db/seed-arabic.server";
import { sizePage } from "./ar/size-page";

/**
 * The Arabic words and units chosen in decision 044 ("Words" and "Units", issue 35), kept from
 * coming back: one word for a cable's core, the datasheet's and the rating basis's names, SI unit
 * symbols, and Arabic commas. Scans every string of the Arabic catalogues (app/locales/ar, the
 * PDFs' copy too) and of the seeded Arabic content.
 */

const arDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "ar");

/** Every string in a module's exports, with the key path that leads to it. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) =>
      strings(inner, `${at}.${key}`),
    );
  return [];
}

async function arabicStrings(): Promise<[string, string][]> {
  const files = (fs.readdirSync(arDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  const modules = await Promise.all(
    files.map(
      async (file) =>
        [
          file,
          (await import(/* @vite-ignore */ path.join(arDir, file))) as unknown,
        ] as const,
    ),
  );
  return [
    ...modules.flatMap(([file, module]) => strings(module, file)),
    ...strings(seedArabic, "seed-arabic"),
  ];
}

/**
 * What was written before and must not be again, each with the reason. «موصل» stays where it means
 * the conductor (the metal: "مادة الموصل", "فئة الموصل", "موصل نحاس 16 mm²", "موصل تعادل", "عدد
 * الموصلات المحمّلة" of IEC 60364-5-52); these are the places where it meant a core.
 */
const FORBIDDEN: [RegExp, string][] = [
  [
    /(?:أحادي|ثنائي|ثلاثي|رباعي|خماسي|سداسي|متعدد)ة?\s+(?:ال)?موصل/u,
    "a cable's cores are «قلب/قلوب» (أحادي القلب، ثلاثي القلوب، متعدد القلوب)",
  ],
  [
    /عدد\s+(?:ال)?موصلات(?!\s+المحم)/u,
    "the number of cores is «عدد القلوب» (loaded conductors stay «الموصلات المحمّلة»)",
  ],
  [
    /موصلات\s+(?:مرق|مميز)|من\s+موصلين|موصل\s+وقاية|فوق\s+كل\s+موصل|(?:فصل|تحمي)\s+(?:ال)?موصلات/u,
    "numbered, colour-coded and protective cores are «قلوب»",
  ],
  [
    /ورق(?:ة|ات)\s+(?:ال)?بيانات|أوراق\s+(?:ال)?بيانات/u,
    "a datasheet is «نشرة البيانات الفنية»",
  ],
  [/أساس\s+التقنين/u, "the rating basis is «ظروف التركيب المفترضة»"],
  [
    /أوم|كجم|أمبير\)|\((?:مم²?|م|كم|فولت|متر|كيلوواط|درجة مئوية)\)|(?:\d|\})\s*(?:مم²?|م|متر|كم)(?![\p{L}\p{M}])/u,
    "units are the SI symbols (mm², mm, m, kg/km, Ω/km, A, V, kW, °C)",
  ],
  [
    /\p{Script=Arabic}[\s\d]*,\s*\p{Script=Arabic}/u,
    "Arabic words (or a number after them) are joined to Arabic by «،»",
  ],
];

describe("the Arabic words and units (decision 044)", () => {
  it("scans the catalogues and the seeded Arabic", async () => {
    const all = await arabicStrings();
    // Guards the discovery: an empty list would pass everything below.
    expect(all.length).toBeGreaterThan(1000);
    expect(all.some(([at]) => at.startsWith("documents.server.ts"))).toBe(true);
    expect(all.some(([at]) => at.startsWith("seed-arabic"))).toBe(true);
  });

  it("has none of the variants replaced in issue 35", async () => {
    const problems = (await arabicStrings()).flatMap(([at, text]) =>
      FORBIDDEN.filter(([pattern]) => pattern.test(text)).map(
        ([, why]) => `${at}: ${why}: "${text}"`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it("catches each variant it forbids, and lets the conductor's own uses through", () => {
    const caught = (text: string) =>
      FORBIDDEN.some(([pattern]) => pattern.test(text));
    for (const text of [
      "كابل ثلاثي الموصل 3×6 mm²",
      "الكابلات متعددة الموصلات",
      "كابلات ثنائية الموصل",
      "عدد الموصلات",
      "بموصلات مرقمة",
      "من موصلين إلى خمسة موصلات",
      "تنزيل ورقة البيانات",
      "أوراق بيانات الموصلات",
      "أساس التقنين",
      "عدد القلوب × المقطع (مم²)",
      "أقصى مقاومة (أوم/كم)",
      "الوزن (كجم/كم)",
      "التيار المقنن (أمبير)",
      "طول البكرة (م)",
      "{quantity} متر",
      "{size} مم²",
      "البلوك 12, مدينة برج العرب",
    ])
      expect(caught(text), text).toBe(true);
    for (const text of [
      "مادة الموصل",
      "فئة الموصل",
      "موصل نحاس 16 mm²",
      "ثلاثة أطوار وموصل تعادل وموصل أرضي",
      "عدد الموصلات المحمّلة: {loaded}",
      "كابل ثلاثي القلوب 3×6 mm²",
      "عدد القلوب × المقطع (mm²)",
      "نشرة البيانات الفنية",
      "طول البكرة (m)",
      "مقاومة الموصل، وتحمّل الجهد العالي",
      "مدينة برج العرب الجديدة",
      "IEC 60502-1, IEC 60228",
    ])
      expect(caught(text), text).toBe(false);
  });
});

/** A value that starts with a number or a unit sign, not inside an isolate (LRI ... PDI). */
function unisolatedValues(text: string): string[] {
  const outside = text.replace(/\u2066[^\u2069]*\u2069/g, " ");
  return (
    outside.match(/[\d°][\d.,/ \u00a0]*(?:°C|kV|mm²|mm|kg|A|V|m)\b|°C/g) ?? []
  );
}

describe("the size table's copy, shown as written", () => {
  it("isolates each value with its unit, on one line", () => {
    // "عند 20 °C" read "C° 20" in the column heading and the note (issue 35).
    const texts = [
      ...Object.values(sizePage.sizes.columns),
      sizePage.sizes.ratingNote,
    ];
    expect(texts.flatMap(unisolatedValues)).toEqual([]);
    expect(sizePage.sizes.columns.resistance).toContain(
      "\u206620\u00a0°C\u2069",
    );
    expect(sizePage.sizes.ratingNote).toContain("\u2066IEC\u00a060228\u2069");
    expect(unisolatedValues("أقصى مقاومة عند 20 °C")).toEqual(["20 °C"]);
  });
});
