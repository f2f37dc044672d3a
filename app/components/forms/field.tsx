import { Label } from "~/components/ui/label";

/** What a control needs to be tied to its label, error and hint. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The ids of a field's error and hint, for aria-describedby. */
export function controlProps(
  id: string,
  error?: string,
  hint?: boolean,
): ControlProps {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };
}

/**
 * A labelled form field, admin and public alike: the label (with the required mark or the optional
 * note), the control (given its id and aria wiring), a hint and the field's error.
 */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  optionalText,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: string;
  required?: boolean;
  optionalText?: string;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  return (
    <div className={className ?? "flex flex-col gap-1.5"}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        ) : optionalText ? (
          <span className="ms-1 font-normal text-muted-foreground">
            {optionalText}
          </span>
        ) : null}
      </Label>
      {children(controlProps(id, error, Boolean(hint)))}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorList id={`${id}-error`} errors={error} />
    </div>
  );
}

/** A field's (or the whole form's) error, announced with the field through aria-describedby. */
export function ErrorList({
  id,
  errors,
}: {
  id?: string;
  errors?: string | readonly (string | undefined)[];
}) {
  const list = (typeof errors === "string" ? [errors] : (errors ?? [])).filter(
    (error): error is string => Boolean(error),
  );
  if (list.length === 0) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {list.join(" ")}
    </p>
  );
}
