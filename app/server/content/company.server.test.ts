import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { companySettingsSchema } from "~/lib/forms/admin/company";
import { chromeCompany } from "~/lib/site";
import { organization } from "~/lib/structured-data";
import { loader as securityTxtLoader } from "~/routes/resources/security-txt";
import {
  companySettingsForm,
  saveCompanySettings,
} from "../admin/settings.server";
import { getProduct } from "../catalogue/catalogue.server";
import { getCompany } from "./company.server";
import { getDb } from "../db/client.server";
import { currentContentVersion } from "../db/content-version.server";
import { getDatasheet } from "./downloads.server";

/** The company's details in the database (issue 18, docs/decisions/028). */
const today = companySettingsForm();
const save = (changes: Record<string, string>) =>
  saveCompanySettings({ ...companySettingsForm(), ...changes });

async function pdfTextOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(
    await getDocumentProxy(new Uint8Array(bytes)),
    { mergePages: true },
  );
  return text.replace(/\s+/g, " ");
}

describe("the company's details", () => {
  it("start with exactly the values the site showed before they moved into the database", () => {
    expect(getCompany()).toEqual({
      officePhone: { display: "+20 3 459 1200", tel: "+2034591200" },
      salesPhones: [
        { display: "+20 100 245 7810", tel: "+201002457810" },
        { display: "+20 122 318 4406", tel: "+201223184406" },
        { display: "+20 111 562 9034", tel: "+201115629034" },
      ],
      salesEmail: "sales@cableworks.com.eg",
      infoEmail: "info@cableworks.com.eg",
      authorEmail: "webmaster@cableworks.com.eg",
      address: {
        street: "Industrial Zone 3, Block 12",
        city: "New Borg El Arab City",
        region: "Alexandria",
        country: "Egypt",
        postalCode: "21934",
      },
      coordinates: { lat: 30.8704, lng: 29.5863 },
      businessHours: "Saturday - Thursday: 9:00 AM - 6:00 PM",
      social: {
        facebook: "https://www.facebook.com/cableworks.eg",
        linkedin: "https://www.linkedin.com/company/cableworks-eg",
      },
      whatsapp: "https://wa.me/201002457810",
      // The years the texts named before they moved here (issue 35, decision 055).
      facts: { foundedYear: 2011, heritageYear: 1974, copyrightYear: 2025 },
      lang: {
        street: "en",
        city: "en",
        region: "en",
        country: "en",
        businessHours: "en",
      },
    });
    // The form shows them as typed: phones one per line, coordinates as text.
    expect(today.salesPhones).toBe(
      "+20 100 245 7810\n+20 122 318 4406\n+20 111 562 9034",
    );
    expect(today.latitude).toBe("30.8704");
  });

  it("reads another language's address and hours where they exist, English where they do not", () => {
    const sqlite = getDb().$client;
    // Start from no Arabic: migration 0017 seeds some, and this checks the fallback itself.
    sqlite.prepare("DELETE FROM company_texts WHERE locale = 'ar'").run();
    sqlite
      .prepare(
        "INSERT INTO company_texts (settings_id, locale, street, city, region, country, business_hours) VALUES (1, 'ar', ?, ?, ?, ?, ?)",
      )
      .run(
        "المنطقة الصناعية 3",
        "مدينة برج العرب الجديدة",
        "الإسكندرية",
        "مصر",
        "السبت - الخميس",
      );
    try {
      expect(getCompany("ar").address.city).toBe("مدينة برج العرب الجديدة");
      expect(getCompany("ar").businessHours).toBe("السبت - الخميس");
      expect(getCompany("ar").salesEmail).toBe("sales@cableworks.com.eg");
      expect(getCompany("fr").address.city).toBe("New Borg El Arab City");
      expect(getCompany().address.city).toBe("New Borg El Arab City");
      expect(getCompany("ar").lang).toEqual({
        street: "ar",
        city: "ar",
        region: "ar",
        country: "ar",
        businessHours: "ar",
      });
      // Per field: an Arabic row with an empty region shows the English region, said to be English.
      sqlite
        .prepare("UPDATE company_texts SET region = '' WHERE locale = 'ar'")
        .run();
      expect(getCompany("ar").address.region).toBe("Alexandria");
      expect(getCompany("ar").lang.region).toBe("en");
      expect(getCompany("ar").lang.city).toBe("ar");
    } finally {
      sqlite.prepare("DELETE FROM company_texts WHERE locale = 'ar'").run();
    }
  });

  it("saves a valid form: every reader sees the new values at once, and the render cache's version moves", async () => {
    const version = currentContentVersion();
    const product = getProduct("1")!;
    const before = await pdfTextOf(await getDatasheet(product));
    expect(before).toContain("+20 100 245 7810");
    const result = save({
      salesPhones: "  +20 100 000 0001\n\n+20-122-000-0002  ",
      salesEmail: "orders@example.com",
      street: "Plot 7, Road 2",
      latitude: "-33.9",
      longitude: "18.4",
      businessHours: "Sunday - Thursday: 8:00 AM - 4:00 PM",
    });
    expect(result.ok).toBe(true);
    expect(currentContentVersion()).toBeGreaterThan(version);
    const company = getCompany();
    expect(company.salesPhones).toEqual([
      { display: "+20 100 000 0001", tel: "+201000000001" },
      { display: "+20-122-000-0002", tel: "+201220000002" },
    ]);
    expect(company.coordinates).toEqual({ lat: -33.9, lng: 18.4 });
    expect(chromeCompany(company)).toMatchObject({
      address: "Plot 7, Road 2, New Borg El Arab City, Alexandria 21934, Egypt",
      salesEmail: "orders@example.com",
      lat: -33.9,
    });
    expect(organization("https://x.example", company)).toMatchObject({
      email: "orders@example.com",
      contactPoint: [
        { telephone: "+201000000001" },
        { telephone: "+201220000002" },
      ],
    });
    const securityTxt = await (
      securityTxtLoader({
        request: new Request("http://localhost/.well-known/security.txt"),
      } as never) as Response
    ).text();
    expect(securityTxt).toContain("Contact: mailto:orders@example.com");
    // A datasheet drawn before the save is not served again: its key includes the details' version.
    const after = await pdfTextOf(await getDatasheet(product));
    expect(after).toContain("+20 100 000 0001");
    expect(after).toContain("Sunday - Thursday: 8:00 AM - 4:00 PM");
    expect(after).not.toContain("+20 100 245 7810");
    expect(saveCompanySettings(today).ok).toBe(true);
    expect(companySettingsForm()).toEqual(today);
  });

  it.each([
    [
      "officePhone",
      "20 3 459 1200",
      "Office phone: write the number in international format",
    ],
    [
      "officePhone",
      "+20 3 459 12OO",
      "Office phone: write the number in international format",
    ],
    [
      "officePhone",
      "+20 12",
      "Office phone: write the number in international format",
    ],
    ["officePhone", "", "Office phone is required."],
    [
      "salesPhones",
      "+20 100 245 7810\ncall us",
      "Sales phone 2 (call us): write it in international format",
    ],
    ["salesPhones", " \n ", "Enter at least one sales phone."],
    [
      "salesPhones",
      Array.from({ length: 7 }, (_, i) => `+20 100 000 000${i}`).join("\n"),
      "At most 6 sales phones.",
    ],
    [
      "salesEmail",
      "sales at example.com",
      "Sales e-mail must be an e-mail address",
    ],
    [
      "authorEmail",
      `${"a".repeat(250)}@example.com`,
      "Website author's e-mail is too long: at most 254 characters.",
    ],
    [
      "facebook",
      "javascript:alert(1)",
      "Facebook page must be a full https:// address",
    ],
    [
      "linkedin",
      "http://www.linkedin.com/company/x",
      "LinkedIn page must be a full https:// address",
    ],
    [
      "whatsapp",
      "https://user:pw@wa.me/1",
      "WhatsApp chat link must be a full https:// address",
    ],
    [
      "whatsapp",
      "data:text/html,<script>alert(1)</script>",
      "WhatsApp chat link must be a full https:// address",
    ],
    ["latitude", "91", "Latitude must be 90 or less."],
    ["latitude", "30,8704", "Latitude must be a number written with digits"],
    ["longitude", "1e2", "Longitude must be a number written with digits"],
    ["longitude", "-180.5", "Longitude must be -180 or more."],
    ["longitude", "", "Longitude is required."],
    [
      "postalCode",
      "<b>",
      "Postal code: letters, digits, spaces and hyphens only",
    ],
    [
      "businessHours",
      "x".repeat(201),
      "Business hours is too long: at most 200 characters.",
    ],
  ])(
    "refuses %s %j with a message, and changes nothing",
    (field, value, message) => {
      const version = currentContentVersion();
      const result = save({ [field]: value, city: "Changed City" });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[field]).toContain(message);
      expect(companySettingsForm()).toEqual(today);
      expect(currentContentVersion()).toBe(version);
    },
  );

  it("the browser and the server check with one schema: a missing field is refused, not stored empty", () => {
    const { whatsapp: _missing, ...rest } = today;
    expect(companySettingsSchema.safeParse(rest).success).toBe(false);
    expect(saveCompanySettings(rest).ok).toBe(false);
    expect(companySettingsForm()).toEqual(today);
  });

  it("keeps markup typed into a text as characters, for the pages to show as text", () => {
    expect(save({ businessHours: "<script>alert(1)</script> 9-5" }).ok).toBe(
      true,
    );
    expect(getCompany().businessHours).toBe("<script>alert(1)</script> 9-5");
    expect(saveCompanySettings(today).ok).toBe(true);
  });
});
