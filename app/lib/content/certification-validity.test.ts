import { describe, expect, it } from "vitest";
import {
  certificationValidity,
  lastValidDay,
  shownStatus,
} from "./certification-validity";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("certification validity", () => {
  it("reads a year as valid to its last day (the seeds: 2025, 2026, 2027, Ongoing)", () => {
    const now = day("2026-11-25");
    expect(certificationValidity("2025", now)).toEqual({
      lastDay: "2025-12-31",
      expired: true,
      daysLeft: -329,
    });
    expect(certificationValidity("2026", now)).toEqual({
      lastDay: "2026-12-31",
      expired: false,
      daysLeft: 36,
    });
    expect(certificationValidity("2027", now).expired).toBe(false);
    expect(certificationValidity("Ongoing", now)).toEqual({
      lastDay: null,
      expired: false,
      daysLeft: null,
    });
  });

  it("is valid through its last day and expired the day after", () => {
    expect(
      certificationValidity("2026-03-31", day("2026-03-31")),
    ).toMatchObject({ expired: false, daysLeft: 0 });
    expect(
      certificationValidity("2026-03-31", day("2026-04-01")),
    ).toMatchObject({ expired: true, daysLeft: -1 });
  });

  it("reads months and written dates, and nothing it cannot be sure of", () => {
    expect(lastValidDay("2026-02")?.toISOString().slice(0, 10)).toBe(
      "2026-02-28",
    );
    expect(lastValidDay("March 2027")?.toISOString().slice(0, 10)).toBe(
      "2027-03-31",
    );
    expect(lastValidDay("Mar 5, 2027")?.toISOString().slice(0, 10)).toBe(
      "2027-03-05",
    );
    expect(lastValidDay("5 March 2027")?.toISOString().slice(0, 10)).toBe(
      "2027-03-05",
    );
    for (const text of [
      "Ongoing",
      "",
      "2026-13",
      "2026-02-30",
      "Smarch 2026",
      "03/04/2026",
      "until revoked",
    ]) {
      expect(lastValidDay(text), text).toBeNull();
    }
  });

  it('shows "Expired" instead of the stored status once the date has passed', () => {
    expect(
      shownStatus(
        "Certified",
        certificationValidity("2025", day("2026-11-25")),
        "Expired",
      ),
    ).toBe("Expired");
    expect(
      shownStatus(
        "Certified",
        certificationValidity("2025", day("2025-12-31")),
        "Expired",
      ),
    ).toBe("Certified");
  });
});
