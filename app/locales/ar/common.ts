import { errorScreen } from "./error-screen";
import type { common as english } from "../en/common";
import type { Translation } from "../translation";

/** The shared public chrome, the 404 page and the error screen, in Arabic (mirrors ../en/common.ts). */
export const common: Translation<typeof english> = {
  // The brand stays in Latin letters, as the logo shows it.
  siteName: "Cableworks",
  tagline: "كابلات وموصلات",
  skipToContent: "انتقل إلى المحتوى الرئيسي",
  nav: {
    mainLabel: "التنقل الرئيسي",
    // The drawer's copy of the main menu: landmarks need names of their own.
    drawerLabel: "القائمة الرئيسية",
    home: "الرئيسية",
    // Contains the logo's visible words (the brand and the Arabic tagline), so speech users can say what they see.
    // The logo's visible words first (WCAG 2.5.3, label in name): the brand is shown in English.
    homeLink: "Cableworks Cables & Conductors: الصفحة الرئيسية",
    products: "المنتجات",
    about: "من نحن",
    certifications: "الشهادات",
    qualityControl: "مراقبة الجودة",
    contact: "التواصل",
    contactUs: "اتصل بنا",
    downloads: "التنزيلات",
    news: "الأخبار والمستجدات",
    careers: "الوظائف",
    viewAllProducts: "عرض جميع المنتجات",
    cableSizing: "حاسبة اختيار مقطع الكابل",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    menu: "القائمة",
    productsMenu: "فئات المنتجات",
    // The header's link to the quote basket; the count is read in the browser. "Many" is used for
    // every count but 1, so it names the number rather than inflecting a noun for it.
    quoteBasket: "طلب عرض السعر",
    quoteBasketOne: "طلب عرض السعر، بند واحد",
    quoteBasketMany: "طلب عرض السعر، عدد البنود: {count}",
    toolsMenu: "الأدوات الهندسية",
    designationDecoder: "فك رموز تسمية الكابلات",
  },
  categories: {
    stranded: "الموصلات المجدولة",
    multiConductor: "الكابلات متعددة القلوب",
    control: "كابلات التحكم",
    pvc: "الكابلات المعزولة بـ PVC",
  },
  search: {
    label: "البحث في المنتجات",
    placeholder: "ابحث في المنتجات...",
    submit: "بحث",
  },
  theme: {
    toggle: "الوضع الداكن",
  },
  sidebar: {
    label: "جميع الصفحات",
    expand: "توسيع الشريط الجانبي",
    collapse: "طي الشريط الجانبي",
    privacy: "سياسة الخصوصية",
    terms: "شروط الخدمة",
    cookies: "سياسة ملفات تعريف الارتباط",
  },
  footer: {
    blurb:
      "كابلات وموصلات تُصنَّع في مدينة برج العرب الجديدة منذ عام {foundedYear}: موصلات مجدولة وكابلات قوى وكابلات تحكم وكابلات معزولة بـ PVC، مختبرة وفق مواصفات IEC وتُورَّد إلى جميع أنحاء مصر والمنطقة.",
    followUs: "تابعنا على فيسبوك",
    chatSales: "تحدث مع فريق المبيعات عبر واتساب",
    findUs: "موقعنا",
    showMap: "عرض الخريطة",
    mapTitle: "خريطة موقع مصنع Cableworks في مدينة برج العرب الجديدة",
    openInMaps: "فتح في تطبيق الخرائط",
    mapNotice: "تُعرض الخريطة من خدمة OpenStreetMap، ولا تُحمَّل إلا عندما تطلبها.",
    contact: "التواصل",
    address: "العنوان",
    officePhone: "المكتب",
    salesPhones: "المبيعات",
    // Between two of the sales phones.
    listSeparator: "، ",
    email: "البريد الإلكتروني",
    quickLinks: "الشركة",
    legal: "معلومات قانونية",
    copyright: "© {year} {company}. جميع الحقوق محفوظة.",
    madeBy: "استفسارات حول الموقع:",
    privacy: "سياسة الخصوصية",
    terms: "شروط الخدمة",
    cookies: "سياسة ملفات تعريف الارتباط",
  },
  pagination: {
    label: "الصفحات",
    previous: "السابق",
    next: "التالي",
    previousPage: "الصفحة السابقة",
    nextPage: "الصفحة التالية",
    page: "الصفحة {page}",
    pageOf: "الصفحة {page} من {count}",
    // Page 2 and later of a list: its own title, so search results and tabs tell pages apart.
    titleSuffix: "{title} (الصفحة {page})",
  },
  notFound: {
    code: "404",
    title: "عذرًا! الصفحة غير موجودة",
    home: "العودة إلى الصفحة الرئيسية",
    metaTitle: "الصفحة غير موجودة",
  },
  error: errorScreen,
};
