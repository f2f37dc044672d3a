import { data } from "react-router";
import { type AdminResult, checkForm, type FieldErrors, formText, type Schema } from "~/lib/action-result";
import { type ImageUpload, MAX_UPLOAD_BYTES } from "../media.server";

/** A form body a little above the upload limit; anything bigger is refused before it is read. */
const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + 512 * 1024;

export async function readAdminForm(request: Request): Promise<FormData> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_FORM_BYTES) throw new Response("Payload Too Large", { status: 413 });
  try {
    return await request.formData();
  } catch {
    throw data<AdminResult>({ ok: false, errors: { form: "The form could not be read." } }, { status: 400 });
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

export function success(message: string, undo?: { intent: string; id: string }) {
  return data<AdminResult>({ ok: true, message, ...(undo ? { undo } : {}) });
}

export function invalid(errors: FieldErrors) {
  return data<AdminResult>({ ok: false, errors }, { status: 400 });
}

/** Answers a write: its success message, or its errors with a 400. */
export function answer(result: { ok: true } | { ok: false; errors: FieldErrors }, message: string, undo?: { intent: string; id: string }) {
  return result.ok ? success(message, undo) : invalid(result.errors);
}
