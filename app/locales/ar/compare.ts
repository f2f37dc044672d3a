import type { comparePage as english } from "../en/compare";
import type { Translation } from "../translation";

/** The /compare page's copy in Arabic (mirrors ../en/compare.ts). */
export const comparePage: Translation<typeof english> = {
  title: "مقارنة المنتجات",
  titleOf: "مقارنة {names}",
  metaDescription:
    "كابلات Cableworks جنبًا إلى جنب: القيم المقننة والتركيب والمقاسات والمواصفات.",
  intro:
    "حتى أربعة منتجات جنبًا إلى جنب. تُميَّز الصفوف التي تختلف قيمها بعلامة «مختلف».",
  // "other" serves every count but 1: the number is named after a colon, grammatical for any count.
  caption: {
    one: "{count} منتج",
    other: "منتجات معروضة جنبًا إلى جنب، عددها: {count}",
  },
  tableRegion: "جدول المقارنة (يمكن تمريره أفقيًا)",
  attribute: "الخاصية",
  remove: "إزالة",
  removeOf: "إزالة {name} من المقارنة",
  differs: "مختلف",
  onlyDifferences: "عرض الاختلافات فقط",
  allRows: "عرض جميع الصفوف",
  noDifferences: "لهذه المنتجات القيمة نفسها في كل الصفوف.",
  notSpecified: "غير محدد",
  emptyTitle: "لا يوجد ما يمكن مقارنته بعد",
  emptyBody:
    "اختر حتى أربعة منتجات بزر «مقارنة» في بطاقات المنتجات وصفحاتها، أو ابحث عن منتج أدناه.",
  browse: "تصفّح المنتجات",
  print: "طُبعت من {url}. بيانات المنتجات بتاريخ {date}.",
  groups: {
    overview: "نظرة عامة",
    construction: "التركيب",
    sizes: "المقاسات",
    specifications: "المواصفات كما نُشرت",
  },
  rows: {
    category: "الفئة",
    sizes: "نطاق المقاسات",
    sizeCount: "عدد المقاسات",
    cores: "عدد القلوب",
    section: "المقطع العرضي",
    diameter: "القطر الخارجي",
    weight: "الوزن",
    resistance: "أقصى مقاومة للتيار المستمر عند 20 °C",
    rating: "التيار المقنن",
  },
  // Technical values keep the units of the standards and datasheets (see ./attributes.ts).
  values: {
    range: "من {min} إلى {max}",
    mm2: "{value} mm²",
    mm: "{value} mm",
    kgKm: "{value} kg/km",
    ohmKm: "{value} Ω/km",
    ampere: "{value} A",
    ratingBasis: "{range}: {installation}، {loaded}",
    noSizes: "لا توجد مقاسات مدرجة",
  },
  dropped: {
    heading: "استُبعدت بعض المنتجات الواردة في رابط الصفحة",
    unknown: "لا يوجد منتج بالمعرّف «{id}».",
    duplicate: "ورد المنتج «{id}» أكثر من مرة، فعُرض مرة واحدة.",
    surplus:
      "استُبعد المنتج «{id}»: يمكنك مقارنة أربعة منتجات كحد أقصى في المرة الواحدة.",
  },
  add: {
    heading: "إضافة منتج",
    label: "ابحث عن منتج بالاسم أو النوع أو المقاس",
    submit: "بحث",
    results: "المنتجات المطابقة لـ «{query}»",
    noResults:
      "لا يوجد منتج آخر يطابق «{query}». جرّب اسمًا أو نوعًا أو مقاسًا آخر.",
    add: "إضافة",
    addOf: "إضافة {name} إلى المقارنة",
    full: "أنت تقارن أربعة منتجات، وهو الحد الأقصى في المرة الواحدة. أزل منتجًا لتضيف غيره.",
  },
};
