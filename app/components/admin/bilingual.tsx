import { Field, type ControlProps } from "~/components/forms/field";
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
  error,
  arabicError,
  english,
  arabic,
}: {
  id: string;
  /** The English label, as the form had it ("Question *"). */
  label: string;
  hint?: string;
  error?: string;
  arabicError?: string;
  english: (control: ControlProps) => React.ReactNode;
  /** Given the control's props with lang="ar" and dir set. */
  arabic: (control: ControlProps & { lang: "ar"; dir: "rtl" }) => React.ReactNode;
}) {
  const a = useAdminMessages().arabic;
  const arabicLabel = format(a.label, { label: label.replace(/\s*\*$/, "") });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={id} label={label} hint={hint} error={error}>
        {english}
      </Field>
      <Field id={`${id}-ar`} label={arabicLabel} error={arabicError}>
        {(control) => arabic({ ...control, lang: "ar", dir: "rtl" })}
      </Field>
    </div>
  );
}
