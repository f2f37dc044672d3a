import { describe, expect, it } from "vitest";
import { SECURITY_TXT_DAYS, securityTxt } from "./security-txt";

/** The fields as RFC 9116 section 2.5 reads them: "Name: value" lines, names case-insensitive. */
function fields(text: string): [string, string][] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([A-Za-z-]+): (.+)$/.exec(line);
      if (!match) throw new Error(`Not a field line: ${line}`);
      return [match[1]!.toLowerCase(), match[2]!];
    });
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
// RFC 3339 date-time as RFC 9116 2.5.5 requires (the Internet profile of ISO 8601).
const RFC3339 =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe("security.txt", () => {
  const now = new Date("2026-11-25T23:59:59Z");
  const text = securityTxt({
    siteUrl: "https://www.example.com",
    contactEmail: "sales@example.com",
    now,
  });
  const parsed = fields(text);

  it("has the required Contact and one Expires, the canonical address and the language", () => {
    expect(
      parsed.filter(([name]) => name === "contact").map(([, value]) => value),
    ).toEqual(["mailto:sales@example.com", "https://www.example.com/contact"]);
    expect(parsed.filter(([name]) => name === "expires")).toHaveLength(1);
    expect(parsed).toContainEqual([
      "canonical",
      "https://www.example.com/.well-known/security.txt",
    ]);
    expect(parsed).toContainEqual(["preferred-languages", "en"]);
    expect(text.endsWith("\n")).toBe(true);
  });

  it("expires in RFC 3339 form, ahead of every moment of the day it is made, less than a year out", () => {
    const dates = [
      now,
      new Date("2028-02-29T00:00:00Z"),
      new Date("2027-12-31T12:00:00Z"),
      new Date("2026-01-01T00:00:01Z"),
    ];
    for (const date of dates) {
      const expires = fields(
        securityTxt({
          siteUrl: "https://x.test",
          contactEmail: "a@x.test",
          now: date,
        }),
      ).find(([name]) => name === "expires")![1];
      expect(expires).toMatch(RFC3339);
      const at = Date.parse(expires);
      expect(at - date.getTime()).toBeGreaterThan(
        (SECURITY_TXT_DAYS - 1) * 24 * 60 * 60 * 1000,
      );
      expect(at - date.getTime()).toBeLessThan(YEAR_MS);
    }
  });

  it("is the same all day (so its ETag holds) and moves on with the date", () => {
    const morning = securityTxt({
      siteUrl: "https://x.test",
      contactEmail: "a@x.test",
      now: new Date("2026-11-25T00:00:00Z"),
    });
    const evening = securityTxt({
      siteUrl: "https://x.test",
      contactEmail: "a@x.test",
      now: new Date("2026-11-25T23:59:59Z"),
    });
    const tomorrow = securityTxt({
      siteUrl: "https://x.test",
      contactEmail: "a@x.test",
      now: new Date("2026-11-26T00:00:00Z"),
    });
    expect(morning).toBe(evening);
    expect(tomorrow).not.toBe(evening);
  });
});
