/** One question of the quality page's FAQ, in the visitor's language (app/server/faq.server.ts). */
export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}
