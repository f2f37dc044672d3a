import type { SpecificationTexts } from "~/lib/catalogue/spec-texts";

/**
 * The Arabic of the seeded categories, certifications and clients (docs/decisions/041): inserted
 * by the seed into a new database and by drizzle/0021_arabic_catalogue.sql into an upgraded one
 * (seed.server.test.ts checks the two agree). Keyed by the seeded English, which the migration's
 * guard compares. Modern Standard Arabic; standards, voltages and units as in English, Western
 * digits; standard codes ("ISO 9001:2015") and company names stay as they are written.
 */

export const seedCategoriesAr: {
  id: string;
  en: string;
  name: string;
  description: string;
}[] = [
  {
    id: "stranded",
    en: "Stranded Conductors",
    name: "الموصلات المجدولة",
    description:
      "موصلات نحاس وألومنيوم مضغوطة من الفئة 2 لتوزيع الطاقة والتأريض والخطوط الهوائية.",
  },
  {
    id: "stranded-copper",
    en: "Copper Stranded",
    name: "موصلات نحاس مجدولة",
    description: "نحاس مُلدَّن عادي، الفئة 2.",
  },
  {
    id: "stranded-aluminum",
    en: "Aluminum Stranded",
    name: "موصلات ألومنيوم مجدولة",
    description: "ألومنيوم مسحوب على الصلب، الفئة 2.",
  },
  {
    id: "stranded-tinned",
    en: "Tinned Copper",
    name: "نحاس مقصدر",
    description: "نحاس مقصدر للمواقع الرطبة والبحرية.",
  },
  {
    id: "multiConductor",
    en: "Multi Conductors",
    name: "الكابلات متعددة القلوب",
    description:
      "كابلات قدرة بجهد 0.6/1 kV من قلبين إلى خمسة قلوب بعزل PVC أو XLPE للمباني والمنشآت الصناعية.",
  },
  {
    id: "multiConductor-2-core",
    en: "2-Core",
    name: "كابلات ثنائية القلب",
    description: "مغذيات أحادية الطور.",
  },
  {
    id: "multiConductor-3-core",
    en: "3-Core",
    name: "كابلات ثلاثية القلوب",
    description: "ثلاثية الطور، وأحادية الطور مع موصل أرضي.",
  },
  {
    id: "multiConductor-4-core",
    en: "4+ Core Cables",
    name: "كابلات 4 قلوب فأكثر",
    description: "ثلاثية الطور مع موصل تعادل وموصل أرضي.",
  },
  {
    id: "control",
    en: "Control Cables",
    name: "كابلات التحكم",
    description:
      "كابلات تحكم وأجهزة قياس مرنة متعددة القلوب، محجوبة وغير محجوبة، لأنظمة التشغيل الآلي والإشارات.",
  },
  {
    id: "control-instrumentation",
    en: "Instrumentation",
    name: "كابلات أجهزة القياس",
    description: "أزواج وقلوب محجوبة لدوائر القياس.",
  },
  {
    id: "control-communication",
    en: "Communication",
    name: "كابلات الاتصالات",
    description: "نقل البيانات والصوت بين غرف التحكم ولوحات الموقع.",
  },
  {
    id: "control-signal",
    en: "Signal Cables",
    name: "كابلات الإشارة",
    description: "قلوب مرقّمة لدوائر الحماية المتبادلة والمرحّلات والإنذار.",
  },
  {
    id: "pvc",
    en: "PVC Insulated",
    name: "الكابلات المعزولة بـ PVC",
    description:
      "كابلات تمديدات أحادية وثنائية القلب معزولة بـ PVC للمساكن والمباني التجارية ولوحات التوزيع.",
  },
  {
    id: "pvc-low-voltage",
    en: "Low Voltage",
    name: "الجهد المنخفض",
    description: "أسلاك مبانٍ بجهد 300/500 V و450/750 V.",
  },
  {
    id: "pvc-medium-voltage",
    en: "Medium Voltage",
    name: "الجهد المتوسط",
    description: "كابلات بغلاف PVC حتى 3.6/6 kV.",
  },
  {
    id: "pvc-high-voltage",
    en: "High Voltage",
    name: "الجهد العالي",
    description: "مشروعات تُصمَّم وتُنفَّذ حسب الطلب.",
  },
];

