import { describe, expect, it } from "vitest";
import { companyAge, mapEmbedUrl, mapLinkUrl, phoneText, site } from "./site";

describe("site settings", () => {
  it("computes the company age as the current year minus 2011", () => {
    expect(companyAge(new Date("2026-11-22"))).toBe(15);
    expect(companyAge(new Date("2030-01-01"))).toBe(19);
  });

  it("has an office phone, three sales phones and a sales e-mail", () => {
    expect(site.officePhone.tel).toMatch(/^\+20\d+$/);
    expect(site.salesPhones).toHaveLength(3);
    expect(site.salesEmail).toMatch(/^[^@]+@[^@]+\.[a-z]+$/);
  });

  it("shows phone numbers with non-breaking spaces, so a tel: link never wraps mid-number", () => {
    expect(phoneText(site.officePhone)).toBe("+20\u00a03\u00a0459\u00a01200");
    expect(site.salesPhones.map(phoneText).every((text) => !text.includes(" "))).toBe(true);
  });

  it("points the map at the factory at zoom 14 without a key", () => {
    expect(mapEmbedUrl()).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(mapEmbedUrl()).toContain(`marker=${site.coordinates.lat},${site.coordinates.lng}`);
    expect(mapLinkUrl()).toContain("#map=14/");
  });
});
