import type { sizePage as english } from "../en/size-page";
import type { Translation } from "../translation";

/**
 * The product page's size table and attribute list headings in Arabic (mirrors ../en/size-page.ts).
 * Units are the SI symbols, as in the cells, the filters and the datasheet (decision 044, "Units").
 * This copy is shown as written (no loader isolates it), so a value that starts with a number is
 * wrapped here in the isolate marks LRI ... PDI and joined to its unit by a no-break space: "عند
 * 20 °C" otherwise reads "C° 20" in a right-to-left line (issue 35).
 */
export const sizePage: Translation<typeof english> = {
  sizes: {
    heading: "المقاسات",
    // Used for every count but 1: the number after a comma clause stays grammatical for any count.
    caption: "مقاسات المنتج {name}، وعددها {count}",
    captionOne: "مقاس واحد للمنتج {name}",
    scrollHint: "مرّر الجدول أفقيًا لرؤية جميع الأعمدة.",
    none: "لم تُدرج مقاسات لهذا المنتج بعد. اسألنا عن المقاس الذي تحتاجه.",
    columns: {
      article: "رقم الصنف",
      construction: "عدد القلوب × المقطع (mm²)",
      conductorClass: "الفئة",
      diameter: "القطر الخارجي (mm)",
      weight: "الوزن (kg/km)",
      resistance:
        "أقصى مقاومة للتيار المستمر عند \u206620\u00a0°C\u2069 (Ω/km)",
      rating: "التيار المقنن (A)",
      installation: "ظروف التركيب المفترضة",
      drum: "طول البكرة (m)",
      stock: "المخزون (m)",
      quote: "عرض السعر",
    },
    noRating: "غير مقنن",
    ratingNote:
      "تتبع قيم التيار المقنن المواصفة \u2066IEC\u00a060364-5-52\u2069 لدائرة واحدة عند \u206630\u00a0°C\u2069 في الهواء أو \u206620\u00a0°C\u2069 في الأرض، دون معاملات تصحيح. وقيم المقاومة هي الحدود القصوى الواردة في \u2066IEC\u00a060228\u2069 لفئة الموصل.",
  },
  details: { heading: "التركيب والمواصفات القياسية" },
};