export const seedCertificationsAr: {
  id: number;
  en: string;
  title: string;
  description: string;
  category: string;
  status: string;
}[] = [
  {
    id: 1,
    en: "ISO 9001:2015",
    title: "ISO 9001:2015",
    description: "نظام إدارة الجودة",
    category: "الجودة",
    status: "سارية",
  },
  {
    id: 2,
    en: "IEC 60228",
    title: "IEC 60228",
    description:
      "فئات الموصلات 1 و2 و5، متحقَّق منها باختبارات النوع لكل مقاس موصل نصنعه.",
    category: "دولية",
    status: "معتمدة",
  },
  {
    id: 3,
    en: "CE Marking",
    title: "علامة CE",
    description:
      "المطابقة لتوجيه الجهد المنخفض الأوروبي 2014/35/EU لكابلات المباني وكابلات القدرة لدينا.",
    category: "أوروبية",
    status: "مطابقة",
  },
  {
    id: 4,
    en: "UL Listed",
    title: "مُدرجة لدى UL",
    description:
      "أسلاك المباني وكابلات التحكم مُدرجة وفق UL 83 وUL 1277 لمشروعات أمريكا الشمالية.",
    category: "أمريكا الشمالية",
    status: "مُدرجة",
  },
  {
    id: 5,
    en: "RoHS Compliant",
    title: "المطابقة لتوجيه RoHS",
    description:
      "مركّبات العزل والغلاف خالية من المواد التي يقيّدها التوجيه 2011/65/EU.",
    category: "بيئية",
    status: "مطابقة",
  },
  {
    id: 6,
    en: "REACH Regulation",
    title: "لائحة REACH",
    description:
      "المواد المثيرة للقلق الشديد مُعلنة وفق اللائحة (EC) رقم 1907/2006.",
    category: "السلامة الكيميائية",
    status: "مسجّلة",
  },
];

export const seedClientsAr: {
  id: number;
  en: string;
  industry: string;
  description: string;
}[] = [
  {
    id: 1,
    en: "Delta Steel Works",
    industry: "الصناعات الثقيلة",
    description:
      "كابلات القدرة والتحكم لخطوط الدرفلة والأفران في منطقة الدلتا.",
  },
  {
    id: 2,
    en: "Nile Power Distribution",
    industry: "توزيع الطاقة",
    description: "مغذيات الجهد المنخفض وكابلات التوصيل لشبكات التوزيع الحضرية.",
  },
  {
    id: 3,
    en: "Alexandria Build Group",
    industry: "التشييد والبناء",
    description:
      "أسلاك المباني والكابلات الفرعية الرئيسية للأبراج السكنية ومجمعات الأعمال.",
  },
  {
    id: 4,
    en: "Cairo Transit Engineering",
    industry: "النقل",
    description: "كابلات الإشارة والتحكم لورش السكك الحديدية وأنظمة المحطات.",
  },
  {
    id: 5,
    en: "Mediterranean Marine Engineering",
    industry: "الهندسة البحرية",
    description: "موصلات نحاس مقصدر لتركيبات أحواض بناء السفن والموانئ.",
  },
  {
    id: 6,
    en: "Red Sea Resorts & Hotels",
    industry: "الضيافة",
    description: "حزم كهربائية متكاملة لتجديد المنتجعات على ساحل البحر الأحمر.",
  },
];

/**
 * The Arabic of the seeded products (name, description, features, applications): inserted by the
 * seed into a new database and by drizzle/0022_arabic_products.sql into an upgraded one, each only
 * where the product still has the seeded English name and description. Sizes, voltages, standards
 * and type designations ("H07V-R") are written as in English, inside the Arabic.
 */
