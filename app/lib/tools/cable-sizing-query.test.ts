import { describe, expect, it } from "vitest";
import { tools as arTools } from "~/locales/ar/tools";
import { toolErrors as arErrors } from "~/locales/ar/tools-errors";
import { tools } from "~/locales/en/tools";
import { toolErrors } from "~/locales/en/tools-errors";
import { sizeCable } from "./cable-sizing";
import {
  cableSizingQuerySchema,
  parseCableSizingQuery,
  refusalMessage,
  type SizingQueryCopy,
} from "./cable-sizing-query";

const english: SizingQueryCopy = {
  locale: "en",
  tools: tools.cableSizing,
  errors: toolErrors.cableSizing,
};
const arabic: SizingQueryCopy = {
  locale: "ar",
  tools: arTools.cableSizing,
  errors: arErrors.cableSizing,
};

const question =
  "system=three-phase&voltage=400&length=50&material=copper&insulation=pvc&method=C";

describe("the sizing query's schema is built from the copy it answers in", () => {
  it("keeps the English messages as they were", () => {
    const parsed = cableSizingQuerySchema(english).safeParse({
      current: "abc",
      circuits: "0",
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.success
      ? []
      : parsed.error.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      "Design current (A): “abc” is not a number. Type digits, with a point for decimals (for example 2.5).",
      "Grouped circuits must be at least 1.",
    ]);
    const result = parseCableSizingQuery(
      new URLSearchParams(`current=20000&${question}`),
      english,
    );
    expect(result).toEqual({
      ok: false,
      errors: { current: "Design current (A) must be at most 10,000." },
    });
    expect(
      parseCableSizingQuery(new URLSearchParams("current=5"), english),
    ).toMatchObject({
      ok: false,
      errors: { system: "Enter System.", voltage: "Enter Voltage (V)." },
    });
  });

  it("writes Arabic messages with Arabic copy, naming the Arabic label, Western digits", () => {
    const parsed = cableSizingQuerySchema(arabic).safeParse({ current: "abc" });
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(
      "تيار التصميم (A): القيمة «abc» ليست رقمًا. اكتب أرقامًا، واستخدم النقطة للكسور العشرية (مثل 2.5).",
    );
    const result = parseCableSizingQuery(
      new URLSearchParams(`current=20000&${question}`),
      arabic,
    );
    expect(result.ok ? null : result.errors.current).toMatch(
      /^تيار التصميم \(A\): يجب ألا تزيد القيمة على 10.000\.$/,
    );
    const missing = parseCableSizingQuery(
      new URLSearchParams("current=5&system=mains"),
      arabic,
    );
    expect(missing.ok ? null : missing.errors).toMatchObject({
      system: "النظام: القيمة «mains» ليست من الخيارات المتاحة.",
      voltage: "أدخل قيمة «الجهد (V)».",
    });
  });

  it("answers the same numbers whatever the language", () => {
    const en = parseCableSizingQuery(
      new URLSearchParams(`current=32&${question}`),
      english,
    );
    const ar = parseCableSizingQuery(
      new URLSearchParams(`current=32&${question}`),
      arabic,
    );
    expect(ar).toEqual(en);
  });

  it("writes a refusal in the copy's language", () => {
    const parsed = parseCableSizingQuery(
      new URLSearchParams(
        "current=900&system=three-phase&voltage=400&length=10&material=copper&insulation=pvc&method=C",
      ),
      arabic,
    );
    if (!parsed.ok) throw new Error("expected a question");
    const result = sizeCable(parsed.input);
    if (result.ok) throw new Error("expected a refusal");
    expect(refusalMessage(result, arabic)).toMatch(
      /^لا يوجد كابل منفرد حتى مقطع \d+ mm² يحمل 900 A بعد التصحيح/,
    );
    expect(refusalMessage(result, english)).toMatch(
      /^No single cable up to \d+ mm² carries 900 A after correction/,
    );
  });
});
