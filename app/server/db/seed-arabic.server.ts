/**
 * The Arabic of the seeded categories, certifications and clients (docs/decisions/041): inserted
 * by the seed into a new database and by drizzle/0021_arabic_catalogue.sql into an upgraded one
 * (seed.server.test.ts checks the two agree). Keyed by the seeded English, which the migration's
 * guard compares. Modern Standard Arabic; standards, voltages and units as in English, Western
 * digits; standard codes ("ISO 9001:2015") and company names stay as they are written.
 */

export const seedCategoriesAr: { id: string; en: string; name: string; description: string }[] = [
  {
    id: "stranded",
    en: "Stranded Conductors",
    name: "الموصلات المجدولة",
    description: "موصلات نحاس وألومنيوم مضغوطة من الفئة 2 لتوزيع الطاقة والتأريض والخطوط الهوائية.",
  },
  { id: "stranded-copper", en: "Copper Stranded", name: "موصلات نحاس مجدولة", description: "نحاس مُلدَّن عادي، الفئة 2." },
  { id: "stranded-aluminum", en: "Aluminum Stranded", name: "موصلات ألومنيوم مجدولة", description: "ألومنيوم مسحوب على الصلب، الفئة 2." },
  { id: "stranded-tinned", en: "Tinned Copper", name: "نحاس مقصدر", description: "نحاس مقصدر للمواقع الرطبة والبحرية." },
  {
    id: "multiConductor",
    en: "Multi Conductors",
    name: "الكابلات متعددة الموصلات",
    description: "كابلات قدرة بجهد 0.6/1 kV من موصلين إلى خمسة موصلات بعزل PVC أو XLPE للمباني والمنشآت الصناعية.",
  },
  { id: "multiConductor-2-core", en: "2-Core", name: "كابلات ثنائية الموصل", description: "مغذيات أحادية الطور." },
  { id: "multiConductor-3-core", en: "3-Core", name: "كابلات ثلاثية الموصل", description: "ثلاثية الطور، وأحادية الطور مع موصل أرضي." },
  { id: "multiConductor-4-core", en: "4+ Core Cables", name: "كابلات 4 موصلات فأكثر", description: "ثلاثية الطور مع موصل تعادل وموصل أرضي." },
  {
    id: "control",
    en: "Control Cables",
    name: "كابلات التحكم",
    description: "كابلات تحكم وأجهزة قياس مرنة متعددة الموصلات، محجوبة وغير محجوبة، لأنظمة التشغيل الآلي والإشارات.",
  },
  { id: "control-instrumentation", en: "Instrumentation", name: "كابلات أجهزة القياس", description: "أزواج وموصلات محجوبة لدوائر القياس." },
  { id: "control-communication", en: "Communication", name: "كابلات الاتصالات", description: "نقل البيانات والصوت بين غرف التحكم ولوحات الموقع." },
  { id: "control-signal", en: "Signal Cables", name: "كابلات الإشارة", description: "موصلات مرقّمة لدوائر الحماية المتبادلة والمرحّلات والإنذار." },
  {
    id: "pvc",
    en: "PVC Insulated",
    name: "الكابلات المعزولة بـ PVC",
    description: "كابلات تمديدات أحادية وثنائية الموصل معزولة بـ PVC للمساكن والمباني التجارية ولوحات التوزيع.",
  },
  { id: "pvc-low-voltage", en: "Low Voltage", name: "الجهد المنخفض", description: "أسلاك مبانٍ بجهد 300/500 V و450/750 V." },
  { id: "pvc-medium-voltage", en: "Medium Voltage", name: "الجهد المتوسط", description: "كابلات بغلاف PVC حتى 3.6/6 kV." },
  { id: "pvc-high-voltage", en: "High Voltage", name: "الجهد العالي", description: "مشروعات تُصمَّم وتُنفَّذ حسب الطلب." },
];

export const seedCertificationsAr: { id: number; en: string; title: string; description: string; category: string; status: string }[] = [
  { id: 1, en: "ISO 9001:2015", title: "ISO 9001:2015", description: "نظام إدارة الجودة", category: "الجودة", status: "سارية" },
  {
    id: 2,
    en: "IEC 60228",
    title: "IEC 60228",
    description: "فئات الموصلات 1 و2 و5، متحقَّق منها باختبارات النوع لكل مقاس موصل نصنعه.",
    category: "دولية",
    status: "معتمدة",
  },
  {
    id: 3,
    en: "CE Marking",
    title: "علامة CE",
    description: "المطابقة لتوجيه الجهد المنخفض الأوروبي 2014/35/EU لكابلات المباني وكابلات القدرة لدينا.",
    category: "أوروبية",
    status: "مطابقة",
  },
  {
    id: 4,
    en: "UL Listed",
    title: "مُدرجة لدى UL",
    description: "أسلاك المباني وكابلات التحكم مُدرجة وفق UL 83 وUL 1277 لمشروعات أمريكا الشمالية.",
    category: "أمريكا الشمالية",
    status: "مُدرجة",
  },
  {
    id: 5,
    en: "RoHS Compliant",
    title: "المطابقة لتوجيه RoHS",
    description: "مركّبات العزل والغلاف خالية من المواد التي يقيّدها التوجيه 2011/65/EU.",
    category: "بيئية",
    status: "مطابقة",
  },
  {
    id: 6,
    en: "REACH Regulation",
    title: "لائحة REACH",
    description: "المواد المثيرة للقلق الشديد مُعلنة وفق اللائحة (EC) رقم 1907/2006.",
    category: "السلامة الكيميائية",
    status: "مسجّلة",
  },
];

export const seedClientsAr: { id: number; en: string; industry: string; description: string }[] = [
  { id: 1, en: "Delta Steel Works", industry: "الصناعات الثقيلة", description: "كابلات القدرة والتحكم لخطوط الدرفلة والأفران في منطقة الدلتا." },
  { id: 2, en: "Nile Power Distribution", industry: "توزيع الطاقة", description: "مغذيات الجهد المنخفض وكابلات التوصيل لشبكات التوزيع الحضرية." },
  { id: 3, en: "Alexandria Build Group", industry: "التشييد والبناء", description: "أسلاك المباني والكابلات الفرعية الرئيسية للأبراج السكنية ومجمعات الأعمال." },
  { id: 4, en: "Cairo Transit Engineering", industry: "النقل", description: "كابلات الإشارة والتحكم لورش السكك الحديدية وأنظمة المحطات." },
  { id: 5, en: "Mediterranean Marine Engineering", industry: "الهندسة البحرية", description: "موصلات نحاس مقصدر لتركيبات أحواض بناء السفن والموانئ." },
  { id: 6, en: "Red Sea Resorts & Hotels", industry: "الضيافة", description: "حزم كهربائية متكاملة لتجديد المنتجعات على ساحل البحر الأحمر." },
];