export const seedProductsAr: {
  id: string;
  en: string;
  name: string;
  description: string;
  features: { title: string; description: string }[];
  applications: string[];
}[] = [
  {
    id: "1",
    en: "Copper Conductor 16mm²",
    name: "موصل نحاس 16 mm²",
    description:
      "موصل نحاس مجدول أحادي القلب مقاس 16 mm² من الفئة 2، معزول بـ XLPE ومغلف بـ PVC، لدوائر التوزيع بجهد 0.6/1 kV والمغذيات الفرعية وتأريض المعدات.",
    features: [
      {
        title: "نحاس عالي التوصيلية",
        description:
          "نحاس مُلدَّن عادي بنقاوة 99.9% ومقاومة تيار مستمر لا تتجاوز 1.15 Ω/km عند 20 °C.",
      },
      {
        title: "عزل XLPE",
        description:
          "مصمم للتشغيل المستمر عند 90 °C، ويحمل تيارًا أكبر من عزل PVC للمقاس نفسه.",
      },
      {
        title: "غلاف مثبط للهب",
        description:
          "يجتاز اختبار اللهب الرأسي للكابل المفرد وفق IEC 60332-1-2.",
      },
    ],
    applications: [
      "المغذيات الفرعية الرئيسية في المباني التجارية",
      "توصيلات لوحات التوزيع والمفاتيح الكهربائية",
      "موصلات التأريض الوقائي",
      "التمديد تحت الأرض داخل المواسير",
    ],
  },
  {
    id: "2",
    en: "Copper Conductor 25mm²",
    name: "موصل نحاس 25 mm²",
    description:
      "موصل نحاس مضغوط أحادي القلب مقاس 25 mm² من الفئة 2، بعزل XLPE وغلاف PVC، للمغذيات الأثقل بجهد 0.6/1 kV وتوصيلات المولدات.",
    features: [
      {
        title: "جدائل مضغوطة",
        description:
          "قطر خارجي أصغر من الجدل العادي، فيتسع كل حامل كابلات لدوائر أكثر.",
      },
      {
        title: "مقاومة منخفضة",
        description:
          "مقاومة تيار مستمر لا تتجاوز 0.727 Ω/km عند 20 °C، فيبقى هبوط الجهد منخفضًا في المسارات الطويلة.",
      },
      {
        title: "غلاف PVC متين",
        description:
          "يقاوم الاحتكاك والرطوبة ومعظم الزيوت أثناء السحب وفي الخدمة.",
      },
    ],
    applications: [
      "توصيلات المولدات والمحولات",
      "المغذيات الرئيسية للوحات التوزيع",
      "تغذية المحركات الصناعية",
      "دوائر تجميع التيار المتردد في محطات الطاقة الشمسية",
    ],
  },
  {
    id: "3",
    en: "3-Core Multi Conductor Cable 3×6mm²",
    name: "كابل ثلاثي القلوب 3×6 mm²",
    description:
      "كابل قدرة نحاسي ثلاثي القلوب مقاس 6 mm²، معزول بـ PVC بقلوب مميزة بالألوان وغلاف PVC خارجي، للدوائر أحادية الطور مع الأرضي والأحمال الصغيرة ثلاثية الطور.",
    features: [
      {
        title: "قلوب مميزة بالألوان",
        description:
          "قلوب بنية وزرقاء وخضراء/صفراء وفق IEC 60445 لتوصيل سريع وآمن.",
      },
      {
        title: "تركيب دائري مملوء",
        description: "يحافظ على استدارة الكابل لإحكام موثوق داخل جلب الكابلات.",
      },
      {
        title: "مناسب للدفن",
        description:
          "يمكن تمديده مباشرة في التربة حيث يكون محميًا من الضرر الميكانيكي.",
      },
    ],
    applications: [
      "الدوائر النهائية لوحدات التكييف",
      "تغذية المضخات والمراوح",
      "الدوائر الفرعية في المساكن والمكاتب",
      "مغذيات الإنارة الخارجية",
    ],
  },
  {
    id: "4",
    en: "5-Core Multi Conductor Cable 5×10mm²",
    name: "كابل خماسي القلوب 5×10 mm²",
    description:
      "كابل قدرة نحاسي خماسي القلوب مقاس 10 mm² بعزل وغلاف PVC: ثلاثة أطوار وموصل تعادل وموصل أرضي وقائي في كابل واحد لمصادر التغذية ثلاثية الطور بجهد 0.6/1 kV.",
    features: [
      {
        title: "مجموعة ثلاثية الطور كاملة",
        description: "L1 وL2 وL3 والتعادل والأرضي بمقاس واحد في سحبة واحدة.",
      },
      {
        title: "غلاف مقاوم للأشعة فوق البنفسجية",
        description:
          "مناسب للمسارات الخارجية المكشوفة على حوامل الكابلات تحت الشمس القوية.",
      },
      {
        title: "خيار منخفض الدخان",
        description: "يُصنع أيضًا حسب الطلب بغلاف LSZH للمباني العامة.",
      },
    ],
    applications: [
      "لوحات التوزيع ثلاثية الطور",
      "الماكينات الصناعية والضواغط",
      "تغذية المصاعد والسلالم المتحركة",
      "المطابخ التجارية ومعدات التدفئة والتهوية والتكييف",
    ],
  },
  {
    id: "5",
    en: "Control Cable 4×1.5mm²",
    name: "كابل تحكم 4×1.5 mm²",
    description:
      "كابل تحكم مرن رباعي القلوب مقاس 1.5 mm² بقلوب مرقمة معزولة بـ PVC وغلاف PVC رمادي، لتوصيل الحساسات والمشغلات ولوحات التحكم.",
    features: [
      {
        title: "قلوب مرقمة",
        description:
          "أرقام مطبوعة على كل قلب تجعل التوصيل وتحديد الأعطال سريعين.",
      },
      {
        title: "نحاس دقيق الجدل",
        description:
          "موصلات من الفئة 5 لأجزاء الماكينات المتحركة وسلاسل السحب.",
      },
      {
        title: "غلاف مقاوم للزيوت",
        description: "يتحمل سوائل القطع والزيوت المعدنية في الورش.",
      },
    ],
    applications: [
      "تمديدات وحدات PLC ولوحات التحكم",
      "ماكينات التشغيل والسيور الناقلة",
      "توصيلات الحساسات ومفاتيح النهاية",
      "أنظمة إدارة المباني",
    ],
  },
  {
    id: "6",
    en: "Control Cable 6×2.5mm²",
    name: "كابل تحكم 6×2.5 mm²",
    description:
      "كابل تحكم محجوب سداسي القلوب مقاس 2.5 mm² بضفيرة من النحاس المقصدر، لإشارات خالية من التداخل بجوار محركات السرعة المتغيرة والمفاتيح الكهربائية.",
    features: [
      {
        title: "حجب بضفيرة نحاسية 85%",
        description:
          "يُبعد التداخل الكهرومغناطيسي لمغيرات التردد والكونتاكتورات عن إشارات التحكم.",
      },
      {
        title: "قلوب مرقمة",
        description: "تمييز القلوب بأرقام مطبوعة لحزم التمديدات الكبيرة.",
      },
      {
        title: "تركيب مرن",
        description: "موصلات من الفئة 5 لأبواب اللوحات والمعدات المتحركة.",
      },
    ],
    applications: [
      "دوائر التحكم في مغيرات التردد",
      "أجهزة القياس في غرف المفاتيح الكهربائية",
      "أتمتة العمليات في المصانع",
      "القياس وجمع البيانات",
    ],
  },
  {
    id: "7",
    en: "PVC Single Core Cable 1×6mm²",
    name: "كابل PVC أحادي القلب 1×6 mm²",
    description:
      "سلك مبانٍ أحادي القلب مقاس 6 mm² معزول بـ PVC (من نوع H07V-R) بموصل نحاس من الفئة 2، للتمديدات الثابتة داخل المواسير ومجاري الكابلات.",
    features: [
      {
        title: "سبعة ألوان للعزل",
        description:
          "كل ألوان الأطوار والتعادل والأرضي متوفرة في المخزون لتمديدات منظمة.",
      },
      {
        title: "سهولة التقشير",
        description: "يُقشَّر العزل بنظافة دون خدش النحاس.",
      },
      {
        title: "طباعة كل متر",
        description: "المقاس والجهد والمواصفة وعلامات الأمتار على الطول كله.",
      },
    ],
    applications: [
      "التمديدات الثابتة داخل المواسير ومجاري الكابلات",
      "التمديدات الداخلية للوحات التوزيع واللوحات الكهربائية",
      "دوائر المقابس والإنارة في المساكن",
      "تركيبات المباني التجارية",
    ],
  },
  {
    id: "8",
    en: "PVC Twin Core Cable 2×2.5mm²",
    name: "كابل PVC ثنائي القلب 2×2.5 mm²",
    description:
      "كابل مسطح ثنائي القلب مقاس 2.5 mm² معزول ومغلف بـ PVC، للتمديدات الظاهرة والمدفونة للمقابس والإنارة في المنازل والمكاتب.",
    features: [
      {
        title: "مقطع مسطح",
        description:
          "يستقر مستويًا في المحارة وتحت المشابك لمسارات ظاهرة مرتبة.",
      },
      {
        title: "غلاف للحماية",
        description: "طبقة PVC ثانية تحمي القلوب حيث لا تُستخدم المواسير.",
      },
      {
        title: "خيار خالٍ من الهالوجين",
        description: "نسخة LSZH تُصنع حسب الطلب للمدارس والمستشفيات.",
      },
    ],
    applications: [
      "دوائر المقابس الحلقية والشعاعية",
      "دوائر الإنارة في المنازل والمكاتب",
      "التمديدات الظاهرة في الورش",
      "تجديد التركيبات القائمة",
    ],
  },
];

