import type { quote as english } from "../en/quote";
import type { Translation } from "../translation";

/** The quote basket (`/quote`), its request form and its confirmation, in Arabic (mirrors ../en/quote.ts). */
export const quote: Translation<typeof english> = {
  metaTitle: "طلب عرض السعر",
  metaDescription:
    "الكابلات التي اخترتها والأطوال التي تحتاجها: أرسلها إلى فريق المبيعات لدينا لتحصل على عرض سعر.",
  eyebrow: "طلب عرض سعر",
  title: "طلب عرض السعر",
  lead: "أدرج الكابلات والأطوال التي تحتاجها وعرّفنا بنفسك، وسيرسل إليك فريق المبيعات عرض سعر خلال يومي عمل في العادة.",
  linesTitle: "الكابلات في طلبك",
  colProduct: "الكابل",
  colSize: "المقاس",
  colLength: "الطول (m)",
  colDrum: "طول البكرة (m)",
  lengthOf: "الطول بالمتر للبند {index}: {name}",
  drumOf: "طول البكرة بالمتر للبند {index}: {name} (اختياري)",
  remove: "إزالة",
  removeOf: "إزالة البند {index}: {name}",
  update: "تحديث البنود",
  sizeNotChosen: "لم يُحدَّد",
  unavailable:
    "لم يعد هذا المنتج ضمن كتالوجنا؛ أزله أو اسألنا عنه في الملاحظات.",
  empty: "لا يحتوي طلبك على أي كابلات بعد.",
  emptyHint:
    "افتح صفحة أحد المنتجات واختر «أضف إلى طلب عرض السعر» مع الطول الذي تحتاجه.",
  browse: "تصفّح المنتجات",
  formTitle: "بياناتك",
  requiredHint: "الحقول المميزة بعلامة * إلزامية.",
  optional: "(اختياري)",
  name: "الاسم",
  company: "الشركة",
  email: "البريد الإلكتروني",
  phone: "الهاتف",
  country: "الدولة",
  project: "المشروع",
  neededBy: "تاريخ الاحتياج",
  notes: "ملاحظات",
  notesHint:
    "أي معلومات ينبغي أن نعرفها: المواصفات القياسية، والألوان، وعنوان التسليم، وشهادات الاختبار.",
  send: "إرسال الطلب",
  sending: "جارٍ الإرسال...",
  // Answers to the basket's forms (a sentence each: what happened, what to do).
  added: "أُضيف البند إلى طلبك.",
  // The name (Latin letters, "16mm²") is isolated (U+2068 ... U+2069): without it the length after
  // it joins its left-to-right run and shows beside the colon, away from its "م".
  addedLine:
    "أُضيف إلى طلب عرض السعر: \u2068{name}\u2069، \u2066{length} m\u2069.",
  updated: "حُدِّثت البنود.",
  removed: "أُزيل البند.",
  // The number of lines after a colon: grammatical whatever the limit is.
  full: "بلغ طلبك الحد الأقصى لعدد البنود في الطلب الواحد: {max}. أرسله، أو أزل أحد البنود أولًا.",
  unknownProduct: "لم يعد هذا المنتج ضمن كتالوجنا، لذا لم تتم إضافته.",
  unknownSize: "لم يعد هذا المقاس ضمن كتالوجنا، لذا لم تتم إضافة البند.",
  noLines: "لا يحتوي طلبك على أي كابلات. أضف كابلًا واحدًا على الأقل قبل إرساله.",
  linesInvalid: "يُرجى تصحيح الأطوال المميزة.",
  invalid: "يُرجى تصحيح الحقول المميزة.",
  unknownIntent:
    "تعذّرت قراءة النموذج. يُرجى استخدام الأزرار الموجودة في هذه الصفحة.",
  // Field messages.
  lengthRequired: "يُرجى إدخال الطول بالمتر",
  lengthInvalid: "يُرجى إدخال الطول عددًا صحيحًا من الأمتار، مثل 500",
  lengthRange: "يُرجى إدخال طول من \u20661 m\u2069 إلى \u20661,000,000 m\u2069",
  drumInvalid:
    "يُرجى إدخال طول البكرة عددًا صحيحًا من الأمتار، مثل 500، أو ترك الحقل فارغًا",
  drumRange:
    "يُرجى إدخال طول بكرة من \u20661 m\u2069 إلى \u206610,000 m\u2069، أو ترك الحقل فارغًا",
  nameRequired: "يُرجى إدخال اسمك",
  countryRequired: "يُرجى إدخال دولتك",
  emailRequired: "يُرجى إدخال بريدك الإلكتروني",
  emailInvalid: "يُرجى إدخال بريد إلكتروني صحيح",
  phoneInvalid:
    "يُرجى إدخال رقم هاتف يتكون من أرقام ومسافات والرموز + - ( ) فقط",
  dateInvalid: "يُرجى اختيار تاريخ، أو ترك الحقل فارغًا",
  datePast: "يُرجى اختيار تاريخ من اليوم فصاعدًا",
  dateFar: "يُرجى اختيار تاريخ خلال السنوات الخمس القادمة",
  tooLong: "هذا النص أطول من المسموح به",
  notesTooLong: "يُرجى ألا تتجاوز ملاحظاتك 5,000 حرف",
  // Confirmation.
  sentMetaTitle: "تم إرسال طلب عرض السعر",
  sentTitle: "شكرًا لك: وصلنا طلبك",
  sentLead:
    "الرقم المرجعي لطلبك هو {reference}. أرسلنا نسخة منه إلى {email}، وسيرد عليك فريق المبيعات خلال يومي عمل.",
  sentLeadQueued:
    "الرقم المرجعي لطلبك هو {reference}. نسخة منه في طريقها إلى {email} ويُتوقع وصولها خلال دقائق، وسيرد عليك فريق المبيعات خلال يومي عمل.",
  sentLeadUnconfigured:
    "الرقم المرجعي لطلبك هو {reference}. سنرسل نسخة منه إلى {email} فور إعداد خدمة البريد لدينا، ويمكنك تنزيلها الآن من الأسفل. وسيرد عليك فريق المبيعات خلال يومي عمل.",
  sentLeadFailed:
    "الرقم المرجعي لطلبك هو {reference}. تعذّر علينا إرسال نسخة منه إلى {email}، فيُرجى تنزيلها من الأسفل. وسيرد عليك فريق المبيعات خلال يومي عمل.",
  sentLeadNoCopy:
    "الرقم المرجعي لطلبك هو {reference}. لم نرسل نسخة منه بالبريد الإلكتروني هذه المرة: يمكنك تنزيلها أدناه. وسيرد عليك فريق المبيعات على {email} خلال يومي عمل.",
  referenceLabel: "الرقم المرجعي",
  downloadPdf: "تنزيل طلبك (PDF)",
  sentLinesTitle: "ما طلبته",
  sentExpired:
    "انتهت صلاحية رابط التأكيد هذا أو أنه غير صالح. إن كنت قد أرسلت طلبًا فهو محفوظ لدينا: تجد رقمه المرجعي في رسالة تأكيد الاستلام إن كانت قد أُرسلت إليك، وإلا فتواصل معنا وسنعثر عليه بعنوان بريدك الإلكتروني.",
  newRequest: "بدء طلب جديد",
};
