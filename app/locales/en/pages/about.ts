/** The about copy (app/locales/en/index.ts says why pages import their own). */
export const aboutCopy = {
  metaTitle: "About Us",
  metaDescription:
    "Cableworks has made cables and conductors in New Borg El Arab City, Egypt, since 2011: our story, values, mission and vision.",
  eyebrow: "About Cableworks",
  title: "About Us",
  lead: "Copper and aluminium conductors, power, control and PVC insulated cables, made in Egypt to international standards since 2011.",
  storyTitle: "Our Story",
  story: [
    "Cableworks was founded in 2011 in New Borg El Arab City, the industrial city west of Alexandria, by engineers who had spent their careers installing other people's cables and knew what a contractor needs from a supplier: conductors that meet their datasheet, drums that arrive when promised, and someone who answers the phone.",
    "We started with one drawing line and one extruder making stranded copper conductors. Today our plant draws, strands, insulates, sheathes and tests stranded conductors, multi-core power cables, control cables and PVC insulated wiring, and every drum leaves the factory with a test report.",
    "Our customers are contractors, panel builders, utilities and industrial plants across Egypt, the Middle East and Africa. Many have bought from us since the first year, and that is the measure of success we care about most.",
  ],
  facts: [
    { value: "2011", label: "Founded" },
    { value: "New Borg El Arab", label: "Plant and head office" },
    { value: "ISO 9001:2015", label: "Certified quality system" },
  ],
  valuesTitle: "Our Core Values",
  valuesLead: "Four commitments that decide how we design, make and deliver every cable.",
  missionTitle: "Our Mission",
  mission:
    "To supply cables and conductors that are safe, honestly specified and delivered on time, so that the people who build Egypt's power networks, factories and homes never have to doubt what is inside the sheath.",
  visionTitle: "Our Vision",
  vision:
    "To be the cable maker the region's engineers name first: known for products that meet their datasheets every time, for technical support that solves problems, and for a factory that keeps raising its own standards.",
  ctaTitle: "Working on a project?",
  ctaBody: "Tell us what you need: our engineers will recommend the right construction and send a quotation.",
  ctaContact: "Contact Us",
  ctaProducts: "View Products",
} as const;
