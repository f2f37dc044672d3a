import { describe, expect, it } from "vitest";
import {
  applyLineEdits,
  calendarDate,
  checkDrum,
  checkLength,
  quoteRequestSchema,
} from "./quote-form";
import { quote as en } from "~/locales/en/quote";
import { quote as ar } from "~/locales/ar/quote";

const NOW = Date.UTC(2026, 10, 25, 12);
const schema = quoteRequestSchema(en, () => NOW);
const good = { name: "Ola Nabil", email: "Ola@Example.com", country: "Egypt" };

describe("the quote request form", () => {
  it("reads lengths strictly as whole metres", () => {
    expect(checkLength("500", en)).toEqual({ ok: true, value: 500 });
    expect(checkLength("1,000", en)).toEqual({ ok: true, value: 1000 });
    for (const text of ["", " ", "abc", "1e3", "3,5", "0x10"])
      expect(checkLength(text, en).ok, text).toBe(false);
    expect(checkLength("500.5", en)).toMatchObject({
      ok: false,
      error: expect.stringContaining("whole number"),
    });
    expect(checkLength("0", en)).toMatchObject({
      ok: false,
      error: expect.stringContaining("from 1 to 1,000,000"),
    });
    expect(checkLength("1000001", en)).toMatchObject({ ok: false });
    expect(checkDrum("", en)).toEqual({ ok: true, value: null });
    expect(checkDrum("250", en)).toEqual({ ok: true, value: 250 });
    expect(checkDrum("20000", en).ok).toBe(false);
  });

  it("applies typed lengths to the basket's lines, or names each wrong field", () => {
    const lines = [
      { productId: "1", size: null, lengthM: 100, drumM: null },
      { productId: "2", size: null, lengthM: 200, drumM: 100 },
    ];
    expect(
      applyLineEdits(lines, { "length-0": "150", "drum-1": "" }, en),
    ).toEqual({
      ok: true,
      lines: [
        { productId: "1", size: null, lengthM: 150, drumM: null },
        { productId: "2", size: null, lengthM: 200, drumM: null },
      ],
    });
    const wrong = applyLineEdits(
      lines,
      { "length-0": "lots", "drum-1": "-3" },
      en,
    );
    expect(wrong.ok).toBe(false);
    expect(Object.keys(wrong.ok ? {} : wrong.errors).sort()).toEqual([
      "drum-1",
      "length-0",
    ]);
  });

  it("requires name, e-mail and country, and checks the rest", () => {
    expect(schema.safeParse(good).success).toBe(true);
    const parsed = schema.safeParse({
      ...good,
      company: "  ACME  ",
      notes: "a\u0000b",
    });
    expect(parsed.success && parsed.data).toMatchObject({
      company: "ACME",
      notes: "ab",
    });
    for (const field of ["name", "email", "country"]) {
      expect(schema.safeParse({ ...good, [field]: " " }).success, field).toBe(
        false,
      );
    }
    expect(schema.safeParse({ ...good, email: "not-an-email" }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...good, phone: "+20 3 459 1200" }).success).toBe(
      true,
    );
    expect(schema.safeParse({ ...good, phone: "call me maybe" }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...good, notes: "x".repeat(5001) }).success).toBe(
      false,
    );
  });

  it("takes a real date from today on (a day's slack for time zones), within five years", () => {
    expect(calendarDate("2026-02-30")).toBeUndefined();
    expect(calendarDate("2026-12-01")?.toISOString()).toBe(
      "2026-12-01T00:00:00.000Z",
    );
    expect(schema.safeParse({ ...good, neededBy: "" }).success).toBe(true);
    expect(schema.safeParse({ ...good, neededBy: "2026-11-25" }).success).toBe(
      true,
    );
    expect(schema.safeParse({ ...good, neededBy: "2026-11-24" }).success).toBe(
      true,
    );
    expect(schema.safeParse({ ...good, neededBy: "2026-11-20" }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...good, neededBy: "2026-02-30" }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...good, neededBy: "2040-01-01" }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...good, neededBy: "25/12/2026" }).success).toBe(
      false,
    );
  });

  it("speaks its copy's language: Arabic messages for the Arabic copy, the English ones unchanged", () => {
    const english = schema.safeParse({ email: "x" });
    expect(
      !english.success && english.error.issues.map((issue) => issue.message),
    ).toEqual([
      "Please enter your name",
      "Please enter a valid email address",
      "Please enter your country",
    ]);
    const arabic = quoteRequestSchema(ar, () => NOW).safeParse({ email: "x" });
    expect(
      !arabic.success && arabic.error.issues.map((issue) => issue.message),
    ).toEqual([
      "يُرجى إدخال اسمك",
      "يُرجى إدخال بريد إلكتروني صحيح",
      "يُرجى إدخال دولتك",
    ]);
    expect(checkLength("", ar)).toEqual({
      ok: false,
      error: ar.lengthRequired,
    });
    expect(checkLength("500.5", ar)).toEqual({
      ok: false,
      error: ar.lengthInvalid,
    });
    expect(checkDrum("0", ar)).toEqual({ ok: false, error: ar.drumRange });
    expect(checkLength("500.5", en)).toEqual({
      ok: false,
      error:
        "Please enter the length as a whole number of metres, for example 500",
    });
    const lines = [{ productId: "1", size: null, lengthM: 100, drumM: null }];
    expect(applyLineEdits(lines, { "length-0": "lots" }, ar)).toEqual({
      ok: false,
      errors: { "length-0": ar.lengthInvalid },
    });
  });
});
