import type { errorScreen as english } from "../en/error-screen";
import type { Translation } from "../translation";

/** The error screen's words (../en/error-screen.ts says why they are a module of their own). */
export const errorScreen: Translation<typeof english> = {
  title: "حدث خطأ غير متوقع في التطبيق!",
  body: "حدث خطأ أثناء تحميل هذه الصفحة. يُرجى المحاولة مرة أخرى بعد قليل.",
  retry: "إعادة تحميل الصفحة",
  home: "العودة إلى الصفحة الرئيسية",
};
