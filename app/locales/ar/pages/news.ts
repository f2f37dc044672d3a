import type { newsCopy as english } from "../../en/pages/news";
import type { Translation } from "../../translation";

/** The news copy in Arabic (mirrors ../../en/pages/news.ts). */
export const newsCopy: Translation<typeof english> = {
  metaTitle: "الأخبار والمستجدات",
  metaDescription:
    "أخبار Cableworks: منتجات جديدة وشهادات ومشروعات وفعاليات ومستجدات الشركة.",
  eyebrow: "المركز الإعلامي",
  title: "الأخبار والمستجدات",
  lead: "كل جديد في مصنعنا، وفي مجموعة منتجاتنا، وفي مواقع عملائنا.",
  featured: "أخبار مميزة",
  recent: "أحدث المقالات",
  readMore: "اقرأ المزيد",
  readMoreAbout: "اقرأ المزيد: {title}",
  // Any number of minutes: the count after a colon stays grammatical (3 to 10 would take the plural).
  minRead: "مدة القراءة بالدقائق: {minutes}",
  by: "بقلم {author}",
  backToNews: "العودة إلى الأخبار",
  moreNews: "مزيد من الأخبار",
  feedTitle: "أخبار ومستجدات Cableworks",
};
