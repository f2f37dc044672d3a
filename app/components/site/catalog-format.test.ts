import { describe, expect, it } from "vitest";
import { companyAgeText, formatQuantity, productCountText } from "./catalog-format";

describe("catalogue formatting", () => {
  it("groups quantities the en-US way", () => {
    expect(formatQuantity(2500)).toBe("2,500");
    expect(formatQuantity(950)).toBe("950");
    expect(formatQuantity(1234567)).toBe("1,234,567");
    expect(formatQuantity(0)).toBe("0");
    expect(formatQuantity(Number.NaN)).toBe("0");
  });

  it("counts products in the singular and the plural", () => {
    expect(productCountText(1)).toBe("1 product");
    expect(productCountText(0)).toBe("0 products");
    expect(productCountText(8)).toBe("8 products");
    expect(productCountText(10000)).toBe("10,000 products");
  });

  it("shows the company age as the current year minus 2011, then +", () => {
    expect(companyAgeText(2026)).toBe("15+");
    expect(companyAgeText(2011)).toBe("0+");
    expect(companyAgeText(2040)).toBe("29+");
  });
});

