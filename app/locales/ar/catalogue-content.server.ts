import type { catalogContent as english } from "../en/catalogue-content.server";
import type { Translation } from "../translation";

/**
 * Server-only catalogue copy in Arabic (mirrors ../en/catalogue-content.server.ts). The cards' `id`s
 * are category ids, not words: they stay as in English.
 */
export const catalogContent: Translation<typeof english> = {
  home: {
    metaDescription:
      "موصلات مجدولة وكابلات متعددة القلوب وكابلات تحكم وكابلات معزولة بـ PVC، تُصنع في مدينة برج العرب الجديدة بمصر منذ عام {foundedYear}. تصفّح الكتالوج والمواصفات الفنية ونشرات البيانات الفنية.",
    categoryCards: [
      {
        id: "stranded",
        name: "الكابلات المجدولة",
        description:
          "موصلات نحاس وألومنيوم من الفئة 2 لشبكات التوزيع والتأريض والخطوط الهوائية.",
      },
      {
        id: "multiConductor",
        name: "الكابلات متعددة القلوب",
        description:
          "كابلات قدرة من قلبين إلى خمسة قلوب بجهد 0.6/1 kV للمباني والمنشآت الصناعية.",
      },
      {
        id: "control",
        name: "كابلات التحكم",
        description:
          "كابلات تحكم بقلوب مرقّمة وكابلات أجهزة قياس محجوبة لأنظمة التشغيل الآلي.",
      },
      {
        id: "pvc",
        name: "الكابلات المعزولة بـ PVC",
        description:
          "كابلات تمديدات معزولة بـ PVC أحادية وثنائية القلب للمباني السكنية والتجارية.",
      },
    ],
  },
  products: {
    metaDescription:
      "جميع الكابلات والموصلات التي تصنعها Cableworks: موصلات مجدولة وكابلات متعددة القلوب وكابلات تحكم وكابلات معزولة بـ PVC، مع المواصفات الفنية الكاملة والكميات المتوفرة في المخزون.",
    searchMetaTitle: "البحث: {query}",
    searchMetaDescription: "الكابلات والموصلات المطابقة لعبارة «{query}».",
    matchingSizes: "المقاسات المطابقة: {sizes}",
    sizeWithUnit: "{size} mm²",
    sizeRange: "من {first} إلى {last} mm²",
    familySeparator: " · ",
    nameEnding: "… {words}",
    listSeparator: "، ",
    moreSizes: "{sizes} و{count} غيرها",
  },
  category: {
    subcategoryMetaDescription:
      "{subcategory} ضمن فئة {category} من Cableworks: التركيب والقيم المقننة ونشرة البيانات الفنية لكل كابل، وكلها مصنوعة في مدينة برج العرب الجديدة بمصر.",
    subcategoryMetaDescriptionWith:
      "{subcategory} ضمن فئة {category} من Cableworks. {description} التركيب والقيم المقننة ونشرة البيانات الفنية لكل كابل، وكلها مصنوعة في مصر.",
    fallbackDescription: "تصفّح مجموعتنا من الكابلات والموصلات عالية الجودة.",
    known: {
      stranded: {
        name: "الموصلات المجدولة",
        description:
          "موصلات مجدولة عالية الجودة من النحاس والألومنيوم لتوزيع الطاقة والتأريض.",
      },
      multiConductor: {
        name: "الكابلات متعددة القلوب",
        description:
          "كابلات قدرة متعددة القلوب بألوان مميِّزة للقلوب، للمباني والمنشآت الصناعية.",
      },
      control: {
        name: "كابلات التحكم",
        description:
          "كابلات التحكم وأجهزة القياس لأنظمة التشغيل الآلي والإشارات ومحطات المعالجة.",
      },
      pvcInsulated: {
        name: "الكابلات المعزولة بـ PVC",
        description:
          "كابلات تمديدات معزولة بـ PVC للمباني السكنية والتجارية ولوحات التوزيع.",
      },
      flexible: {
        name: "الكابلات المرنة",
        description:
          "كابلات مرنة بموصلات دقيقة الجدل للمعدات المتحركة والأجهزة وتوصيلات الماكينات.",
      },
      industrial: {
        name: "الكابلات الصناعية",
        description:
          "كابلات للخدمة الشاقة مصممة للمصانع والمحطات والبيئات الصناعية القاسية.",
      },
      power: {
        name: "كابلات القدرة",
        description:
          "كابلات قدرة للجهد المنخفض والمتوسط لشبكات التوزيع والمنشآت الكبيرة.",
      },
      communication: {
        name: "كابلات الاتصالات",
        description:
          "كابلات البيانات والصوت والإشارات التي تربط غرف التحكم واللوحات والأجهزة الميدانية.",
      },
    },
  },
  product: {
    metaDescriptionFallback:
      "{name}: المواصفات الفنية والمزايا والاستخدامات ونشرة البيانات الفنية.",
    // "عدد القلوب {count}" reads right for any count, as in the designation decoder's copy.
    drawing: {
      summary: "{cores} ({colours})",
      oneCore: "قلب واحد",
      cores: "عدد القلوب {count}",
      numbered: "قلوب مرقّمة",
      separator: "، ",
      screen: "حجاب مضفور",
      sheath: "غلاف خارجي",
      flatSheath: "غلاف خارجي مسطح",
      noSheath: "بدون غلاف خارجي",
      colours: {
        black: "أسود",
        red: "أحمر",
        blue: "أزرق",
        brown: "بني",
        grey: "رمادي",
        white: "أبيض",
        yellow: "أصفر",
        green: "أخضر",
        orange: "برتقالي",
        "yellow/green": "أخضر/أصفر",
      },
    },
  },
};
