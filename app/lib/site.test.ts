import { describe, expect, it } from "vitest";
import {
  chromeCompany,
  type CompanyDetails,
  companyAge,
  fillFacts,
  formatAddress,
  mapEmbedUrl,
  mapLinkUrl,
  phoneText,
  telDigits,
  toPhone,
} from "./site";

const company: CompanyDetails = {
  officePhone: toPhone("+20 3 459 1200"),
  salesPhones: [toPhone("+20 100 245 7810"), toPhone("+20 122 318 4406")],
  salesEmail: "sales@example.com",
  infoEmail: "info@example.com",
  authorEmail: "web@example.com",
  address: {
    street: "Block 12",
    city: "New Borg El Arab City",
    region: "Alexandria",
    country: "Egypt",
    postalCode: "21934",
  },
  coordinates: { lat: 30.8704, lng: 29.5863 },
  businessHours: "Saturday - Thursday",
  social: {
    facebook: "https://www.facebook.com/x",
    linkedin: "https://www.linkedin.com/company/x",
  },
  whatsapp: "https://wa.me/201002457810",
  facts: { foundedYear: 2011, heritageYear: 1974, copyrightYear: 2025 },
  lang: {
    street: "en",
    city: "en",
    region: "en",
    country: "en",
    businessHours: "en",
  },
};

describe("site helpers", () => {
  it("computes the company age as the current year minus the founding year", () => {
    expect(companyAge(2011, new Date("2026-11-22"))).toBe(15);
    expect(companyAge(2011, new Date("2030-01-01"))).toBe(19);
    expect(companyAge(1974, new Date("2026-11-22"))).toBe(52);
    // Founded this year: 0, never a negative age.
    expect(companyAge(2026, new Date("2026-01-01"))).toBe(0);
  });

  it("fills the company's years into a text's placeholders and leaves other braces", () => {
    const facts = {
      foundedYear: 2011,
      heritageYear: 1974,
      copyrightYear: 2025,
    };
    expect(fillFacts("Trusted quality since {heritageYear}", facts)).toBe(
      "Trusted quality since 1974",
    );
    expect(
      fillFacts("منذ عام {foundedYear}، © {copyrightYear} {other}", facts),
    ).toBe("منذ عام 2011، © 2025 {other}");
    expect(
      fillFacts("since {foundedYear}", { ...facts, foundedYear: 1999 }),
    ).toBe("since 1999");
    expect(fillFacts("{foundedyear} { foundedYear}", facts)).toBe(
      "{foundedyear} { foundedYear}",
    );
  });

  it("dials a phone's digits with its leading +", () => {
    expect(telDigits("+20 3 459 1200")).toBe("+2034591200");
    expect(toPhone("+20 (3) 459-1200")).toEqual({
      display: "+20 (3) 459-1200",
      tel: "+2034591200",
    });
  });

  it("shows phone numbers with non-breaking spaces, so a tel: link never wraps mid-number", () => {
    expect(phoneText("+20 3 459 1200")).toBe("+20\u00a03\u00a0459\u00a01200");
  });

  it("writes the address on one line", () => {
    expect(formatAddress(company.address)).toBe(
      "Block 12, New Borg El Arab City, Alexandria 21934, Egypt",
    );
  });

  it("points the map at the given coordinates at zoom 14 without a key", () => {
    expect(mapEmbedUrl(company.coordinates)).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    expect(mapEmbedUrl(company.coordinates)).toContain(
      "marker=30.8704,29.5863",
    );
    expect(mapEmbedUrl({ lat: -33.9, lng: 18.4 })).toContain(
      "bbox=18.3800,-33.9100,18.4200,-33.8900",
    );
    expect(mapLinkUrl(company.coordinates)).toBe(
      "https://www.openstreetmap.org/?mlat=30.8704&mlon=29.5863#map=14/30.8704/29.5863",
    );
  });

  it("gives the footer only what it shows: no info e-mail, LinkedIn, hours or address parts", () => {
    expect(chromeCompany(company)).toEqual({
      address: "Block 12, New Borg El Arab City, Alexandria 21934, Egypt",
      officePhone: "+20 3 459 1200",
      salesPhones: ["+20 100 245 7810", "+20 122 318 4406"],
      salesEmail: "sales@example.com",
      authorEmail: "web@example.com",
      facebook: "https://www.facebook.com/x",
      whatsapp: "https://wa.me/201002457810",
      lat: 30.8704,
      lng: 29.5863,
      foundedYear: 2011,
      copyrightYear: 2025,
    });
  });

  it("gives an Arabic page the Arabic address only when every part is translated, else the English marked", () => {
    const arabic: CompanyDetails = {
      ...company,
      address: {
        street: "البلوك 12",
        city: "مدينة برج العرب الجديدة",
        region: "الإسكندرية",
        country: "مصر",
        postalCode: "21934",
      },
      lang: {
        street: "ar",
        city: "ar",
        region: "ar",
        country: "ar",
        businessHours: "ar",
      },
    };
    const whole = chromeCompany(arabic, company, "ar");
    expect(whole.address).toBe(
      // Arabic commas between the parts (issue 35); the test expected Latin ones before.
      "البلوك 12، مدينة برج العرب الجديدة، الإسكندرية 21934، مصر",
    );
    expect(whole).not.toHaveProperty("addressLang");
    const partly: CompanyDetails = {
      ...arabic,
      address: { ...arabic.address, country: "Egypt" },
      lang: { ...arabic.lang, country: "en" },
    };
    const fallback = chromeCompany(partly, company, "ar");
    expect(fallback.address).toBe(
      "Block 12, New Borg El Arab City, Alexandria 21934, Egypt",
    );
    expect(fallback.addressLang).toBe("en");
    // An English page gets exactly what it got before: no addressLang.
    expect(chromeCompany(company)).not.toHaveProperty("addressLang");
  });
});
