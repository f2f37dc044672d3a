import type { Locale } from "~/locales";
import { getMessages } from "~/locales/messages.server";
import { catalogContent as englishContent } from "~/locales/en/catalogue-content.server";
import { catalogContent as arabicContent } from "~/locales/ar/catalogue-content.server";

/** The catalogue pages' server-only words (meta templates, the known categories' copy) in `locale`. */
export function catalogContentIn(locale: Locale) {
  return locale === "ar" ? arabicContent : englishContent;
}

/**
 * The category page's header for the spec's eight known ids: a name, a description and a gradient.
 * A category stored in the database speaks for itself (its own name and description); these cover
 * ids the database does not hold, and give every known id its gradient. Unknown ids get "Category".
 */
export const knownCategoryIds = [
  "stranded",
  "multiConductor",
  "control",
  "pvcInsulated",
  "flexible",
  "industrial",
  "power",
  "communication",
] as const;
export type KnownCategoryId = (typeof knownCategoryIds)[number];

/** Full class strings so Tailwind sees them. Dark enough for white text in both themes. */
const gradients: Record<KnownCategoryId, string> = {
  stranded: "from-[#7a3b0b] via-[#a8520f] to-[#c9772e]",
  multiConductor: "from-[#15294a] via-[#1f3a5f] to-[#2f5a8a]",
  control: "from-[#1c3b34] via-[#24594d] to-[#2f6e5f]",
  pvcInsulated: "from-[#2b2f36] via-[#3d4450] to-[#56606e]",
  flexible: "from-[#4a2a5c] via-[#5f3a75] to-[#7a4f93]",
  industrial: "from-[#3a2a18] via-[#5c4024] to-[#7a5530]",
  power: "from-[#5c1a1a] via-[#7f2424] to-[#a33b2a]",
  communication: "from-[#123b4f] via-[#1b5670] to-[#26708f]",
};
const fallbackGradient = "from-[#20252c] via-[#2f3640] to-[#444d59]";

/** pvc is the products' id for the category the page calls pvcInsulated (spec section 3). */
const idForCopy: Record<string, KnownCategoryId> = { pvc: "pvcInsulated" };

function knownCategoryId(id: string): KnownCategoryId | undefined {
  const key = Object.hasOwn(idForCopy, id) ? idForCopy[id]! : id;
  return (knownCategoryIds as readonly string[]).includes(key)
    ? (key as KnownCategoryId)
    : undefined;
}

export interface CategoryHeaderInfo {
  name: string;
  description: string;
  gradient: string;
  known: boolean;
}

/** The header for a category id, preferring what the database holds. */
export function categoryHeaderInfo(
  id: string,
  stored?: { name: string; description: string } | null,
  locale: Locale = "en",
): CategoryHeaderInfo {
  const t = getMessages(locale).catalog.category;
  const content = catalogContentIn(locale).category;
  const key = knownCategoryId(id);
  const copy = key ? content.known[key] : undefined;
  return {
    name: stored?.name || copy?.name || t.fallbackName,
    description:
      stored?.description || copy?.description || content.fallbackDescription,
    gradient: key ? gradients[key] : fallbackGradient,
    known: Boolean(stored || copy),
  };
}
