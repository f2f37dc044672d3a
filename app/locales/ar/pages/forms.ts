import type { formsCopy as english } from "../../en/pages/forms";
import type { Translation } from "../../translation";

/** The forms copy in Arabic (mirrors ../../en/pages/forms.ts). */
export const formsCopy: Translation<typeof english> = {
  emailRequired: "يُرجى إدخال بريدك الإلكتروني",
  emailInvalid: "يُرجى إدخال بريد إلكتروني صحيح",
  subjectRequired: "يُرجى إدخال الموضوع",
  messageRequired: "يُرجى كتابة رسالتك",
  fullNameRequired: "يُرجى إدخال اسمك الكامل",
  tooLong: "هذا النص أطول من المسموح به",
  messageTooLong: "يُرجى ألا تتجاوز رسالتك 5,000 حرف",
  sending: "جارٍ الإرسال...",
  honeypotLabel: "اترك هذا الحقل فارغًا",
  spamRejected:
    "تبدو رسالتك مُرسلة آليًا فلم تُقبل. إن كنت شخصًا حقيقيًا، فيُرجى مراسلتنا عبر البريد الإلكتروني مباشرة.",
  rateLimited:
    "أرسلت رسائل كثيرة خلال وقت قصير. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  storageFailed:
    "تعذّر على الخادم حفظ رسالتك. يُرجى مراسلتنا عبر البريد الإلكتروني مباشرة.",
  storageBusy:
    "الخادم مشغول للحظات ولم يحفظ ما أرسلته. لا يزال نصك في النموذج: يُرجى إرساله مرة أخرى بعد بضع ثوانٍ.",
  invalid: "يُرجى تصحيح الحقول المميزة.",
  tooLarge:
    "حجم الملف المرفوع كبير جدًا. يُرجى ألا يتجاوز حجم سيرتك الذاتية 5 ميجابايت.",
  requiredHint: "الحقول المميزة بعلامة * إلزامية.",
};
