/** The Quality Control page's four principles (spec sections 2 and 9): page copy, translated with the page's catalogue (issue 21); its FAQ is in the database. */
export interface Principle {
  icon: "FlaskConical" | "ClipboardCheck" | "BadgeCheck" | "RefreshCw";
  title: string;
  description: string;
}

export const principles: readonly Principle[] = [
  {
    icon: "FlaskConical",
    title: "Rigorous Testing",
    description:
      "Conductor resistance, high-voltage and insulation resistance tests on every production length, and a spark test on every metre of insulated core.",
  },
  {
    icon: "ClipboardCheck",
    title: "Process Adherence",
    description:
      "Written procedures for every machine and every product, checked at each shift change and audited under our ISO 9001:2015 system.",
  },
  {
    icon: "BadgeCheck",
    title: "Certified Materials",
    description:
      "Copper and aluminium rod and PVC and XLPE compounds only from approved suppliers, each lot checked against its certificate before use.",
  },
  {
    icon: "RefreshCw",
    title: "Continuous Improvement",
    description:
      "Every deviation and customer remark is recorded, traced to its cause and closed with a corrective action that is verified.",
  },
];
