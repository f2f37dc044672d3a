import {
  type Principle,
  type principles as english,
} from "../../en/pages/quality-principles";
import type { Translation } from "../../translation";

/**
 * The Quality Control page's four principles in Arabic (mirrors ../../en/pages/quality-principles.ts).
 * Typed as English's `Principle` so the page keeps its icon names checked, and against `Translation`
 * for the keys; the icons are identifiers, not copy, and stay as they are.
 */
export const principles: readonly Principle[] = [
  {
    icon: "FlaskConical",
    title: "اختبارات صارمة",
    description:
      "اختبارات مقاومة الموصل والجهد العالي ومقاومة العزل على كل طول إنتاج، واختبار الشرارة على كل متر من القلب المعزول.",
  },
  {
    icon: "ClipboardCheck",
    title: "الالتزام بالإجراءات",
    description:
      "إجراءات مكتوبة لكل ماكينة ولكل منتج، تُراجَع عند كل تغيير للوردية وتخضع للتدقيق ضمن نظامنا المعتمد وفق ISO 9001:2015.",
  },
  {
    icon: "BadgeCheck",
    title: "خامات معتمدة",
    description:
      "قضبان النحاس والألومنيوم وخلطات PVC وXLPE من موردين معتمدين فقط، ونفحص كل دفعة ونطابقها مع شهادتها قبل الاستخدام.",
  },
  {
    icon: "RefreshCw",
    title: "التحسين المستمر",
    description:
      "نسجّل كل انحراف وكل ملاحظة من عملائنا، ونتتبع سببها، ونغلقها بإجراء تصحيحي نتحقق من فاعليته.",
  },
] as const satisfies Translation<typeof english>;
