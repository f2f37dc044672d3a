/** The Quality Control page: four principles and five FAQ (spec section 2 and 9). */
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

export interface FaqItem {
  question: string;
  answer: string;
}

export const faq: readonly FaqItem[] = [
  {
    question: "Which tests does every cable pass before it leaves the factory?",
    answer:
      "Every drum passes the routine tests of its standard: conductor DC resistance, a high-voltage withstand test, insulation resistance and a visual and dimensional check. Insulated cores are spark tested along their whole length during production. The results go into the test report that ships with the drum.",
  },
  {
    question: "Which standards do your products comply with?",
    answer:
      "Conductors follow IEC 60228. Power cables follow IEC 60502-1, and PVC wiring cables IEC 60227. Our products carry CE marking, selected ranges are UL listed, and all are RoHS compliant with REACH-registered materials. The Certifications page lists each record with its validity.",
  },
  {
    question: "Can I get a test report or certificate for my order?",
    answer:
      "Yes. Each drum has a routine test report with its own number, and we send copies with the delivery documents. Type test reports and certificates are on the Downloads page, and we can arrange witnessed tests in our laboratory on request.",
  },
  {
    question: "How do you control the quality of raw materials?",
    answer:
      "We buy copper and aluminium rod and PVC and XLPE compounds only from approved suppliers. Each incoming lot is checked against its supplier certificate and sampled in our laboratory for resistivity, tensile strength and compound properties before it is released to production.",
  },
  {
    question: "What happens if a product does not meet its specification?",
    answer:
      "A length that fails any test is quarantined and never shipped. We record the deviation, find its cause, correct the process and verify the correction. If a customer reports a problem, our quality engineer answers within two working days and visits the site when needed.",
  },
];
