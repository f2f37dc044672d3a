import type { TextLang } from "../locale/arabic";

/** A news article as the list shows it, in the visitor's language (app/server/content/news.server.ts). */
export interface NewsSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** The publication's UTC day, YYYY-MM-DD: what visitors see as the article's date. */
  date: string;
  author: string;
  category: string;
  /** Minutes: the team's figure when set, else computed from the body. */
  readTime: number;
  featured: boolean;
  /** An uploaded cover image (/uploads/...), or null. */
  image: string | null;
  /** The language each text was read in: "en" where an Arabic page falls back (docs/decisions/041). */
  lang?: {
    title: TextLang;
    excerpt: TextLang;
    author: TextLang;
    category: TextLang;
  };
}

/** An article's page: its summary, its body as safe HTML, and its search texts. */
export interface NewsArticle extends NewsSummary {
  html: string;
  /** The body's language: "en" where an Arabic page falls back to the English body. */
  bodyLang?: TextLang;
  /** The page's title and description for search engines (the title and excerpt when unset). */
  seoTitle: string;
  seoDescription: string;
  /** ISO date-times, for structured data and the feed. */
  publishedAt: string;
  updatedAt: string;
}
