import { describe, expect, it } from "vitest";
import { ratingInsulationFor } from "~/lib/tools/iec-60364-5-52";
import { answerCableSizing, matchingSizes } from "./cable-sizing.server";
import { listProducts } from "../catalogue/catalogue.server";
import { listSizes } from "../catalogue/sizes.server";
import { getDb } from "../db/client.server";
import { isolateLtr, keepUnits } from "~/lib/locale/bidi";

/** The seeded catalogue's sizes that a sizing answer should list, worked out the long way. */
function expected(
  material: "copper" | "aluminium",
  insulation: "pvc" | "xlpe",
  sectionMm2: number,
) {
  return listProducts()
    .filter((product) =>
      material === "copper"
        ? product.conductorMaterial === "copper" ||
          product.conductorMaterial === "tinned-copper"
        : product.conductorMaterial === "aluminium",
    )
    .filter(
      (product) =>
        ratingInsulationFor(product.insulation, product.maxConductorTempC) ===
        insulation,
    )
    .flatMap((product) =>
      listSizes(product.id)
        .filter((size) => size.sectionMm2 === sectionMm2)
        .map((size) => size.articleNumber),
    )
    .sort();
}

describe("cable sizing ends in our products", () => {
  it("lists every size of the answer's section, metal and insulation family, linked to its product", () => {
    for (const [insulation, section] of [
      ["pvc", 16],
      ["xlpe", 16],
      ["pvc", 2.5],
      ["xlpe", 95],
    ] as const) {
      const found = matchingSizes("copper", insulation, section);
      expect(
        found.map((size) => size.article_number).sort(),
        `${insulation} ${section}`,
      ).toEqual(expected("copper", insulation, section));
      for (const size of found)
        expect(size.url).toBe(`/product/${size.product_id}`);
    }
    // The seeded catalogue makes some 16 mm² PVC copper cable: the list is not trivially empty.
    expect(matchingSizes("copper", "pvc", 16).length).toBeGreaterThan(0);
  });

  it("answers the API's JSON with exactly its documented keys", () => {
    const answer = answerCableSizing(
      new URLSearchParams(
        "current=32&system=single-phase&voltage=230&length=80&material=copper&insulation=pvc&method=C",
      ),
    );
    if (answer.kind !== "answer") throw new Error(answer.kind);
    expect(Object.keys(answer.body).sort()).toEqual(
      [
        "section_mm2",
        "rated_current_a",
        "corrected_current_a",
        "factors",
        "voltage_drop_v",
        "voltage_drop_percent",
        "governed_by",
        "products",
      ].sort(),
    );
    expect(answer.body).toMatchObject({
      section_mm2: 16,
      rated_current_a: 85,
      governed_by: "voltage_drop",
      voltage_drop_percent: 2.61,
    });
    expect(
      answer.body.products.map((size) => size.article_number).sort(),
    ).toEqual(expected("copper", "pvc", 16));
  });

  it("says nothing was asked, what is wrong, or why there is no answer", () => {
    expect(answerCableSizing(new URLSearchParams())).toEqual({ kind: "empty" });
    expect(answerCableSizing(new URLSearchParams("current=1e3"))).toMatchObject(
      { kind: "invalid", status: 400 },
    );
    expect(
      answerCableSizing(
        new URLSearchParams(
          "current=900&system=three-phase&voltage=400&length=10&material=copper&insulation=pvc&method=C",
        ),
      ),
    ).toMatchObject({
      kind: "refused",
      status: 422,
      field: "current",
      message: expect.stringContaining("900 A"),
    });
  });
});

