/** The Careers page's benefits and openings (spec: four benefits, three openings). */
export interface Benefit {
  icon: "GraduationCap" | "HeartPulse" | "TrendingUp" | "Bus";
  title: string;
  description: string;
}

export const benefits: readonly Benefit[] = [
  {
    icon: "GraduationCap",
    title: "Training & Development",
    description: "Paid technical courses, IEC standards training and a mentor from your first week on the floor.",
  },
  {
    icon: "HeartPulse",
    title: "Health Insurance",
    description: "Private medical insurance for you and your family, plus an annual health check.",
  },
  {
    icon: "TrendingUp",
    title: "Career Growth",
    description: "Most of our supervisors and engineers were promoted from within. We plan your next step with you.",
  },
  {
    icon: "Bus",
    title: "Transport & Meals",
    description: "Company buses from Alexandria and Borg El Arab, and a hot meal on every shift.",
  },
];

export interface JobOpening {
  /** Used in links: /careers?position={id}#apply */
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  description: string;
  requirements: readonly string[];
  /** ISO date the opening was published (JobPosting's datePosted). */
  datePosted: string;
  /** ISO date applications close, when there is one (JobPosting's validThrough). */
  validThrough?: string;
}

export const jobOpenings: readonly JobOpening[] = [
  {
    id: "electrical-engineer",
    datePosted: "2026-10-05",
    title: "Electrical Engineer",
    department: "Engineering",
    location: "New Borg El Arab City",
    type: "Full-time",
    experience: "3-5 years",
    description:
      "Design new cable constructions, write their datasheets and support customers with cable sizing, voltage drop and installation questions.",
    requirements: [
      "B.Sc. in Electrical Power Engineering",
      "Working knowledge of IEC 60228, IEC 60502-1 and IEC 60364",
      "Experience in cable manufacturing, testing or power distribution projects",
      "Good written English and Arabic",
    ],
  },
  {
    id: "sales-manager",
    datePosted: "2026-10-19",
    title: "Sales Manager",
    department: "Sales",
    location: "Alexandria / Cairo",
    type: "Full-time",
    experience: "5+ years",
    description:
      "Lead our sales to contractors, panel builders and industrial plants, grow key accounts and turn tenders into long-term supply agreements.",
    requirements: [
      "Bachelor's degree in engineering or business",
      "A track record in B2B sales of cables, electrical or building materials",
      "Able to read technical specifications and tender documents",
      "Valid driving licence; travel within Egypt and the region",
    ],
  },
  {
    id: "quality-control-inspector",
    datePosted: "2026-11-02",
    title: "Quality Control Inspector",
    department: "Quality",
    location: "New Borg El Arab City",
    type: "Full-time, shifts",
    experience: "2+ years",
    description:
      "Run routine and sample tests in our laboratory, inspect incoming copper, aluminium and compounds, and release finished drums with their test reports.",
    requirements: [
      "Diploma or degree in electrical or mechanical engineering",
      "Hands-on experience with resistance, high-voltage and dimensional testing",
      "Familiar with ISO 9001 documentation and calibration records",
      "Careful, methodical and comfortable working shifts",
    ],
  },
];
