import type { attributes as english } from "../en/attributes";
import type { Translation } from "../translation";

/**
 * The typed attributes' labels in Arabic (mirrors ../en/attributes.ts). Voltages, material codes
 * (PVC, XLPE, EPR, PE) and the units of technical values stay as written in the standards, so that a
 * datasheet, a drum label and this page read the same; the words around them are Arabic. A value
 * and its unit, and a standard and its number, are joined by a no-break space (\u00a0): at 375 px
 * the finder's facets would otherwise wrap between them (issue 35).
 */
export const attributes: Translation<typeof english> = {
  voltage: {
    label: "الجهد المقنن (Uo/U)",
    none: "غير مقنن (موصل عارٍ)",
    values: {
      "300/300V": "300/300\u00a0V",
      "300/500V": "300/500\u00a0V",
      "450/750V": "450/750\u00a0V",
      "0.6/1kV": "0.6/1\u00a0kV",
      "1.8/3kV": "1.8/3\u00a0kV",
      "3.6/6kV": "3.6/6\u00a0kV",
      "6/10kV": "6/10\u00a0kV",
      "8.7/15kV": "8.7/15\u00a0kV",
      "12/20kV": "12/20\u00a0kV",
      "18/30kV": "18/30\u00a0kV",
    },
  },
  material: {
    label: "مادة الموصل",
    values: {
      copper: "نحاس",
      aluminium: "ألومنيوم",
      "tinned-copper": "نحاس مقصدر",
    },
  },
  conductorClass: {
    label: "فئة الموصل",
    values: {
      1: "الفئة 1، مصمت",
      2: "الفئة 2، مجدول",
      5: "الفئة 5، مرن",
      6: "الفئة 6، عالي المرونة",
    },
  },
  insulation: {
    label: "العزل",
    values: {
      pvc: "PVC",
      xlpe: "XLPE",
      epr: "EPR",
      lszh: "LSZH (منخفض الدخان وخالٍ من الهالوجين)",
      none: "بدون عزل (موصل عارٍ)",
    },
  },
  sheath: {
    label: "الغلاف الخارجي",
    values: {
      none: "بدون غلاف",
      pvc: "PVC",
      pe: "PE",
      lszh: "LSZH (منخفض الدخان وخالٍ من الهالوجين)",
    },
  },
  armour: {
    label: "التسليح",
    values: {
      none: "بدون تسليح",
      swa: "تسليح بأسلاك الصلب (SWA)",
      sta: "تسليح بشرائط الصلب (STA)",
      awa: "تسليح بأسلاك الألومنيوم (AWA)",
      braid: "تسليح بجديلة سلكية",
    },
  },
  maxTemperature: {
    label: "أقصى درجة حرارة للموصل",
    value: "{temperature}\u00a0°C",
    none: "غير محددة",
  },
  standards: { label: "المواصفات القياسية", none: "لم تُدرج مواصفات" },
  fireBehaviour: {
    label: "السلوك عند الحريق",
    none: "غير مُعلن",
    values: {
      "IEC 60332-1-2": "مقاوم لانتشار اللهب، كابل منفرد (IEC\u00a060332-1-2)",
      "IEC 60332-3-22":
        "مقاوم لانتشار اللهب، كابلات مجمّعة، الفئة A (IEC\u00a060332-3-22)",
      "IEC 60332-3-24":
        "مقاوم لانتشار اللهب، كابلات مجمّعة، الفئة C (IEC\u00a060332-3-24)",
      Eca: "تصنيف CPR من الفئة Eca",
      "Dca-s2,d2,a2": "تصنيف CPR من الفئة Dca-s2,d2,a2",
      "Cca-s1,d1,a1": "تصنيف CPR من الفئة Cca-s1,d1,a1",
      "B2ca-s1a,d1,a1": "تصنيف CPR من الفئة B2ca-s1a,d1,a1",
    },
  },
  typeDesignation: { label: "تسمية النوع" },
  inStock: {
    label: "المخزون",
    yes: "متوفر في المخزون",
    no: "غير متوفر في المخزون",
  },
  /** IEC 60364-5-52 reference methods, as a size's rating states its installation. */
  installation: {
    label: "طريقة التركيب",
    values: {
      A1: "داخل ماسورة في جدار معزول حراريًا (الطريقة A1)",
      A2: "كابل متعدد القلوب داخل ماسورة في جدار معزول حراريًا (الطريقة A2)",
      B1: "داخل ماسورة على جدار (الطريقة B1)",
      B2: "كابل متعدد القلوب داخل ماسورة على جدار (الطريقة B2)",
      C: "مثبت مباشرة على السطح (الطريقة C)",
      D1: "داخل مجرى مدفون في الأرض (الطريقة D1)",
      D2: "مدفون مباشرة في الأرض (الطريقة D2)",
      E: "في الهواء الحر على حامل كابلات مثقّب (الطريقة E)",
      F: "كابلات أحادية القلب متلامسة في الهواء الحر (الطريقة F)",
      G: "كابلات أحادية القلب متباعدة في الهواء الحر (الطريقة G)",
    },
    /** The size table's column: short, with the method's code. */
    short: {
      A1: "داخل ماسورة في جدار معزول (A1)",
      A2: "داخل ماسورة في جدار معزول (A2)",
      B1: "داخل ماسورة على جدار (B1)",
      B2: "داخل ماسورة على جدار (B2)",
      C: "مثبت مباشرة (C)",
      D1: "داخل مجرى في الأرض (D1)",
      D2: "مدفون مباشرة في الأرض (D2)",
      E: "على حامل كابلات مثقّب (E)",
      F: "متلامسة في الهواء الحر (F)",
      G: "متباعدة في الهواء الحر (G)",
    },
    // Two takes the dual, without a numeral; three the plural after the numeral.
    loaded: {
      2: "موصلان محمَّلان",
      3: "3 موصلات محمَّلة",
    },
  },
  /** The attribute list's lines the sizes give, and a size's installation in words. */
  details: {
    cores: "عدد القلوب",
    sections: "المقاطع العرضية",
    classes: "فئة الموصل",
    range: "من {min} إلى {max}",
    sectionValue: "{value} mm²",
    installation: "{method}، {loaded}",
  },
};
