import type { certificationsCopy as english } from "../../en/pages/certifications";
import type { Translation } from "../../translation";

/** The certifications copy in Arabic (mirrors ../../en/pages/certifications.ts). */
export const certificationsCopy: Translation<typeof english> = {
  metaTitle: "الشهادات",
  metaDescription:
    "شهادات الجودة والمنتجات والبيئة لدى Cableworks: ISO 9001:2015، وIEC 60228، وعلامة CE، وUL، وRoHS، وREACH.",
  eyebrow: "المطابقة والامتثال",
  title: "الشهادات",
  lead: "نظام الجودة لدينا ومنتجاتنا معتمدة ومختبرة وفق المواصفات القياسية الدولية. يبين كل سجل حالته ومدة صلاحيته.",
  validUntil: "سارية حتى",
  ongoing: "مستمرة",
  category: "الفئة",
  status: "الحالة",
  expired: "منتهية الصلاحية",
  expiredOn: "انتهت صلاحيتها في",
  empty: "لا توجد شهادات مدرجة حاليًا.",
  documentsTitle: "هل تحتاج إلى المستندات؟",
  documentsBody: "يمكنك تنزيل الشهادات وإقرارات المطابقة بصيغة PDF.",
  documentsLink: "الانتقال إلى التنزيلات",
};
