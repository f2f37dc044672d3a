/**
 * The company's contact data, in one typed place: the spec's `{phone}` and `{email}` placeholders
 * are filled here and nowhere else. Safe for the browser (public data only).
 */
export interface Phone {
  /** As printed, e.g. "+20 3 459 1200". */
  display: string;
  /** For tel: links, digits with a leading +. */
  tel: string;
}

/** A phone number as shown in a tel: link: its spaces non-breaking, so it never wraps mid-number. */
export function phoneText(phone: Phone): string {
  return phone.display.replaceAll(" ", "\u00a0");
}

function phone(display: string): Phone {
  return { display, tel: display.replace(/[^\d+]/g, "") };
}

export const site = {
  name: "Cableworks",
  legalName: "Cableworks Cables & Conductors",
  foundedYear: 2011,
  heritageYear: 1974,
  copyrightYear: 2025,
  address: {
    street: "Industrial Zone 3, Block 12",
    city: "New Borg El Arab City",
    region: "Alexandria",
    country: "Egypt",
    postalCode: "21934",
  },
  coordinates: { lat: 30.8704, lng: 29.5863 },
  mapZoom: 14,
  officePhone: phone("+20 3 459 1200"),
  salesPhones: [phone("+20 100 245 7810"), phone("+20 122 318 4406"), phone("+20 111 562 9034")],
  salesEmail: "sales@cableworks.com.eg",
  infoEmail: "info@cableworks.com.eg",
  authorEmail: "webmaster@cableworks.com.eg",
  businessHours: "Saturday - Thursday: 9:00 AM - 6:00 PM",
  social: {
    facebook: "https://www.facebook.com/cableworks.eg",
    linkedin: "https://www.linkedin.com/company/cableworks-eg",
  },
  /** The chat-app link goes to the first sales number. */
  whatsapp: "https://wa.me/201002457810",
} as const;

export function formatAddress(): string {
  const a = site.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`;
}

/** A key-free OpenStreetMap embed around the factory at the spec's zoom 14. */
export function mapEmbedUrl(): string {
  const { lat, lng } = site.coordinates;
  // At zoom 14 a ~0.02 degree box frames the industrial zone.
  const d = 0.02;
  const bbox = [lng - d, lat - d / 2, lng + d, lat + d / 2].map((n) => n.toFixed(4)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
}

export function mapLinkUrl(): string {
  const { lat, lng } = site.coordinates;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${site.mapZoom}/${lat}/${lng}`;
}

/** The company age the home page shows: current year minus 2011. */
export function companyAge(now: Date = new Date()): number {
  return now.getFullYear() - site.foundedYear;
}
