import { describe, expect, it, vi } from "vitest";
import {
  certificationValidity,
  lastValidDay,
  publicCertifications,
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

describe("the certifications the public sees (decision 055)", () => {
  const rows = [
    { title: "Lapsed", validUntil: "2025" },
    { title: "Last day today", validUntil: "2026-12-07" },
    { title: "Current", validUntil: "Dec 2027" },
    { title: "Open-ended", validUntil: "Ongoing" },
  ];
  const titles = (list: { row: { title: string } }[]) =>
    list.map(({ row }) => row.title);

  it("shows every one when expired ones are shown, each with its validity", () => {
    const shown = publicCertifications(rows, "show", day("2026-12-07"));
    expect(titles(shown)).toEqual([
      "Lapsed",
      "Last day today",
      "Current",
      "Open-ended",
    ]);
    expect(shown[0]!.validity).toEqual({
      lastDay: "2025-12-31",
      expired: true,
      daysLeft: -341,
    });
  });

  it("leaves out only the expired ones when they are hidden: a certification is valid through its last day", () => {
    expect(
      titles(publicCertifications(rows, "hide", day("2026-12-07"))),
    ).toEqual(["Last day today", "Current", "Open-ended"]);
    expect(
      titles(publicCertifications(rows, "hide", day("2026-12-08"))),
    ).toEqual(["Current", "Open-ended"]);
    // Before the end of 2025 nothing had expired.
    expect(
      titles(publicCertifications(rows, "hide", day("2025-12-31"))),
    ).toEqual(titles(rows.map((row) => ({ row }))));
  });

  it("reads today from the clock by default", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(day("2028-01-01"));
      expect(titles(publicCertifications(rows, "hide"))).toEqual([
        "Open-ended",
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
