import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatQuantity,
  productCountText,
} from "~/lib/catalogue/catalogue-format";
import { en } from "~/locales/en";
import { ar } from "~/locales/ar";
import { ARABIC_INTL_LOCALE, arabicDate, arabicNumber } from "./arabic-intl";
import { formatLongDate, formatShortDate } from "./dates";
import { formatDownloadDate, formatFileSize } from "../content/downloads";
import { formatDecimal, formatWhole } from "../catalogue/size-format";

/**
 * Every formatter in both locales (decision 044): English byte for byte as before, Arabic as Intl's
 * ar-EG with Western digits (decision 039).
 */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

afterEach(() => vi.restoreAllMocks());

describe("Arabic numbers and dates", () => {
  it("uses Western digits and ar-EG's separators and month names", () => {
    expect(ARABIC_INTL_LOCALE).toBe("ar-EG-u-nu-latn");
    expect(arabicNumber(2500)).toBe("2,500");
    expect(arabicNumber(12.345, 1)).toBe("12.3");
    expect(arabicDate(new Date("2025-04-08T00:00:00Z"))).toBe("8 أبريل 2025");
    expect(arabicDate(new Date("x"))).toBe("تاريخ غير صالح");
  });

  it("formats quantities, counts, sizes, file sizes and dates for Arabic pages", () => {
    expect(formatQuantity(2500, "ar")).toBe("2,500");
    expect(formatQuantity(1234567.6, "ar")).toBe("1,234,568");
    expect(productCountText(1, ar.catalog.grid.count, "ar")).not.toMatch(
      EASTERN_DIGITS,
    );
    expect(productCountText(1500, ar.catalog.grid.count, "ar")).toContain(
      "1,500",
    );
    expect(formatWhole(2500, "ar")).toBe("2,500");
    expect(formatWhole(-0.2, "ar")).toBe("0");
    expect(formatDecimal(12.3, 1, "ar")).toBe("12.3");
    expect(formatDecimal(0.1234, 4, "ar")).toBe("0.1234");
    expect(formatDecimal(1530.25, 1, "ar")).toBe("1,530.3");
    expect(formatFileSize(12_697, "ar")).toBe("12.4 KB");
    expect(formatFileSize(1_258_291, "ar")).toBe("1.2 MB");
    expect(formatLongDate("2025-04-08", "ar")).toBe("8 أبريل 2025");
    expect(formatShortDate("2025-09-30T23:59:00Z", "ar")).toBe(
      "30 سبتمبر 2025",
    );
    expect(formatDownloadDate("2026-01-02T10:00:00Z", "ar")).toBe(
      "2 يناير 2026",
    );
    for (let month = 0; month < 12; month++) {
      const text = formatLongDate(
        new Date(Date.UTC(2025, month, 15)).toISOString(),
        "ar",
      );
      expect(text).toMatch(/^15 [\u0621-\u064A]+ 2025$/);
    }
  });

  it("keeps English as before, without building an Intl formatter", () => {
    const number = vi.spyOn(Intl, "NumberFormat");
    const date = vi.spyOn(Intl, "DateTimeFormat");
    expect(formatQuantity(2500)).toBe("2,500");
    expect(formatQuantity(2500, "en")).toBe("2,500");
    expect(productCountText(1, en.catalog.grid.count, "en")).toBe(
      productCountText(1, en.catalog.grid.count),
    );
    expect(formatWhole(2500, "en")).toBe("2,500");
    expect(formatDecimal(1530.25, 1, "en")).toBe("1,530.3");
    expect(formatFileSize(12_697, "en")).toBe("12.4 KB");
    expect(formatLongDate("2025-04-08", "en")).toBe("April 8, 2025");
    expect(formatShortDate("2025-09-30T23:59:00Z", "en")).toBe("Sep 30, 2025");
    expect(formatDownloadDate("2026-01-02T10:00:00Z", "en")).toBe(
      "Jan 2, 2026",
    );
    expect(number).not.toHaveBeenCalled();
    expect(date).not.toHaveBeenCalled();
  });
});
