/** The quality copy (app/locales/en/index.ts says why pages import their own). */
export const qualityCopy = {
  metaTitle: "Quality Control",
  metaDescription:
    "How Cableworks tests every cable: routine, type and sample tests in our own laboratory, an ISO 9001:2015 quality system and certified materials.",
  eyebrow: "Quality first",
  title: "Quality Control",
  lead: "Every drum that leaves New Borg El Arab has passed our laboratory. Our quality management system is certified to ISO 9001:2015.",
  principlesTitle: "Our Quality Principles",
  labTitle: "Our testing laboratory",
  labBody:
    "Conductor resistance, high-voltage withstand, insulation resistance, spark testing on every metre, dimensional checks and ageing tests on insulation and sheath: our laboratory runs the routine and sample tests of IEC 60228, IEC 60502-1 and IEC 60227 on each production lot.",
  labAlt:
    "Illustration of the Cableworks laboratory: a high-voltage test bay with a cable drum, a resistance bridge and a test report.",
  isoTitle: "ISO 9001:2015 certified",
  isoBody:
    "Our quality management system is certified to ISO 9001:2015. Audits every year check that we follow our own procedures, measure what matters and act on what we find.",
  faqTitle: "Frequently Asked Questions",
} as const;
