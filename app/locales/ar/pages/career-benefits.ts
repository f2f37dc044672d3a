import {
  type Benefit,
  type benefits as english,
} from "../../en/pages/career-benefits";
import type { Translation } from "../../translation";

/**
 * The Careers page's four benefits in Arabic (mirrors ../../en/pages/career-benefits.ts). Typed as
 * English's `Benefit` so the page keeps its icon names checked, and against `Translation` for the
 * keys; the icons are identifiers, not copy, and stay as they are.
 */
export const benefits: readonly Benefit[] = [
  {
    icon: "GraduationCap",
    title: "التدريب والتطوير",
    description:
      "دورات فنية مدفوعة، وتدريب على مواصفات IEC، ومرشد يرافقك منذ أسبوعك الأول في صالة الإنتاج.",
  },
  {
    icon: "HeartPulse",
    title: "التأمين الصحي",
    description: "تأمين طبي خاص لك ولأسرتك، إضافة إلى فحص طبي سنوي.",
  },
  {
    icon: "TrendingUp",
    title: "التطور الوظيفي",
    description:
      "رُقّي معظم مشرفينا ومهندسينا من داخل الشركة، ونخطط معك لخطوتك التالية.",
  },
  {
    icon: "Bus",
    title: "المواصلات والوجبات",
    description:
      "حافلات للشركة من الإسكندرية وبرج العرب، ووجبة ساخنة في كل وردية.",
  },
] as const satisfies Translation<typeof english>;
