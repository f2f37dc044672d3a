import { Field, type ControlProps } from "~/components/forms/field";
import { cn } from "~/lib/cn";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

/**
 * One translatable field in both languages: the English control, and beside it (under it on narrow
 * screens) its Arabic twin, labelled "<label> (Arabic)", optional, typed right to left
 * (docs/decisions/041). The admin's own words stay English.
 */
export function Bilingual({
  id,
  label,
  hint,
  required,
  className,
  error,
  arabicError,
  english,
  arabic,
}: {
  id: string;
  /** The English label, as the form had it ("Question *"). */
  label: string;
  hint?: string;
  /** The English is required and the label carries no "*" of its own (the company form's labels). */
  required?: boolean;
  /** The pair's wrapper, such as a column span in a grid of its own. */
  className?: string;
  error?: string;
  arabicError?: string;
  english: (control: ControlProps) => React.ReactNode;
  /** Given the control's props with lang="ar" and dir set. */
  arabic: (
    control: ControlProps & { lang: "ar"; dir: "rtl" },
  ) => React.ReactNode;
}) {
  const a = useAdminMessages().arabic;
  const arabicLabel = format(a.label, { label: label.replace(/\s*\*$/, "") });
  return (
    <div className={cn("grid gap-4 sm:grid-cols-2", className)}>
      <Field
        id={id}
        label={label}
        hint={hint}
        required={required}
        error={error}
      >
        {english}
      </Field>
      <Field id={`${id}-ar`} label={arabicLabel} error={arabicError}>
        {(control) => arabic({ ...control, lang: "ar", dir: "rtl" })}
      </Field>
    </div>
  );
}
