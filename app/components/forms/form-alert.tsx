import type { ReactNode } from "react";

const looks = {
  // Inside a narrow card (the admin's sign-in steps).
  compact:
    "rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive",
  // Above a page's form (contact, careers, the quote request).
  panel:
    "rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm font-medium text-destructive",
} as const;

/**
 * The error of a whole form (not of one field, which its Field shows): announced at once as an
 * alert, in one look per place for every form.
 */
export function FormAlert({
  children,
  look = "panel",
}: {
  children: ReactNode;
  look?: keyof typeof looks;
}) {
  return (
    <div role="alert" className={looks[look]}>
      {children}
    </div>
  );
}
