import type { compareTray as english } from "../en/compare-tray";
import type { Translation } from "../translation";

/** The compare tray's copy in Arabic (mirrors ../en/compare-tray.ts). */
export const compareTray: Translation<typeof english> = {
  label: "منتجات للمقارنة",
  open: "مقارنة ({count})",
  clear: "مسح",
  added: "أُضيف {name} إلى المقارنة ({count} من {max}).",
  removed: "أُزيل {name} من المقارنة ({count} من {max}).",
  full: "يمكنك مقارنة أربعة منتجات كحد أقصى. أزل منتجًا قبل إضافة {name}.",
  cleared: "قائمة المقارنة فارغة.",
};
