import { describe, expect, it } from "vitest";
import {
  certificationExpiries,
  listShownCertifications,
} from "./content.server";
import { saveExpiredCertifications } from "../admin/settings.server";

// The seeded certifications (spec section 3): valid until 2026, 2025, 2027, 2026, Ongoing, 2025.
const november2026 = new Date("2026-11-25T10:00:00Z");

describe("certifications derived from their validity", () => {
  it('shows the ones past their date as "Expired" and marks them for the home page to leave out', () => {
    const shown = listShownCertifications("Expired", november2026);
    const byTitle = Object.fromEntries(shown.map((row) => [row.title, row]));
    expect(byTitle["IEC 60228"]).toMatchObject({
      status: "Expired",
      expired: true,
      validUntil: "2025",
    });
    expect(byTitle["REACH Regulation"]).toMatchObject({
      status: "Expired",
      expired: true,
    });
    expect(byTitle["ISO 9001:2015"]).toMatchObject({
      status: "Active",
      expired: false,
    });
    expect(byTitle["RoHS Compliant"]).toMatchObject({
      status: "Compliant",
      expired: false,
    });
    // A year earlier nothing had expired: the state follows the date, not the data.
    expect(
      listShownCertifications(
        "Expired",
        new Date("2025-11-25T10:00:00Z"),
      ).filter((row) => row.expired),
    ).toEqual([]);
  });

  it("says on the public page when an expired one ended, in the page's language, or leaves it out as the team chose (decision 055)", () => {
    const shown = listShownCertifications(
      "Expired",
      november2026,
      "en",
      "show",
    );
    expect(shown.find((row) => row.title === "IEC 60228")).toMatchObject({
      expired: true,
      expiredOn: "December 31, 2025",
    });
    expect(shown.find((row) => row.title === "CE Marking")).toMatchObject({
      expired: false,
      expiredOn: null,
    });
    const arabic = listShownCertifications(
      "منتهية الصلاحية",
      november2026,
      "ar",
      "show",
    );
    expect(arabic.find((row) => row.id === 2)).toMatchObject({
      status: "منتهية الصلاحية",
      expired: true,
      expiredOn: "31 ديسمبر 2025",
    });
    const hidden = listShownCertifications(
      "Expired",
      november2026,
      "en",
      "hide",
    );
    expect(hidden.map((row) => row.title)).toEqual([
      "ISO 9001:2015",
      "CE Marking",
      "UL Listed",
      "RoHS Compliant",
    ]);
    // The stored choice is read when none is passed.
    expect(saveExpiredCertifications("hide").ok).toBe(true);
    expect(listShownCertifications("Expired", november2026)).toHaveLength(4);
    expect(saveExpiredCertifications("show").ok).toBe(true);
    expect(listShownCertifications("Expired", november2026)).toHaveLength(6);
  });

  it("gives the dashboard the expired ones and those within 90 days, soonest first", () => {
    const { expired, expiring } = certificationExpiries(november2026);
    expect(expired.map((row) => row.title).sort()).toEqual([
      "IEC 60228",
      "REACH Regulation",
    ]);
    expect(expiring).toEqual([
      expect.objectContaining({
        title: "ISO 9001:2015",
        lastDay: "2026-12-31",
        daysLeft: 36,
      }),
      expect.objectContaining({
        title: "UL Listed",
        lastDay: "2026-12-31",
        daysLeft: 36,
      }),
    ]);
    expect(
      certificationExpiries(new Date("2026-09-01T00:00:00Z")).expiring,
    ).toEqual([]);
  });
});
