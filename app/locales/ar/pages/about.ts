import type { aboutCopy as english } from "../../en/pages/about";
import type { Translation } from "../../translation";

/** The about copy in Arabic (mirrors ../../en/pages/about.ts). */
export const aboutCopy: Translation<typeof english> = {
  metaTitle: "من نحن",
  metaDescription:
    "تصنع Cableworks الكابلات والموصلات في مدينة برج العرب الجديدة بمصر منذ عام {foundedYear}: قصتنا وقيمنا ورسالتنا ورؤيتنا.",
  eyebrow: "عن Cableworks",
  title: "من نحن",
  lead: "موصلات من النحاس والألومنيوم، وكابلات قوى وتحكم وكابلات معزولة بـ PVC، نصنعها في مصر وفق المواصفات القياسية الدولية منذ عام {foundedYear}.",
  storyTitle: "قصتنا",
  facts: [
    { value: "{foundedYear}", label: "سنة التأسيس" },
    { value: "برج العرب الجديدة", label: "المصنع والمقر الرئيسي" },
    { value: "ISO 9001:2015", label: "نظام جودة معتمد" },
  ],
  valuesTitle: "قيمنا الأساسية",
  valuesLead: "أربعة التزامات تحدد كيف نصمم كل كابل ونصنعه ونورّده.",
  missionTitle: "رسالتنا",
  visionTitle: "رؤيتنا",
  ctaTitle: "هل تعمل على مشروع؟",
  ctaBody:
    "أخبرنا بما تحتاجه: سيوصي مهندسونا بالتركيب المناسب للكابل ويرسلون إليك عرض سعر.",
  ctaContact: "اتصل بنا",
  ctaProducts: "عرض المنتجات",
};
