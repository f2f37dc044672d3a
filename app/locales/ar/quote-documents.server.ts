import type { quoteDocuments as english } from "../en/quote-documents.server";
import type { Translation } from "../translation";

/**
 * The Arabic copy of the quote request's e-mails and PDF (decision 036). References, sizes,
 * lengths and addresses stay as they are, set left to right inside the Arabic lines.
 */
export const quoteDocuments: Translation<typeof english> = {
  lineText: "{index}. {product}{size}: {length} m{drum}",
  sizeText: "، المقاس {size}",
  drumText: " على بكرات بطول {drum} m",
  shownName: " (كما ظهر للمشتري: {name})",
  company: {
    subject: "[طلب عرض سعر] {reference}: {name}{company}",
    intro: "طلب عرض سعر من الموقع الإلكتروني.",
    reference: "المرجع: {reference}",
    name: "الاسم: {name}",
    company: "الشركة: {company}",
    email: "البريد الإلكتروني: {email}",
    phone: "الهاتف: {phone}",
    country: "الدولة: {country}",
    project: "المشروع: {project}",
    neededBy: "التاريخ المطلوب: {date}",
    received: "تاريخ الاستلام: {date}",
    notGiven: "(غير مذكور)",
    lines: "البنود:",
    notes: "ملاحظات:",
    noNotes: "(لا يوجد)",
  },
  acknowledgement: {
    subject: "طلب عرض السعر رقم {reference} المقدم إلى Cableworks",
    greeting: "السيد/السيدة {name}،",
    intro:
      "نشكركم على طلب عرض السعر. لقد استلمناه تحت المرجع {reference}، وسيرد عليكم فريق المبيعات خلال يومي عمل.",
    lines: "طلبتم ما يلي:",
    pdf: "مرفق نسخة PDF من طلبكم. يرجى ذكر المرجع {reference} في أي مراسلة بشأنه.",
    closing: "فريق مبيعات Cableworks",
    pdfName: "{reference}.pdf",
  },
  pdf: {
    kind: "طلب عرض سعر",
    title: "طلب عرض سعر {reference}",
    subtitle: "تاريخ الاستلام {date}",
    buyer: "المشتري",
    lines: "الكابلات المطلوبة",
    colProduct: "الكابل",
    colSize: "المقاس",
    colLength: "الطول (m)",
    colDrum: "البكرة (m)",
    notes: "ملاحظات",
    name: "الاسم",
    company: "الشركة",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    country: "الدولة",
    project: "المشروع",
    neededBy: "التاريخ المطلوب",
    footer:
      "هذه نسخة من طلبكم وليست عرض سعر. سيرسل إليكم فريق المبيعات عرض السعر بشكل منفصل.",
  },
};
