import type { finderProblems as english } from "../en/finder.server";
import type { Translation } from "../translation";

/**
 * The finder's messages about a query it cannot read, in Arabic (mirrors ../en/finder.server.ts).
 * Parameter names and values in «» ("category", "in_stock", "control") are the address's own
 * words, so they stay as the visitor or the API client types them.
 */
export const finderProblems: Translation<typeof english> = {
  unknownValue: "يجب أن تكون قيمة «{name}» إحدى القيم التالية: {allowed}.",
  wholeNumber: "يجب أن تكون قيمة «{name}» عددًا صحيحًا من {min} إلى {max}.",
  number: "يجب أن تكون قيمة «{name}» رقمًا من {min} إلى {max}، مثل 2.5.",
  category: "يجب أن تكون قيمة «category» معرّف فئة، مثل «control».",
  inStock:
    "القيمة الوحيدة المقبولة لـ «in_stock» هي 1 (المتوفر في المخزون فقط)؛ احذفها لعرض جميع المنتجات.",
  page: "يجب أن تكون قيمة «page» رقم صفحة: 1 أو 2 أو 3 وهكذا.",
  once: "أرسل «{name}» مرة واحدة فقط.",
  tooMany: "اختر ما لا يزيد على {max} من قيم «{name}».",
  rangeOrder: "يجب ألا تكون قيمة «{high}» أصغر من قيمة «{low}».",
  ignored: "تجاهلنا عامل تصفية تعذّرت علينا قراءته: {message}",
  notFound: "لا يوجد منتج بهذا المعرّف.",
};
