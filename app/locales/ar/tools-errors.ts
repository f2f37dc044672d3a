import type { toolErrors as english } from "../en/tools-errors";
import type { Translation } from "../translation";

/**
 * The cable-sizing tool's refusals and input errors in Arabic (mirrors ../en/tools-errors.ts).
 * `{field}` is a field's label, so each message names it first and then says what is wrong,
 * which reads correctly whatever the label's gender.
 */
export const toolErrors: Translation<typeof english> = {
  cableSizing: {
    numbers: {
      notNumber:
        "{field}: القيمة «{value}» ليست رقمًا. اكتب أرقامًا، واستخدم النقطة للكسور العشرية (مثل 2.5).",
      notInteger: "{field}: يجب أن تكون القيمة عددًا صحيحًا.",
      tooSmall: "{field}: يجب ألا تقل القيمة عن {min}.",
      notAbove: "{field}: يجب أن تكون القيمة أكبر من {min}.",
      tooLarge: "{field}: يجب ألا تزيد القيمة على {max}.",
      empty: "أدخل قيمة «{field}».",
    },
    required: "أدخل قيمة «{field}».",
    notOneOf: "{field}: القيمة «{value}» ليست من الخيارات المتاحة.",
    refusals: {
      bothLoads: "أدخل التيار أو القدرة، لا كليهما.",
      noLoad: "أدخل تيار التصميم بالأمبير، أو القدرة بالكيلوواط.",
      powerFactorOnDc:
        "لا يوجد معامل قدرة في دوائر التيار المستمر: اترك خانة معامل القدرة فارغة.",
      soilNotInGround:
        "المقاومة الحرارية النوعية للتربة لا تنطبق إلا على الكابلات المدفونة في الأرض (الطريقتان D1 وD2)، لا على الطريقة {method}. اترك الخانة فارغة أو اختر D1 أو D2.",
      arrangementNotForMethod:
        "الترتيب «{arrangement}» لا ينطبق على الطريقة {method}. اختر ترتيبًا تسمح به هذه الطريقة.",
      noGroupingForMethod:
        "لا تحدد المواصفة القياسية معامل تجميع للطريقة {method}. احسب كل دائرة على حدة (دائرة واحدة) أو اختر طريقة أخرى.",
      ambientOutsideTable:
        "لا يعطي الجدول {table} معاملًا عند {ambient} °C لهذا العزل. اختر XLPE (المناسب لدرجة حرارة محيطة حتى 80 °C) أو درجة حرارة أقل.",
      circuitsOutsideTable:
        "أقصى عدد للدوائر في الجدول {table} هو {most}. قسّم المجموعة، أو احسب على أساس هذا العدد ({most}).",
      soilOutsideTable:
        "يتوقف الجدول B.52.16 عند {most} K·m/W. حسّن مادة الردم أو اطلب منا قيمة سعة التيار.",
      tooLargeForCurrent:
        "لا يوجد كابل منفرد حتى مقطع {largest} mm² يحمل {current} A بعد التصحيح. وزّع الحمل على كابلات متوازية، أو تواصل معنا.",
      tooLargeForDrop:
        "حتى المقطع {largest} mm² يتجاوز هبوط الجهد فيه {maxDrop} % على هذا الطول. قصّر المسار، أو ارفع الجهد، أو اسمح بهبوط جهد أكبر.",
    },
  },
};
