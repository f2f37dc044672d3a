/** The compare tray's copy: loaded with the tray, on the first use of a Compare control. */
export const compareTray = {
  label: "Products to compare",
  open: "Compare ({count})",
  clear: "Clear",
  added: "{name} added to the comparison ({count} of {max}).",
  removed: "{name} removed from the comparison ({count} of {max}).",
  full: "You can compare up to four products. Remove one before adding {name}.",
  cleared: "The comparison is empty.",
} as const;
