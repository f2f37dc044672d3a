import { describe, expect, it } from "vitest";
import { productFormSchema } from "./admin/products";
import { parseStrictNumber } from "./strict-number";

const whole = { integer: true, min: 0, max: 1_000_000_000 };

describe("parseStrictNumber", () => {
  it.each([
    ["3000", 3000],
    ["3,000", 3000],
    ["3 000", 3000],
    ["3\u00a0000", 3000],
    ["1,234,567", 1234567],
    [" 42 ", 42],
    ["3.0", 3],
    ["٣٠٠٠", 3000],
  ])("reads %j as %d", (input, value) => {
    expect(parseStrictNumber(input, whole)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["3abc", "notNumber"],
    ["1e3", "notNumber"],
    ["0x10", "notNumber"],
    ["3,5", "notNumber"],
    ["30,00", "notNumber"],
    ["3,000 000", "notNumber"],
    ["Infinity", "notNumber"],
    ["3.5", "notInteger"],
    ["-1", "tooSmall"],
    ["1,000,000,001", "tooLarge"],
  ])("refuses %j (%s)", (input, error) => {
    expect(parseStrictNumber(input, whole)).toEqual({ ok: false, error });
  });

  it("keeps fractions where they are allowed", () => {
    expect(
      parseStrictNumber("2,500.75", { integer: false, min: 0, max: 1e6 }),
    ).toEqual({ ok: true, value: 2500.75 });
  });
});

describe("the product form's number fields", () => {
  const base = { name: "Cable", category: "stranded" };
  const quantity = (value: string) =>
    productFormSchema.safeParse({ ...base, quantity: value });
  const conductors = (value: string) =>
    productFormSchema.safeParse({ ...base, conductors: value });

  it('saves "3,000" and "3 000" as 3000 (the issue: "3,000" was saved as 3)', () => {
    expect(quantity("3,000").data?.quantity).toBe(3000);
    expect(quantity("3 000").data?.quantity).toBe(3000);
  });

  it("keeps the spec's default of 0 when the field is not sent or left empty", () => {
    expect(productFormSchema.parse(base).quantity).toBe(0);
    expect(quantity("").data?.quantity).toBe(0);
    expect(quantity("  ").data?.quantity).toBe(0);
  });

  it.each(["3.5", "3abc", "1e3", "-5"])(
    "refuses quantity %j with a message naming the field",
    (value) => {
      const result = quantity(value);
      expect(result.success).toBe(false);
      const issue = result.error!.issues[0]!;
      expect(issue.path).toEqual(["quantity"]);
      expect(issue.message).toMatch(/^Quantity /);
    },
  );

  it("says what is wrong with a fraction", () => {
    expect(quantity("3.5").error!.issues[0]!.message).toBe(
      "Quantity must be a whole number: 3.5 has a fraction. Enter a whole number, such as 3.",
    );
  });

  it("reads conductors the same way, empty meaning none", () => {
    expect(conductors("").data?.specifications.conductors).toBeNull();
    expect(conductors("1,024").data?.specifications.conductors).toBe(1024);
    expect(conductors("2.5").success).toBe(false);
    expect(conductors("4x").success).toBe(false);
  });
});
