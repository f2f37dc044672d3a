/** The Careers page's four benefits (spec): page copy, translated with the page's catalogue (issue 21); its openings are in the database (docs/decisions/027). */
export interface Benefit {
  icon: "GraduationCap" | "HeartPulse" | "TrendingUp" | "Bus";
  title: string;
  description: string;
}

export const benefits: readonly Benefit[] = [
  {
    icon: "GraduationCap",
    title: "Training & Development",
    description:
      "Paid technical courses, IEC standards training and a mentor from your first week on the floor.",
  },
  {
    icon: "HeartPulse",
    title: "Health Insurance",
    description:
      "Private medical insurance for you and your family, plus an annual health check.",
  },
  {
    icon: "TrendingUp",
    title: "Career Growth",
    description:
      "Most of our supervisors and engineers were promoted from within. We plan your next step with you.",
  },
  {
    icon: "Bus",
    title: "Transport & Meals",
    description:
      "Company buses from Alexandria and Borg El Arab, and a hot meal on every shift.",
  },
];
