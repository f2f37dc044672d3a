import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import {
  companyAgeText,
  formatQuantity,
  productCountText,
} from "./catalogue-format";

describe("catalogue formatting", () => {
  it("groups quantities the en-US way", () => {
    expect(formatQuantity(2500)).toBe("2,500");
    expect(formatQuantity(950)).toBe("950");
    expect(formatQuantity(1234567)).toBe("1,234,567");
    expect(formatQuantity(0)).toBe("0");
    expect(formatQuantity(Number.NaN)).toBe("0");
  });

  it("formats every quantity as Intl's en-US grouping would", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const values = [
      1, 9, 10, 99, 100, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 2.5, 0.5,
      1499.5, -0.4, -1, -2500, -1234.5, 9_007_199_254_740_991, 1e21, 1e300,
    ];
    for (let i = 0; i < 500; i++)
      values.push(
        Math.floor(Math.random() * 10 ** (1 + (i % 12))) /
          (i % 3 === 0 ? 7 : 1),
      );
    for (const value of values)
      expect(formatQuantity(value), String(value)).toBe(intl.format(value));
  });

  it("counts products in the singular and the plural", () => {
    expect(productCountText(1, en.catalog.grid.count)).toBe("1 product");
    expect(productCountText(0, en.catalog.grid.count)).toBe("0 products");
    expect(productCountText(8, en.catalog.grid.count)).toBe("8 products");
    expect(productCountText(10000, en.catalog.grid.count)).toBe(
      "10,000 products",
    );
  });

  it("shows the company age as the current year minus 2011, then +", () => {
    expect(companyAgeText(2026)).toBe("15+");
    expect(companyAgeText(2011)).toBe("0+");
    expect(companyAgeText(2040)).toBe("29+");
  });
});