describe("cable sizing in the page's language", () => {
  const refused =
    "current=900&system=three-phase&voltage=400&length=10&material=copper&insulation=pvc&method=C";

  it("answers an Arabic page in Arabic, technical values isolated, the numbers the same", () => {
    const arabic = answerCableSizing(new URLSearchParams(refused), "ar");
    expect(arabic).toMatchObject({
      kind: "refused",
      status: 422,
      field: "current",
    });
    const message = arabic.kind === "refused" ? arabic.message : "";
    expect(message).toContain("لا يوجد كابل منفرد");
    expect(message).toContain("\u2066900 A\u2069");
    const invalid = answerCableSizing(
      new URLSearchParams("current=abc&system=three-phase"),
      "ar",
    );
    expect(invalid.kind === "invalid" ? invalid.errors : null).toMatchObject({
      // The labels' units are SI symbols (decision 044), isolated as every Latin value is.
      current: expect.stringMatching(
        /^تيار التصميم \(\u2066A\u2069\): القيمة «/,
      ),
      voltage: "أدخل قيمة «الجهد (\u2066V\u2069)».",
    });
    const question = new URLSearchParams(
      refused.replace("current=900", "current=32"),
    );
    const en = answerCableSizing(question);
    const ar = answerCableSizing(question, "ar");
    // The same figures; the products named in Arabic (below).
    const figures = (answer: typeof en) =>
      answer.kind === "answer"
        ? {
            ...answer.body,
            products: answer.body.products
              .map((size) => size.article_number)
              .sort(),
          }
        : null;
    expect(figures(ar)).toEqual(figures(en));
    expect(figures(en)?.products.length).toBeGreaterThan(0);
  });

  it("keeps English the default (the API's language)", () => {
    const english = answerCableSizing(new URLSearchParams(refused));
    expect(english.kind === "refused" ? english.message : "").toMatch(
      /^No single cable up to \d+ mm² carries 900 A after correction/,
    );
  });
});

describe("the sizing tool's products on an Arabic page (issue 35)", () => {
  const params = new URLSearchParams(
    "current=32&system=single-phase&voltage=230&length=80&material=copper&insulation=pvc&method=C",
  );
  const products = (locale: "en" | "ar") => {
    const answer = answerCableSizing(params, locale);
    if (answer.kind !== "answer") throw new Error(answer.kind);
    return answer.body.products;
  };

  it("names them as their cards do, an English fallback marked, in the Arabic order", () => {
    const db = getDb().$client;
    const english = products("en");
    const ids = [...new Set(english.map((size) => size.product_id))];
    expect(ids.length).toBeGreaterThan(1);
    // One of them without an Arabic name: it keeps its English, marked as English.
    // (one whose English begins with a letter: Latin sorts after Arabic, digits before both)
    const untranslated = english.find(
      (size) => /^[A-Za-z]/.test(size.name) && size.product_id !== ids.at(-1),
    )!.product_id;
    db.prepare(
      "UPDATE product_texts SET name = '' WHERE product_id = ? AND locale = 'ar'",
    ).run(untranslated);
    const arabicName = (id: string) =>
      (
        db
          .prepare(
            "SELECT name FROM product_texts WHERE product_id = ? AND locale = 'ar'",
          )
          .get(id) as { name: string } | undefined
      )?.name || null;

    // And the last by its English name is named with an alef, which comes first in Arabic.
    db.prepare(
      "UPDATE product_texts SET name = 'أسلاك تجربة 1×16 mm²' WHERE product_id = ? AND locale = 'ar'",
    ).run(ids.at(-1));
    const arabic = products("ar");
    // The same sizes, not one more or less.
    expect(arabic.map((size) => size.article_number).sort()).toEqual(
      english.map((size) => size.article_number).sort(),
    );
    for (const size of arabic) {
      const translated = arabicName(size.product_id);
      if (translated) {
        expect(size.name).toBe(isolateLtr(keepUnits(translated)));
        expect(size.name).toMatch(/[\u0600-\u06ff]/);
        expect(size.marks).toBeUndefined();
      } else {
        expect(size.product_id).toBe(untranslated);
        expect(size.name).toBe(
          english.find((s) => s.product_id === untranslated)!.name,
        );
        expect(size.marks).toEqual({ name: { lang: "en", dir: "ltr" } });
      }
    }
    // Ordered by the names shown, as Arabic orders them: the English fallback after the Arabic.
    const collator = new Intl.Collator("ar", { numeric: true });
    const shown = arabic.map((size) =>
      size.name.replace(/[\u2066-\u2069]/g, ""),
    );
    expect(shown).toEqual([...shown].sort(collator.compare));
    // The last by English name comes first by its Arabic one.
    expect(arabic[0]!.product_id).toBe(ids.at(-1));
    expect(arabic.at(-1)!.product_id).toBe(untranslated);
    // The English page and the API are as they were.
    for (const size of english) {
      expect(size.name).not.toMatch(/[\u0600-\u06ff]/);
      expect(size).not.toHaveProperty("marks");
    }
  });
});
