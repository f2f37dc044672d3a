import type { documents as english } from "../en/documents.server";
import type { Translation } from "../translation";

/**
 * The Arabic copy of the documents the server draws (the Arabic datasheets, catalogues and
 * certification statements, decision 036). Modern Standard Arabic with the trade's usual terms;
 * standards, voltages, sizes and units stay as written (they are set left to right inside the
 * Arabic lines), and digits are Western, as on the Arabic pages.
 */
export const documents: Translation<typeof english> = {
  downloads: {
    "cableworks-product-catalogue.pdf": {
      title: "الكتالوج الشامل للمنتجات",
      intro:
        "مجموعتنا الكاملة من الموصلات المجدولة وكابلات القوى متعددة القلوب وكابلات التحكم وكابلات التمديدات المعزولة بالـ PVC، مع البيانات الفنية الكاملة لكل منتج.",
    },
    "cableworks-power-cables-catalogue.pdf": {
      title: "كتالوج موصلات وكابلات القوى",
      intro:
        "موصلات مجدولة وكابلات قوى متعددة القلوب لتوزيع الطاقة والتأريض والمباني والمنشآت الصناعية.",
    },
    "cableworks-control-wiring-catalogue.pdf": {
      title: "كتالوج كابلات التحكم والتمديدات",
      intro:
        "كابلات التحكم والأجهزة الدقيقة لأنظمة الأتمتة والإشارات، وكابلات التمديدات المعزولة بالـ PVC للمباني ولوحات التوزيع.",
    },
    "datasheets-stranded-conductors.pdf": {
      title: "نشرات البيانات الفنية للموصلات المجدولة",
      intro:
        "نشرات البيانات الفنية: جميع المواصفات والمزايا والاستخدامات والمعايير لكل منتج، كما تظهر على موقعنا اليوم.",
    },
    "datasheets-multi-conductor-cables.pdf": {
      title: "نشرات البيانات الفنية للكابلات متعددة القلوب",
      intro:
        "نشرات البيانات الفنية: جميع المواصفات والمزايا والاستخدامات والمعايير لكل منتج، كما تظهر على موقعنا اليوم.",
    },
    "datasheets-control-pvc-cables.pdf": {
      title: "نشرات البيانات الفنية لكابلات التحكم وكابلات PVC",
      intro:
        "نشرات البيانات الفنية: جميع المواصفات والمزايا والاستخدامات والمعايير لكل منتج، كما تظهر على موقعنا اليوم.",
    },
    "cableworks-iso-9001-certificate.pdf": {
      title: "شهادة الجودة ISO 9001:2015",
      intro:
        "اعتماد نظام إدارة الجودة لدينا في تصميم الكابلات والموصلات وتصنيعها واختبارها.",
    },
    "cableworks-product-conformity.pdf": {
      title: "شهادات مطابقة المنتجات",
      intro:
        "المعايير القياسية وعلامات المطابقة التي تستوفيها موصلاتنا وكابلاتنا، مع حالة كل منها ومدة صلاحيتها.",
    },
    "cableworks-environmental-compliance.pdf": {
      title: "بيان الامتثال البيئي",
      intro:
        "تقييد المواد الخطرة وتسجيل المواد الكيميائية المستخدمة في منتجاتنا.",
    },
  },
  pdf: {
    specifications: {
      crossSection: "المقطع العرضي",
      voltage: "الجهد المقنن",
      current: "التيار المقنن",
      conductors: "عدد القلوب",
      insulation: "العزل",
      insulationMaterial: "مادة العزل",
      sheath: "الغلاف الخارجي",
      sheathMaterial: "مادة الغلاف الخارجي",
      temperature: "درجة الحرارة المقننة",
      operatingTemp: "درجة حرارة التشغيل",
      flexibility: "المرونة",
      bendRadius: "أدنى نصف قطر للانحناء",
      availableColors: "الألوان المتاحة",
    },
    sizeColumns: {
      article: "رقم الصنف",
      construction: "عدد القلوب × المقطع (mm²)",
      conductorClass: "الفئة",
      diameter: "القطر الخارجي (mm)",
      weight: "الوزن (kg/km)",
      resistance: "أقصى مقاومة للتيار المستمر عند 20 °C (Ω/km)",
      rating: "التيار المقنن (A)",
      installation: "ظروف التركيب المفترضة",
      drum: "طول البكرة (m)",
      stock: "المخزون (m)",
      quote: "عرض سعر",
    },
    typeDesignation: "التسمية النوعية: {designation}",
    inStock: "متوفر في المخزون: {quantity}",
    outOfStock: "غير متوفر في المخزون: يصنع حسب الطلب",
    technicalSpecifications: "المواصفات الفنية",
    sizes: "المقاسات",
    features: "المزايا",
    applications: "الاستخدامات",
    certifications: "الشهادات والمعايير",
    contact: "التواصل",
    phones: "المكتب: {office}   المبيعات: {sales}",
    emailAndHours: "البريد الإلكتروني: {email}   ساعات العمل: {hours}",
    footerContact: "المكتب {office}  |  المبيعات {sales}  |  {email}",
    datasheet: "نشرة البيانات الفنية",
    datasheetTitle: "نشرة البيانات الفنية: {name}",
    drawingAlt: "رسم المقطع العرضي: {summary}.",
    datasheetFooter:
      "أُعدّت نشرة البيانات الفنية من بيانات المنتج بتاريخ {date}. القيم اسمية؛ اطلب منا تقارير الاختبار.",
    catalogue: "كتالوج المنتجات",
    contents: "المحتويات",
    noProducts: "لا توجد منتجات في هذا الكتالوج حتى الآن",
    aboutUs: "من نحن",
    about:
      "تصنع {legalName} الموصلات المجدولة وكابلات القوى متعددة القلوب وكابلات التحكم وكابلات التمديدات المعزولة بالـ PVC في {city}، مصر، منذ عام {year}. تختبر كل بكرة في مختبرنا الخاص وفق نظام جودة ISO 9001:2015.",
    catalogueFooter: "{title}، أعد من بيانات المنتجات بتاريخ {date}.",
    certification: "الاعتماد",
    noCertification: "لا توجد حاليًا شهادة مسجلة من هذا النوع.",
    scope: "النطاق",
    status: "الحالة",
    expired: "منتهية الصلاحية",
    expiredOn: "انتهت صلاحيتها في",
    validUntil: "صالحة حتى",
    category: "الفئة",
    holder: "حامل الشهادة",
    statement:
      "تصدر {legalName} هذا البيان استنادًا إلى سجلات الاعتماد لديها بتاريخ {date}. يمكن الحصول على نسخ من الشهادات الصادرة عن جهات الاعتماد عند الطلب عبر {email}.",
    certificateFooter: "{title}، صدر بتاريخ {date}.",
  },
  productCard: {
    inStock: "متوفر",
    outOfStock: "غير متوفر",
    core: "{count} قلب",
    cores: "{count} قلوب",
  },
};
