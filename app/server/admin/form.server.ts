import { data } from "react-router";
import {
  type AdminResult,
  checkForm,
  type Failure,
  type FieldErrors,
  formText,
  type Schema,
} from "~/lib/forms/action-result";
import { adminMessages } from "~/locales/admin";
import {
  BUSY_RETRY_AFTER_SECONDS,
  describeError,
  storageProblem,
} from "../db/storage-errors.server";
import { type ImageUpload, MAX_UPLOAD_BYTES } from "../content/media.server";

/** A form body a little above the upload limit; anything bigger is refused before it is read. */
const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + 512 * 1024;

export async function readAdminForm(request: Request): Promise<FormData> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_FORM_BYTES)
    throw new Response("Payload Too Large", { status: 413 });
  try {
    return await request.formData();
  } catch {
    throw data<AdminResult>(
      { ok: false, errors: { form: "The form could not be read." } },
      { status: 400 },
    );
  }
}

/** Checks a posted form with the schema its dialog uses. */
export function parseForm<T>(schema: Schema<T>, form: FormData) {
  return checkForm(schema, formText(form));
}

/** What a form sends about its image: the file field, and the "remove" box. */
export function imageUpload(form: FormData, field = "image"): ImageUpload {
  return { file: form.get(field), remove: form.get("removeImage") === "on" };
}

export function success(
  message: string,
  undo?: { intent: string; id: string },
) {
  return data<AdminResult>({ ok: true, message, ...(undo ? { undo } : {}) });
}

export function invalid(errors: FieldErrors) {
  return data<AdminResult>({ ok: false, errors }, { status: 400 });
}

/** Answers a write: its success message, or its errors with a 400. */
export function answer(
  result: { ok: true } | { ok: false; errors: FieldErrors },
  message: string,
  undo?: { intent: string; id: string },
) {
  return result.ok ? success(message, undo) : invalid(result.errors);
}

/**
 * Wraps an admin action (every one writes, if only the session's idle clock): a write the database
 * or the data folder could not take answers 503 with the reason, as the form error its dialog or
 * toast shows, instead of the error screen; a held lock adds Retry-After. A write is one
 * transaction, so a failed one left nothing half-written.
 */
export function adminWrite<A extends unknown[], R>(
  action: (...args: A) => R | Promise<R>,
) {
  return async (...args: A): Promise<R | ReturnType<typeof data<Failure>>> => {
    try {
      return await action(...args);
    } catch (error) {
      const problem = storageProblem(error);
      if (!problem) throw error;
      console.error(`An admin write was not stored: ${describeError(error)}`);
      const t = adminMessages.common;
      return problem === "busy"
        ? data<Failure>(
            { ok: false, errors: { form: t.storageBusy } },
            {
              status: 503,
              headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
            },
          )
        : data<Failure>(
            { ok: false, errors: { form: t.storageUnwritable } },
            { status: 503 },
          );
    }
  };
}
