import { describe, expect, it } from "vitest";
import { formatDecimal, formatWhole, printedDesignation } from "./size-format";

describe("size table numbers", () => {
  it("groups whole numbers as en-US does", () => {
    for (const n of [0, 7, 999, 1000, 2500, 123456, 1234567]) {
      expect(formatWhole(n)).toBe(new Intl.NumberFormat("en-US").format(n));
    }
  });

  it("keeps the significant decimals of a measured value and no trailing zeros", () => {
    expect(formatDecimal(0.0754, 4)).toBe("0.0754");
    expect(formatDecimal(12.1, 4)).toBe("12.1");
    expect(formatDecimal(36, 4)).toBe("36");
    expect(formatDecimal(17.5, 1)).toBe("17.5");
    expect(formatDecimal(12.34, 1)).toBe("12.3");
    expect(formatDecimal(1234.5, 1)).toBe("1,234.5");
  });

  it("prints a designation with multiplication signs", () => {
    expect(printedDesignation("3x25+16")).toBe("3 × 25 + 16");
    expect(printedDesignation("4x1.5")).toBe("4 × 1.5");
  });
});
