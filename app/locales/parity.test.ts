import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Every English catalogue has an Arabic mirror of the same shape, and each Arabic string is a
 * translation: the same `{placeholders}`, not empty, not the English left in place, in Arabic letters
 * with Arabic punctuation and Western digits (the Arabic decision record says why). The typecheck
 * (`Translation<typeof english>`) already refuses a missing or extra key where a file is typed; this
 * test also covers the strings themselves, and files that are not typed or not yet written.
 *
 * The modules are found on disk, so a catalogue added to `en/` is checked without editing this file.
 */

const localesDir = path.dirname(fileURLToPath(import.meta.url));
const enDir = path.join(localesDir, "en");
const arDir = path.join(localesDir, "ar");

/** English-only: the admin interface stays English (issue 21), in admin/; index.ts only bundles other modules. */
const NOT_MIRRORED = new Set(["index.ts"]);
const englishOnly = (file: string) =>
  NOT_MIRRORED.has(file) || file.startsWith("admin/");

/** Technical tokens an Arabic string may repeat exactly: names and codes that are written alike in both. */
const SAME_IN_ARABIC = new Set([
  "Cableworks",
  "PVC",
  "XLPE",
  "EPR",
  "PE",
  "404",
  "IEC 60228",
  "ISO 9001:2015",
  // A designation typed as an example, and an insulation named by its code and rating.
  "NYY-J 4x16",
  "PVC (70 °C)",
  // A file name.
  "{reference}.pdf",
  // Punctuation alone: a card's family line's separator and the ellipsis before where names part.
  " · ",
  "… {words}",
]);

/** Units a technical value keeps in Latin letters inside Arabic text ("0.6/1 kV", "{value} mm²"). */
const UNITS = ["kV", "kW", "V", "mm²", "mm", "m", "kg/km", "Ω/km", "A", "°C"];

/** Keys whose values are identifiers the code reads (an icon's name, a category id), not copy. */
const IDENTIFIER_KEYS = new Set(["icon", "id"]);

const placeholderPattern = /\{(\w+)\}/g;
const arabicLetter = /\p{Script=Arabic}/u;
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/;
// A Latin comma, question mark or semicolon straight after an Arabic letter: Arabic takes ، ؟ ؛ there
// (after a space it may begin a URL or a query, as in "?code=NYY-J").
const latinPunctuationAfterArabic = /\p{Script=Arabic}[,?;]/u;

function placeholders(text: string): string[] {
  const names = Array.from(
    text.matchAll(placeholderPattern),
    (m) => m[1],
  ).filter((n) => n !== undefined);
  return [...new Set(names)].sort();
}

