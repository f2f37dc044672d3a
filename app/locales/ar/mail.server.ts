import type { mail as english } from "../en/mail.server";
import type { Translation } from "../translation";

/**
 * The outbox's e-mails in Arabic (mirrors ../en/mail.server.ts): the company's staff read Arabic,
 * so the notices of a visitor's message or application may go out in it too. Only the server
 * reads it.
 */
export const mail: Translation<typeof english> = {
  contact: {
    subject: "[الموقع الإلكتروني] {subject}",
    intro: "رسالة واردة من نموذج «اتصل بنا» على الموقع الإلكتروني.",
    name: "الاسم: {name}",
    notGiven: "(لم يُذكر)",
    email: "البريد الإلكتروني: {email}",
    subjectLine: "الموضوع: {subject}",
    received: "تاريخ الاستلام: {date}",
  },
  application: {
    subject: "[الوظائف] {position}: {name}",
    generalApplication: "طلب توظيف عام",
    intro: "طلب توظيف وارد من صفحة «الوظائف» على الموقع الإلكتروني.",
    fullName: "الاسم الكامل: {name}",
    email: "البريد الإلكتروني: {email}",
    position: "الوظيفة: {position}",
    cv: "السيرة الذاتية: {cv}",
    cvAttached: "{name} (مرفق)",
    noCv: "لا توجد",
    received: "تاريخ الاستلام: {date}",
    noCoverLetter: "(لا يوجد خطاب تقديم)",
  },
  setPassword: {
    subject: "حسابك في لوحة إدارة Cableworks",
    greeting: "مرحبًا {name}،",
    intro:
      "أنشأ لك أحد المسؤولين حسابًا في لوحة إدارة Cableworks، باسم المستخدم {username} والدور {role}.",
    action:
      "عيّن كلمة المرور الخاصة بك من خلال هذا الرابط. يمكن استخدامه مرة واحدة فقط، وهو صالح حتى {expires} (بالتوقيت العالمي المنسق UTC):",
    ignore:
      "إذا لم تكن تتوقع هذه الرسالة فتجاهلها؛ لن يحدث أي شيء دون استخدام الرابط.",
  },
};
