import type { FieldErrors } from "~/lib/admin-schemas";

/** What an admin write answers: done, or the form's field errors (answered with a 400). */
export type WriteResult<T = undefined> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function done<T>(value: T): WriteResult<T> {
  return { ok: true, value };
}

export function failed(errors: FieldErrors): { ok: false; errors: FieldErrors } {
  return { ok: false, errors };
}
