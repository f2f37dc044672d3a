/** The certifications copy (app/locales/en/index.ts says why pages import their own). */
export const certificationsCopy = {
  metaTitle: "Certifications",
  metaDescription:
    "Cableworks quality, product and environmental certifications: ISO 9001:2015, IEC 60228, CE Marking, UL, RoHS and REACH.",
  eyebrow: "Compliance",
  title: "Certifications",
  lead: "Our quality system and products are certified and tested against international standards. Each record shows its status and how long it is valid.",
  validUntil: "Valid until",
  // A certification without an end date ("Ongoing" in the admin), as an Arabic page words it.
  ongoing: "Ongoing",
  category: "Category",
  status: "Status",
  expired: "Expired",
  // An expired certification's last valid day, in place of "Valid until" (decision 055).
  expiredOn: "Expired on",
  empty: "No certifications are listed at the moment.",
  documentsTitle: "Need the documents?",
  documentsBody:
    "Certificates and declarations of conformity can be downloaded as PDF files.",
  documentsLink: "Go to Downloads",
} as const;
