/** The About Us page's four core values (spec). */
export interface CoreValue {
  icon: "Award" | "ShieldCheck" | "Lightbulb" | "Users";
  title: string;
  description: string;
}

export const coreValues: readonly CoreValue[] = [
  {
    icon: "Award",
    title: "Quality Excellence",
    description: "Every drum is tested before it leaves the plant, and every test result is recorded and traceable to its production lot.",
  },
  {
    icon: "ShieldCheck",
    title: "Reliability & Trust",
    description: "Honest datasheets, delivery dates we keep, and the same quality on the hundredth order as on the first.",
  },
  {
    icon: "Lightbulb",
    title: "Innovation & Technology",
    description: "Modern drawing, stranding and extrusion lines, and constructions improved with our customers' engineers.",
  },
  {
    icon: "Users",
    title: "Customer Focus",
    description: "Engineers who answer technical questions, cut lengths to order, and stay with a project until it is energised.",
  },
];
