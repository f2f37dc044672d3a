import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate } from "./dates";

describe("dates", () => {
  it("formats as Intl's en-US long and short dates would, in UTC", () => {
    const long = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    const short = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(formatLongDate("2025-04-08")).toBe("April 8, 2025");
    expect(formatShortDate("2025-09-30T23:59:00Z")).toBe("Sep 30, 2025");
    for (let day = 0; day < 800; day += 3) {
      const date = new Date(Date.UTC(2024, 0, 1 + day, day % 24));
      const iso = date.toISOString();
      expect(formatLongDate(iso.slice(0, 10))).toBe(long.format(date));
      expect(formatShortDate(iso)).toBe(short.format(date));
    }
  });

  it("says so for a date it cannot read, as toLocaleDateString does", () => {
    expect(formatLongDate("not a date")).toBe(
      new Date("x").toLocaleDateString("en-US"),
    );
    expect(formatShortDate("")).toBe("Invalid Date");
  });
});
