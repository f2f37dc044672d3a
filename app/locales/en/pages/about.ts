/**
 * The about copy (app/locales/en/index.ts says why pages import their own). The story, mission,
 * vision and core values are in the database (app/server/content/pages.server.ts).
 */
export const aboutCopy = {
  metaTitle: "About Us",
  metaDescription:
    "Cableworks has made cables and conductors in New Borg El Arab City, Egypt, since {foundedYear}: our story, values, mission and vision.",
  eyebrow: "About Cableworks",
  title: "About Us",
  lead: "Copper and aluminium conductors, power, control and PVC insulated cables, made in Egypt to international standards since {foundedYear}.",
  storyTitle: "Our Story",
  facts: [
    { value: "{foundedYear}", label: "Founded" },
    { value: "New Borg El Arab", label: "Plant and head office" },
    { value: "ISO 9001:2015", label: "Certified quality system" },
  ],
  valuesTitle: "Our Core Values",
  valuesLead:
    "Four commitments that decide how we design, make and deliver every cable.",
  missionTitle: "Our Mission",
  visionTitle: "Our Vision",
  ctaTitle: "Working on a project?",
  ctaBody:
    "Tell us what you need: our engineers will recommend the right construction and send a quotation.",
  ctaContact: "Contact Us",
  ctaProducts: "View Products",
} as const;
