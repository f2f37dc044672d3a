import type { TextLang } from "../locale/arabic";

/**
 * The shapes of the home page's hero and statistics, the About page's texts and the legal pages,
 * as the server sends them to a page (app/server/content/pages.server.ts, docs/decisions/029).
 */

/** A hero slide, its image already resolved to a src and srcset. */
export interface HeroSlide {
  id: number;
  tagline: string;
  title: string;
  subtitle: string;
  description: string;
  alt: string;
  src: string;
  srcSet: string;
  /** Each text's language: the page's, or English where it has no translation (docs/decisions/041). */
  lang: Record<
    "tagline" | "title" | "subtitle" | "description" | "alt",
    TextLang
  >;
}

/** A statistic as shown: "20+" and its label. */
export interface HomeStat {
  id: number;
  value: number;
  label: string;
  /** The label's language (docs/decisions/041). */
  lang: TextLang;
}

/** The four icons a core value can show (the About page's own). */
export const coreValueIcons = [
  "Award",
  "ShieldCheck",
  "Lightbulb",
  "Users",
] as const;
export type CoreValueIcon = (typeof coreValueIcons)[number];

export interface CoreValue {
  id: number;
  icon: CoreValueIcon;
  title: string;
  description: string;
  lang: Record<"title" | "description", TextLang>;
}

export interface AboutTexts {
  story: string[];
  mission: string;
  vision: string;
  lang: Record<"story" | "mission" | "vision", TextLang>;
}

/** The three legal pages, by the slug the admin screen and the database use. */
export const legalSlugs = ["privacy", "terms", "cookies"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

/** A legal page for its route: `html` is its Markdown body, rendered and sanitised on the server. */
export interface LegalPage {
  title: string;
  description: string;
  updated: string;
  intro: string;
  html: string;
  /** Each text's language (docs/decisions/041); `body` is the html's. */
  lang: Record<"title" | "description" | "intro" | "body", TextLang>;
}
