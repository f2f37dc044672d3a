import type { catalog as english } from "../en/catalogue";
import type { Translation } from "../translation";

/** Home, product listing, category pages and product detail, in Arabic (mirrors ../en/catalog.ts). */
export const catalog: Translation<typeof english> = {
  home: {
    metaTitle: "Cableworks: كابلات وموصلات صُنعت في مصر",
    heading: "Cableworks: كابلات وموصلات صُنعت في مصر",
    hero: {
      label: "منتجات مميزة",
      previous: "الشريحة السابقة",
      next: "الشريحة التالية",
      slideOf: "الشريحة {index} من {count}",
      explore: "استكشف المنتجات",
      contact: "تواصل مع المبيعات",
    },
    categories: {
      heading: "مجموعة منتجاتنا",
      intro:
        "أربع عائلات من الكابلات والموصلات، تُصنَّع كلٌّ منها وتُختبر على خطوط إنتاجنا.",
      viewProducts: "عرض المنتجات",
    },
    stats: {
      heading: "Cableworks بالأرقام",
    },
    certifications: {
      heading: "جودة معتمدة",
      intro:
        "تُختبر كابلاتنا وتُعتمد وفق المواصفات القياسية التي يحددها عملاؤنا.",
      validUntil: "سارية حتى {date}",
      viewAll: "عرض جميع الشهادات",
    },
    clients: {
      heading: "موضع ثقة رواد الصناعة",
      intro:
        "يعتمد المقاولون وشركات المرافق والمصنّعون في جميع أنحاء مصر على كابلاتنا في مشروعاتهم.",
    },
  },
  products: {
    title: "منتجاتنا",
    intro:
      "كابلات وموصلات مصنوعة في مدينة برج العرب الجديدة، مع مواصفاتها الكاملة والكميات المتوفرة حاليًا في المخزون.",
  },
  grid: {
    searchHeading: "نتائج البحث",
    allHeading: "جميع المنتجات",
    // "other" serves 0, 2, 3 to 10 and 11 or more alike, each of which Arabic inflects differently:
    // naming the number after a colon stays grammatical for all of them.
    count: { one: "{count} منتج", other: "عدد المنتجات: {count}" },
    pagesLabel: "صفحات المنتجات",
    showingResultsFor: "عرض نتائج البحث عن",
    noResults: "لم يُعثر على أي منتجات",
    noResultsHint: "جرّب تعديل كلمات البحث أو تصفّح فئات أخرى.",
    emptyCategory: "لا توجد منتجات في هذه الفئة",
    emptyCategoryHint: "ستُضاف منتجات إلى هذه الفئة قريبًا.",
    clearSearch: "عرض جميع المنتجات",
    inStock: "متوفر في المخزون",
    outOfStock: "غير متوفر في المخزون",
    quantity: "{quantity} m",
    crossSection: "المقطع العرضي",
    voltage: "الجهد",
    conductors: "عدد القلوب",
    insulation: "العزل",
    viewDetails: "عرض التفاصيل",
    viewDetailsOf: "عرض تفاصيل {name}",
  },
  category: {
    premiumQuality: "جودة فائقة",
    fallbackName: "فئة",
    allInCategory: "الكل",
    subcategories: "الفئات الفرعية",
    breadcrumbProducts: "المنتجات",
  },
  product: {
    back: "العودة إلى المنتجات",
    notFound: "المنتج غير موجود",
    notFoundBody: "المنتج الذي تبحث عنه غير موجود أو لم يعد ضمن كتالوجنا.",
    availableQuantity: "الكمية المتوفرة",
    voltageRating: "الجهد المقنن",
    downloadDatasheet: "تنزيل نشرة البيانات الفنية",
    checkSize: "تحقق من المقطع الذي تحتاجه",
    copyLink: "نسخ الرابط",
    linkCopied: "تم نسخ الرابط إلى الحافظة",
    copyFailed: "تعذّر نسخ الرابط. انسخه من شريط العنوان.",
    tabs: {
      specifications: "المواصفات",
      features: "المميزات",
      applications: "الاستخدامات",
    },
    specs: {
      voltage: "الجهد المقنن",
      current: "التيار المقنن",
      conductors: "عدد القلوب",
      insulationMaterial: "مادة العزل",
      operatingTemp: "درجة حرارة التشغيل",
      bendRadius: "نصف قطر الانحناء",
      sheathMaterial: "مادة الغلاف الخارجي",
      availableColors: "الألوان المتاحة",
    },
    certifications: "الشهادات",
    notSpecified: "غير محدد",
    noFeatures: "لم تُدرج مميزات لهذا المنتج بعد.",
    noApplications: "لم تُدرج استخدامات لهذا المنتج بعد.",
    crossSectionCaption: "مقطع عرضي مرسوم وفق مواصفات المنتج",
    imageAlt: "المقطع العرضي للمنتج {name}: {description}",
  },
};
