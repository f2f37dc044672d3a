import type { contactCopy as english } from "../../en/pages/contact";
import type { Translation } from "../../translation";

/** The contact copy in Arabic (mirrors ../../en/pages/contact.ts). */
export const contactCopy: Translation<typeof english> = {
  metaTitle: "اتصل بنا",
  metaDescription:
    "تواصل مع Cableworks في مدينة برج العرب الجديدة: هواتف المكتب والمبيعات، والبريد الإلكتروني للمبيعات، ومواعيد العمل، ونموذج مراسلة، وخريطة الموقع.",
  eyebrow: "تواصل معنا",
  title: "اتصل بنا",
  lead: "اطلب عرض سعر أو نشرة بيانات فنية أو استشارة فنية. نرد على كل رسالة خلال يوم عمل واحد.",
  addressTitle: "العنوان",
  officePhoneTitle: "هاتف المكتب",
  salesPhonesTitle: "المبيعات",
  emailTitle: "البريد الإلكتروني للمبيعات",
  hoursTitle: "مواعيد العمل",
  formTitle: "أرسل إلينا رسالة",
  firstName: "الاسم الأول",
  lastName: "اسم العائلة",
  email: "البريد الإلكتروني",
  subject: "الموضوع",
  message: "الرسالة",
  optional: "(اختياري)",
  send: "إرسال الرسالة",
  success: "تم إرسال رسالتك بنجاح!",
  successDetail:
    "شكرًا لك. حُفظت رسالتك وهي في طريقها إلى فريق المبيعات بالبريد الإلكتروني، وسنرد عليك عبر البريد الإلكتروني.",
  received: "تم استلام رسالتك!",
  receivedDetail:
    "شكرًا لك. حُفظت رسالتك في صندوق الوارد الخاص بفريق المبيعات على الموقع، وستُرسل إليهم بالبريد الإلكتروني فور إعداد خدمة البريد لدينا. وسنرد عليك عبر البريد الإلكتروني.",
  failure: "تعذّر إرسال الرسالة. يُرجى المحاولة لاحقًا. الخطأ: {text}",
  mapTitle: "موقعنا",
};
