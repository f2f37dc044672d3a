/**
 * The one shape every form answer takes, on the server (writes, actions) and in the browser
 * (fetchers, the visitor forms): done with what the caller needs, or the first message per field
 * ("form" for the whole form). Pure, without zod, so public pages can load it with the page.
 */
export type FieldErrors = Partial<Record<string, string>>;

export interface Failure {
  ok: false;
  errors: FieldErrors;
  /** What was sent, for a page rendered without JavaScript to fill the form in again. */
  values?: Record<string, string>;
}

/** Whether a failure names fields (not only the whole form). */
export function hasFieldErrors(failure: Failure): boolean {
  return Object.keys(failure.errors).some((key) => key !== "form");
}

export type ActionResult<T = object> = ({ ok: true } & T) | Failure;

/** What an admin action answers: the toast's message, and an Undo when the write can be undone. */
export type AdminResult = ActionResult<{
  message: string;
  undo?: { intent: string; id: string };
}>;

export function done<T>(value: T): ActionResult<{ value: T }> {
  return { ok: true, value };
}

export function failed(errors: FieldErrors): Failure {
  return { ok: false, errors };
}

/** Anything with zod's `safeParse` (zod and zod/mini alike). */
export interface Schema<T = unknown> {
  safeParse(data: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: {
          issues: readonly { path: readonly PropertyKey[]; message: string }[];
        };
      };
}

/** The first message per field (and "form" for an issue about the whole form). */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A check of a whole form as the browser posts it; empty errors let it post (useForm). */
export type FormCheck = (
  data: FormData,
  submitter: HTMLElement | null,
) => FieldErrors;

/** Checks form values with a schema: the parsed value, or the errors to show. */
export function checkForm<T>(
  schema: Schema<T>,
  values: Record<string, string>,
): ActionResult<{ value: T }> {
  const parsed = schema.safeParse(values);
  return parsed.success ? done(parsed.data) : failed(fieldErrors(parsed.error));
}

/** The text fields of a submitted form, the first value of each (files are handled apart). */
export function formText(
  formData: FormData,
  names?: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (
      typeof value === "string" &&
      !(key in values) &&
      (!names || names.includes(key))
    )
      values[key] = value;
  }
  return values;
}
