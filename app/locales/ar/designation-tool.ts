import type { tools as english } from "../en/designation-tool";
import type { Translation } from "../translation";

/**
 * The designation decoder's page copy in Arabic (mirrors ../en/designation-tool.ts). Type codes
 * (NYY-J, H07RN-F), standard numbers and the `code` query parameter stay as written: they are
 * what the visitor types.
 */
export const tools: Translation<typeof english> = {
  designation: {
    metaTitle: "مفسّر تسمية الكابلات",
    metaDescription:
      "افهم تسمية الكابل جزءًا جزءًا: رموز الأنواع الألمانية (VDE 0292) مثل NYY-J 4x16 أو N2XSY، والرموز الأوروبية الموحّدة (HD 361) مثل H07RN-F 3G2.5، وأرقام أصناف Cableworks.",
    eyebrow: "أدوات هندسية",
    title: "مفسّر تسمية الكابلات",
    lead: "اكتب تسمية كابل أو أحد أرقام أصنافنا لترى معنى كل جزء منها. الجزء الذي لا نستطيع قراءته بيقين نشير إليه، ولا نخمّن معناه أبدًا.",
    label: "تسمية الكابل أو رقم الصنف",
    hint: "رموز الأنواع الألمانية (VDE 0292) والأوروبية الموحّدة (HD 361) مع عدد القلوب والمقطع العرضي والجهد؛ وأرقام أصنافنا تبدأ بـ CW-.",
    placeholder: "NYY-J 4x16",
    submit: "فسّر",
    examples: "أمثلة للتجربة",
    readAs: "طريقة القراءة",
    notRecognised: "غير معروف",
    notRecognisedMeaning:
      "غير موجود في جدول المواصفة القياسية لهذا الموضع، أو قد يحمل هنا أكثر من معنى.",
    allRecognised: "تم التعرّف على جميع الأجزاء.",
    someUnknown: {
      one: "جزء واحد لم نتعرّف عليه: {tokens}. راجع التسمية، أو اسألنا.",
      other:
        "عدد الأجزاء التي لم نتعرّف عليها: {count} ({tokens}). راجع التسمية، أو اسألنا.",
    },
    status: {
      one: "{code}: عدد الأجزاء المشروحة {parts}، وجزء واحد غير معروف.",
      other:
        "{code}: عدد الأجزاء المشروحة {parts}، وعدد الأجزاء غير المعروفة {count}.",
      none: "{code}: عدد الأجزاء المشروحة {parts}.",
    },
    noScheme:
      "تعذّر علينا قراءة {code} بوصفه رمز نوع ألماني (VDE 0292) أو أوروبي موحّد (HD 361)، ولم نجده بين أرقام أصنافنا. راجع طريقة الكتابة، أو تواصل معنا.",
    tooLong: "الحد الأقصى لعدد أحرف التسمية {max}. اختصرها ثم حاول مرة أخرى.",
    productsTitle: "منتجاتنا من هذا النوع",
    productsNone: "لا نصنع حاليًا أي منتج من هذا النوع.",
    articlesInSize: "بهذا المقاس: {articles}",
    typeDesignation: "النوع {type}",
  },
  productSection: {
    title: "معنى التسمية {type}",
    decode: "فسّر تسمية أخرى",
  },
  quality: {
    title: "اقرأ أي تسمية كابل",
    body: "ماذا تعني NYY-J أو N2XSY أو H07RN-F؟ يشرح مفسّر التسمية كل حرف وفق DIN VDE 0292 وHD 361، ويعرض منتجاتنا المطابقة.",
    link: "افتح مفسّر تسمية الكابلات",
    sizingLink: "احسب مقطع الكابل المناسب لدائرتك (IEC 60364-5-52)",
  },
  api: {
    missing:
      "المعامل «code» في الاستعلام غير موجود أو فارغ: أرسل التسمية المطلوب تفسيرها، مثل ?code=NYY-J%204x16.",
    tooLong: "عدد أحرف المعامل «code» في الاستعلام أكثر من {max}: اختصره.",
  },
};
