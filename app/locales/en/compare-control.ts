/** The Compare control on product cards and pages: all the copy those pages ship for it. */
export const compareControl = {
  label: "Compare",
} as const;