const PVC = "بولي فينيل كلوريد (PVC)";
const XLPE = "بولي إيثيلين متشابك (XLPE)";

/**
 * The Arabic of the seeded products' specification values written in words (issue 35): inserted by
 * the seed with the products' Arabic, and by drizzle/0026_arabic_specifications.sql into an upgraded
 * database where the product's English values are still the seeded ones. Numbers keep Western
 * digits and unit symbols (decision 044), standards and material grades ("ST2", "RAL 7001") as in
 * English; a range's upper end drops its "+", which would stand apart from its number in a
 * right-to-left line.
 */
export const seedSpecificationsAr: Record<string, SpecificationTexts> = {
  "1": {
    current: "110 A (في الهواء عند 30 °C)",
    insulation: XLPE,
    insulationMaterial: `${XLPE}، بسماكة اسمية 0.7 mm`,
    sheath: "غلاف خارجي من PVC",
    sheathMaterial: `${PVC} من النوع ST2، مثبط للهب (IEC 60332-1-2)`,
    flexibility: "الفئة 2، مجدول من 7 أسلاك (IEC 60228)",
    temperature: "من -15 °C إلى 90 °C",
    operatingTemp: "90 °C للموصل؛ 250 °C عند القصر (5 s)",
    bendRadius: "12 × القطر الخارجي",
    availableColors: "أسود، أحمر، أزرق، أصفر/أخضر",
  },
  "2": {
    current: "145 A (في الهواء عند 30 °C)",
    insulation: XLPE,
    insulationMaterial: `${XLPE}، بسماكة اسمية 0.9 mm`,
    sheath: "غلاف خارجي من PVC",
    sheathMaterial: `${PVC} من النوع ST2، مثبط للهب (IEC 60332-1-2)`,
    flexibility: "الفئة 2، مجدول مضغوط من 7 أسلاك (IEC 60228)",
    temperature: "من -15 °C إلى 90 °C",
    operatingTemp: "90 °C للموصل؛ 250 °C عند القصر (5 s)",
    bendRadius: "12 × القطر الخارجي",
    availableColors: "أسود، أحمر، أزرق، أصفر/أخضر",
  },
  "3": {
    current: "41 A (في الهواء عند 30 °C)",
    insulation: PVC,
    insulationMaterial: `${PVC} من النوع A، بسماكة اسمية 1.0 mm`,
    sheath: "غلاف خارجي من PVC، أسود",
    sheathMaterial: `${PVC} من النوع ST1، مثبط للهب (IEC 60332-1-2)`,
    flexibility: "الفئة 2، مجدول (IEC 60228)",
    temperature: "من -5 °C إلى 70 °C",
    operatingTemp: "70 °C للموصل؛ 160 °C عند القصر (5 s)",
    bendRadius: "10 × القطر الخارجي",
    availableColors: "بني، أزرق، أصفر/أخضر",
  },
  "4": {
    current: "57 A (في الهواء عند 30 °C)",
    insulation: PVC,
    insulationMaterial: `${PVC} من النوع A، بسماكة اسمية 1.0 mm`,
    sheath: "غلاف خارجي من PVC، أسود",
    sheathMaterial: `${PVC} من النوع ST1، مقاوم للأشعة فوق البنفسجية`,
    flexibility: "الفئة 2، مجدول (IEC 60228)",
    temperature: "من -5 °C إلى 70 °C",
    operatingTemp: "70 °C للموصل؛ 160 °C عند القصر (5 s)",
    bendRadius: "12 × القطر الخارجي",
    availableColors: "بني، أسود، رمادي، أزرق، أصفر/أخضر",
  },
  "5": {
    current: "18 A (في الهواء عند 30 °C)",
    insulation: PVC,
    insulationMaterial: `${PVC} من النوع TI2، بسماكة اسمية 0.6 mm`,
    sheath: "غلاف خارجي من PVC، رمادي RAL 7001",
    sheathMaterial: `${PVC} من النوع TM2، مقاوم للزيوت`,
    flexibility: "الفئة 5، أسلاك دقيقة مرنة (IEC 60228)",
    temperature:
      "من -5 °C إلى 70 °C (مع الثني المتكرر)؛ حتى -30 °C في التركيب الثابت",
    operatingTemp: "70 °C للموصل",
    bendRadius: "7.5 × القطر الخارجي (مع الثني المتكرر)",
    availableColors: "قلوب سوداء مرقمة بالأبيض، وقلب تأريض أصفر/أخضر",
  },
  "6": {
    current: "24 A (في الهواء عند 30 °C)",
    insulation: PVC,
    insulationMaterial: `${PVC} من النوع TI2، بسماكة اسمية 0.7 mm`,
    sheath: "ضفيرة من النحاس المقصدر (تغطية 85%) تحت غلاف من PVC",
    sheathMaterial: `${PVC} من النوع TM2، رمادي RAL 7001، مقاوم للزيوت`,
    flexibility: "الفئة 5، أسلاك دقيقة مرنة (IEC 60228)",
    temperature:
      "من -5 °C إلى 70 °C (مع الثني المتكرر)؛ حتى -30 °C في التركيب الثابت",
    operatingTemp: "70 °C للموصل",
    bendRadius: "10 × القطر الخارجي (مع الثني المتكرر)",
    availableColors: "قلوب سوداء مرقمة بالأبيض، وقلب تأريض أصفر/أخضر",
  },
  "7": {
    current: "41 A (داخل مواسير عند 30 °C)",
    insulation: PVC,
    insulationMaterial: `${PVC} من النوع C، بسماكة اسمية 0.8 mm`,
    sheath: "بدون غلاف (عزل مفرد)",
    sheathMaterial: "لا ينطبق: يُركَّب داخل المواسير أو المجاري",
    flexibility: "الفئة 2، مجدول من 7 أسلاك (IEC 60228)",
    temperature: "من -5 °C إلى 70 °C",
    operatingTemp: "70 °C للموصل؛ 160 °C عند القصر (5 s)",
    bendRadius: "4 × القطر الخارجي",
    availableColors: "أحمر، أصفر، أزرق، أسود، بني، رمادي، أصفر/أخضر",
  },
  "8": {
    current: "27 A (مثبت مباشرة عند 30 °C)",
    insulation: PVC,
    insulationMaterial: `${PVC} من النوع TI1، بسماكة اسمية 0.7 mm`,
    sheath: "غلاف مسطح من PVC",
    sheathMaterial: `${PVC} من النوع TM1، أبيض أو رمادي`,
    flexibility: "الفئة 1 مصمت أو الفئة 2 مجدول (IEC 60228)",
    temperature: "من 0 °C إلى 70 °C",
    operatingTemp: "70 °C للموصل",
    bendRadius: "3 × العرض الكلي",
    availableColors: "قلب بني وقلب أزرق؛ غلاف أبيض أو رمادي",
  },
};
