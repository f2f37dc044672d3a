import type { sizePage as english } from "../en/size-page";
import type { Translation } from "../translation";

/**
 * The product page's size table and attribute list headings in Arabic (mirrors ../en/size-page.ts).
 * Column headings name their units in Arabic abbreviations (م، مم، كجم/كم); the cells' values keep
 * the standards' units.
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
      construction: "عدد القلوب × المقطع (مم²)",
      conductorClass: "الفئة",
      diameter: "القطر الخارجي (مم)",
      weight: "الوزن (كجم/كم)",
      resistance: "أقصى مقاومة للتيار المستمر عند 20 °C (أوم/كم)",
      rating: "التيار المقنن (أمبير)",
      installation: "أساس التقنين",
      drum: "طول البكرة (م)",
      stock: "المخزون (م)",
      quote: "عرض السعر",
    },
    noRating: "غير مقنن",
    ratingNote:
      "تتبع قيم التيار المقنن المواصفة IEC 60364-5-52 لدائرة واحدة عند 30 °C في الهواء أو 20 °C في الأرض، دون معاملات تصحيح. وقيم المقاومة هي الحدود القصوى الواردة في IEC 60228 لفئة الموصل.",
  },
  details: { heading: "التركيب والمواصفات القياسية" },
};
