import type { finder as english } from "../en/finder";
import type { Translation } from "../translation";

/** The finder's copy in Arabic (mirrors ../en/finder.ts). */
export const finder: Translation<typeof english> = {
  heading: "تصفية المنتجات",
  /** The disclosure on narrow screens; {count} active filters. */
  toggle: "عوامل التصفية",
  toggleActive: "عوامل التصفية ({count})",
  search: "البحث ضمن النتائج",
  sort: "الترتيب حسب",
  sorts: {
    catalogue: "ترتيب الكتالوج",
    // Product names may be Latin or Arabic, so the order is named, not its letters.
    name: "الاسم، ترتيبًا تصاعديًا",
    "name-desc": "الاسم، ترتيبًا تنازليًا",
    section: "المقطع العرضي، من الأصغر إلى الأكبر",
    "section-desc": "المقطع العرضي، من الأكبر إلى الأصغر",
  },
  category: "الفئة",
  // Units as in the standards and datasheets (mm²), as ../ar/attributes.ts writes them.
  section: "المقطع العرضي (mm²)",
  cores: "عدد القلوب",
  // Any number of cores: the count after a colon stays grammatical (1, 2, 3 to 10 inflect differently).
  coreCount: "عدد القلوب: {count}",
  from: "من",
  to: "إلى",
  available: "المتاح: من {min} إلى {max}",
  inStockOnly: "المتوفر في المخزون فقط",
  /** A checkbox's accessible name and visible count. */
  count: "({count})",
  apply: "تطبيق عوامل التصفية",
  reset: "مسح جميع عوامل التصفية",
  applied: "عوامل التصفية المطبقة",
  remove: "إزالة عامل التصفية: {filter}",
  search_: "البحث: «{query}»",
  rangeFrom: "{label} من {value}",
  rangeTo: "{label} حتى {value}",
  // Joins a filter's values, so it keeps its spaces on both sides.
  or: " أو ",
  // The Arabic comma between filters (issue 35: a Latin comma joined Arabic words).
  separator: "، ",
  emptyBecause: "لا توجد منتجات تطابق {filter} مع عوامل التصفية الأخرى.",
  emptyBecauseOnly: "لا توجد منتجات تطابق {filter}.",
  emptyTogether: "لا توجد منتجات تطابق كل عوامل التصفية هذه معًا.",
  emptyHint: "أزل أحد عوامل التصفية أو امسحها جميعًا لعرض مزيد من المنتجات.",
  removeIt: "إزالة {filter}",
  nearest: "أقرب المقاسات التي نصنعها:",
  nearestSize: "{cores} × {section} mm²",
  nearestSection: "{section} mm²",
  problems: "تعذّرت قراءة جزء من رابط الصفحة، فتجاهلناه:",
};