/** A value made only of placeholders, digits, punctuation and units: "{value} mm²", "0.6/1 kV", "({count})". */
export function isTechnicalValue(text: string): boolean {
  let rest = text.replace(placeholderPattern, " ");
  for (const unit of UNITS) {
    rest = rest.replace(
      new RegExp(
        `(^|[\\s\\d])${unit.replace(/[/.]/g, "\\$&")}(?=$|[\\s)])`,
        "g",
      ),
      "$1",
    );
  }
  return /^[\d\s.,:/×÷=x()+\-–]*$/.test(rest) && /[\d{]/.test(text);
}

function isAllowedSame(english: string, keyPath: string[]): boolean {
  return (
    SAME_IN_ARABIC.has(english) ||
    isTechnicalValue(english) ||
    IDENTIFIER_KEYS.has(keyPath[keyPath.length - 1] ?? "")
  );
}

function label(keyPath: string[]): string {
  return keyPath.length ? keyPath.join(".") : "(root)";
}

function kind(value: unknown): string {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  return typeof value;
}

/** The problems of one Arabic string against its English one, each naming the key path. */
function checkString(
  english: string,
  arabic: string,
  keyPath: string[],
): string[] {
  const at = label(keyPath);
  const problems: string[] = [];
  if (arabic.trim() === "") return [`${at}: is empty`];

  const want = placeholders(english);
  const have = placeholders(arabic);
  const missing = want.filter((name) => !have.includes(name));
  const extra = have.filter((name) => !want.includes(name));
  if (missing.length)
    problems.push(
      `${at}: lacks placeholder ${missing.map((n) => `{${n}}`).join(", ")}`,
    );
  if (extra.length)
    problems.push(
      `${at}: has placeholder ${extra.map((n) => `{${n}}`).join(", ")} that English lacks`,
    );

  if (arabic === english && !isAllowedSame(english, keyPath)) {
    problems.push(
      `${at}: is the English text "${english}" (translate it, or add a technical token to SAME_IN_ARABIC)`,
    );
  }
  const words = arabic.replace(placeholderPattern, "x").trim().split(/\s+/);
  if (
    words.length > 3 &&
    !arabicLetter.test(arabic) &&
    !isTechnicalValue(arabic)
  ) {
    problems.push(
      `${at}: has ${words.length} words but no Arabic letter: "${arabic}"`,
    );
  }
  if (easternDigit.test(arabic))
    problems.push(`${at}: uses Eastern Arabic digits; write 0-9`);
  if (latinPunctuationAfterArabic.test(arabic)) {
    problems.push(`${at}: has a Latin , ? or ; after Arabic text; use ، ؟ ؛`);
  }
  // A separator such as " or " keeps its spaces; anything else has none at its ends.
  if (
    /^\s/.test(arabic) !== /^\s/.test(english) ||
    /\s$/.test(arabic) !== /\s$/.test(english)
  ) {
    problems.push(`${at}: leading or trailing spaces differ from English`);
  }
  return problems;
}

/** Walks English and Arabic together: the same keys at every level, the same array lengths, then each string. */
export function compareCatalogues(
  english: unknown,
  arabic: unknown,
  keyPath: string[] = [],
): string[] {
  const at = label(keyPath);
  if (kind(english) !== kind(arabic))
    return [`${at}: is ${kind(arabic)} where English has ${kind(english)}`];
  if (typeof english === "string")
    return checkString(english, arabic as string, keyPath);
  if (Array.isArray(english)) {
    const list = arabic as unknown[];
    const problems =
      list.length === english.length
        ? []
        : [
            `${at}: has ${list.length} items where English has ${english.length}`,
          ];
    english.forEach((item, index) => {
      if (index < list.length)
        problems.push(
          ...compareCatalogues(item, list[index], [...keyPath, String(index)]),
        );
    });
    return problems;
  }
  if (kind(english) === "object") {
    const en = english as Record<string, unknown>;
    const ar = arabic as Record<string, unknown>;
    const problems: string[] = [];
    for (const key of Object.keys(en)) {
      if (!(key in ar))
        problems.push(`${label([...keyPath, key])}: is missing`);
      else
        problems.push(
          ...compareCatalogues(en[key], ar[key], [...keyPath, key]),
        );
    }
    for (const key of Object.keys(ar)) {
      if (!(key in en))
        problems.push(`${label([...keyPath, key])}: is not in English`);
    }
    return problems;
  }
  // Numbers and flags are data, not copy: they must not change.
  return english === arabic
    ? []
    : [`${at}: is ${String(arabic)} where English has ${String(english)}`];
}

/** Catalogue files under `dir`, as paths relative to it with "/" separators. */
function catalogueFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter(
      (file) =>
        file.endsWith(".ts") &&
        !file.endsWith(".test.ts") &&
        !file.endsWith(".d.ts"),
    )
    .sort();
}

const englishFiles = catalogueFiles(enDir).filter((file) => !englishOnly(file));
const arabicFiles = new Set(catalogueFiles(arDir));
const mirrored = englishFiles.filter((file) => arabicFiles.has(file));

async function load(
  dir: string,
  file: string,
): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ path.join(dir, file))) as Record<
    string,
    unknown
  >;
}

