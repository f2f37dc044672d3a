import type { compareControl as english } from "../en/compare-control";
import type { Translation } from "../translation";

/** The Compare control on product cards and pages, in Arabic (mirrors ../en/compare-control.ts). */
export const compareControl: Translation<typeof english> = {
  label: "مقارنة",
};
