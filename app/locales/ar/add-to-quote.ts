import type { addToQuote as english } from "../en/add-to-quote";
import type { Translation } from "../translation";

/** "Add to quote" on product cards, product pages and size rows, in Arabic (mirrors ../en/add-to-quote.ts). */
export const addToQuote: Translation<typeof english> = {
  open: "أضف إلى طلب عرض السعر",
  openFor: "أضف إلى طلب عرض السعر: {name}",
  length: "الطول (m)",
  drum: "طول البكرة (m)",
  optional: "(اختياري)",
  add: "أضف إلى طلب عرض السعر",
  adding: "جارٍ الإضافة...",
  view: "عرض طلب عرض السعر",
};
