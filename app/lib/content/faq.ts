import type { TextLang } from "../locale/arabic";

/** One question of the quality page's FAQ, in the visitor's language (app/server/content/faq.server.ts). */
export interface FaqItem {
  id: number;
  question: string;
  answer: string;
  /** The language each field was read in: "en" where an Arabic page falls back to English. */
  lang: { question: TextLang; answer: TextLang };
}
