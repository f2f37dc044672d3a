/** The legal copy (app/locales/en/index.ts says why pages import their own). */
export const legalCopy = {
  lastUpdated: "Last updated: {date}",
  questions: "Questions about this page?",
  contactLink: "Contact us",
} as const;
