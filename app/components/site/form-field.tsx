import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";

/** A labelled field with its error, wired with aria-invalid and aria-describedby by the caller's id. */
export function FormField({
  id,
  label,
  required,
  optionalText,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optionalText?: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        ) : optionalText ? (
          <span className="ms-1 font-normal text-muted-foreground">{optionalText}</span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** aria attributes for a field with an optional error and hint. */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined } as const;
}