describe("Arabic catalogues mirror the English ones", () => {
  it("finds the English catalogues", () => {
    // Guards the discovery itself: an empty list would make every test below pass.
    expect(englishFiles).toContain("common.ts");
    expect(englishFiles).toContain("pages/about.ts");
    expect(englishFiles.filter((file) => file.startsWith("admin"))).toEqual([]);
  });

  it("has an Arabic mirror for every English catalogue", () => {
    const missing = englishFiles.filter((file) => !arabicFiles.has(file));
    expect(missing, `app/locales/ar/ lacks: ${missing.join(", ")}`).toEqual([]);
  });

  it("has no Arabic catalogue without an English one", () => {
    const orphans = [...arabicFiles].filter(
      (file) => file !== "index.ts" && !englishFiles.includes(file),
    );
    expect(
      orphans,
      `app/locales/ar/ has files English lacks: ${orphans.join(", ")}`,
    ).toEqual([]);
  });

  it("bundles the same modules in ar/index.ts as en/index.ts", async () => {
    const { en } = (await load(enDir, "index.ts")) as {
      en: Record<string, unknown>;
    };
    const { ar } = (await load(arDir, "index.ts")) as {
      ar: Record<string, unknown>;
    };
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  describe.each(mirrored)("ar/%s", (file) => {
    it("exports the same names as English", async () => {
      const [en, ar] = await Promise.all([
        load(enDir, file),
        load(arDir, file),
      ]);
      expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    });

    it("has the same keys and array lengths, the same placeholders, and Arabic text", async () => {
      const [en, ar] = await Promise.all([
        load(enDir, file),
        load(arDir, file),
      ]);
      const problems = Object.keys(en).flatMap((name) =>
        name in ar ? compareCatalogues(en[name], ar[name], [name]) : [],
      );
      expect(problems, problems.join("\n")).toEqual([]);
    });
  });
});

/** The checker must be able to fail: each rule, on a catalogue that breaks it. */
describe("the parity checker", () => {
  const english = {
    a: { title: "Page {page} of {count}", list: ["One", "Two"] },
    unit: "{value} mm²",
  };
  const good = {
    a: { title: "الصفحة {page} من {count}", list: ["واحد", "اثنان"] },
    unit: "{value} mm²",
  };

  it("accepts a faithful translation", () => {
    expect(compareCatalogues(english, good)).toEqual([]);
  });

  it("names a missing key, an extra key and an array of another length by their paths", () => {
    const broken = {
      a: { list: ["واحد"], extra: "زائد" },
      unit: "{value} mm²",
    };
    expect(compareCatalogues(english, broken)).toEqual([
      "a.title: is missing",
      "a.list: has 1 items where English has 2",
      "a.extra: is not in English",
    ]);
  });

  it("finds a lost or invented placeholder", () => {
    const broken = {
      ...good,
      a: { ...good.a, title: "الصفحة {page} من {total}" },
    };
    expect(compareCatalogues(english, broken)).toEqual([
      "a.title: lacks placeholder {count}",
      "a.title: has placeholder {total} that English lacks",
    ]);
  });

  it("refuses empty text, English left in place, and long text without Arabic letters", () => {
    expect(compareCatalogues({ t: "Hello" }, { t: " " })).toEqual([
      "t: is empty",
    ]);
    expect(compareCatalogues({ t: "Hello" }, { t: "Hello" })[0]).toMatch(
      /^t: is the English text/,
    );
    expect(
      compareCatalogues(
        { t: "Read the data sheet now" },
        { t: "Lies das Datenblatt jetzt" },
      ),
    ).toEqual([
      't: has 4 words but no Arabic letter: "Lies das Datenblatt jetzt"',
    ]);
  });

  it("allows technical tokens and values, and icon names, to stay as written", () => {
    expect(
      compareCatalogues(
        { t: "PVC", v: "0.6/1 kV", c: "({count})", icon: "Bus" },
        { t: "PVC", v: "0.6/1 kV", c: "({count})", icon: "Bus" },
      ),
    ).toEqual([]);
    expect(isTechnicalValue("{value} Ω/km")).toBe(true);
    expect(isTechnicalValue("Valid until {date}")).toBe(false);
  });

  it("refuses Eastern Arabic digits, Latin punctuation after Arabic, and stray spaces", () => {
    expect(compareCatalogues({ t: "Page 2" }, { t: "الصفحة ٢" })).toEqual([
      "t: uses Eastern Arabic digits; write 0-9",
    ]);
    expect(compareCatalogues({ t: "Yes, no?" }, { t: "نعم, لا?" })).toEqual([
      "t: has a Latin , ? or ; after Arabic text; use ، ؟ ؛",
    ]);
    expect(compareCatalogues({ t: "Next" }, { t: "التالي " })).toEqual([
      "t: leading or trailing spaces differ from English",
    ]);
  });
});
