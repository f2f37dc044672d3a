import type { downloadsCopy as english } from "../../en/pages/downloads";
import type { Translation } from "../../translation";

/** The downloads copy in Arabic (mirrors ../../en/pages/downloads.ts). */
export const downloadsCopy: Translation<typeof english> = {
  metaTitle: "التنزيلات",
  metaDescription:
    "نزّل كتالوج منتجات Cableworks ونشرات البيانات الفنية والشهادات بصيغة PDF.",
  eyebrow: "الموارد",
  title: "التنزيلات",
  lead: "الكتالوجات ونشرات البيانات الفنية والشهادات بصيغة PDF، نحدّثها باستمرار مع منتجاتنا.",
  searchLabel: "البحث في التنزيلات",
  searchPlaceholder: "ابحث في التنزيلات...",
  searchSubmit: "بحث",
  tabs: {
    catalogs: "كتالوجات المنتجات",
    datasheets: "نشرات البيانات الفنية",
    certifications: "الشهادات",
  },
  download: "تنزيل",
  downloadNamed: "تنزيل {name}",
  type: "النوع",
  size: "الحجم",
  date: "التاريخ",
  noResults: "لا توجد ملفات تطابق «{q}».",
  // A heading per tab: the count after a colon reads the same for any number.
  resultsIn: "نتائج {tab}: {count}",
};
