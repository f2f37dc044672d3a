import { describe, expect, it } from "vitest";
import {
  applyLineEdits,
  calendarDate,
  checkDrum,
  checkLength,
  makeQuoteRequestSchema,
} from "./quote-form";

const NOW = Date.UTC(2026, 10, 25, 12);
const schema = makeQuoteRequestSchema(() => NOW);
const good = { name: "Ola Nabil", email: "Ola@Example.com", country: "Egypt" };

describe("the quote request form", () => {
  it("reads lengths strictly as whole metres", () => {
    expect(checkLength("500")).toEqual({ ok: true, value: 500 });
    expect(checkLength("1,000")).toEqual({ ok: true, value: 1000 });
    for (const text of ["", " ", "abc", "1e3", "3,5", "0x10"])
      expect(checkLength(text).ok, text).toBe(false);
    expect(checkLength("500.5")).toMatchObject({
      ok: false,
      error: expect.stringContaining("whole number"),
    });
    expect(checkLength("0")).toMatchObject({
      ok: false,
      error: expect.stringContaining("from 1 to 1,000,000"),
    });
    expect(checkLength("1000001")).toMatchObject({ ok: false });
    expect(checkDrum("")).toEqual({ ok: true, value: null });
    expect(checkDrum("250")).toEqual({ ok: true, value: 250 });
    expect(checkDrum("20000").ok).toBe(false);
  });

  it("applies typed lengths to the basket's lines, or names each wrong field", () => {
    const lines = [
      { productId: "1", size: null, lengthM: 100, drumM: null },
      { productId: "2", size: null, lengthM: 200, drumM: 100 },
    ];
    expect(applyLineEdits(lines, { "length-0": "150", "drum-1": "" })).toEqual({
      ok: true,
      lines: [
        { productId: "1", size: null, lengthM: 150, drumM: null },
        { productId: "2", size: null, lengthM: 200, drumM: null },
      ],
    });
    const wrong = applyLineEdits(lines, { "length-0": "lots", "drum-1": "-3" });
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
});
