import { data } from "react-router";
import type { FieldErrors } from "~/lib/admin-schemas";
import { imagePath, isUploadFile, MAX_UPLOAD_BYTES, processImage, storeImage, UploadError } from "../media.server";
import { getDb } from "../db/client.server";
import { media } from "../db/schema.server";
import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import { uploadsDir } from "../media.server";

/** What every admin action answers; the browser shows `message` or the first error as a toast. */
export type AdminActionData =
  | { ok: true; message: string; undo?: { intent: string; id: string } }
  | { ok: false; errors: FieldErrors };

/** A form body a little above the upload limit; anything bigger is refused before it is read. */
const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + 512 * 1024;

export async function readAdminForm(request: Request): Promise<FormData> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_FORM_BYTES) throw new Response("Payload Too Large", { status: 413 });
  try {
    return await request.formData();
  } catch {
    throw data<AdminActionData>({ ok: false, errors: { form: "The form could not be read." } }, { status: 400 });
  }
}

export function success(message: string, undo?: { intent: string; id: string }) {
  return data<AdminActionData>({ ok: true, message, ...(undo ? { undo } : {}) });
}

export function invalid(errors: FieldErrors) {
  return data<AdminActionData>({ ok: false, errors }, { status: 400 });
}

/**
 * The image field of a form: a new file is checked, re-encoded and stored; "removeImage" clears it.
 * Returns the new path (undefined: unchanged, null: removed) or the field's error.
 */
export async function imageFromForm(
  formData: FormData,
  field = "image",
): Promise<{ ok: true; image: string | null | undefined } | { ok: false; errors: FieldErrors }> {
  const file = formData.get(field);
  if (isUploadFile(file)) {
    try {
      const processed = await processImage(file);
      storeImage(processed);
      return { ok: true, image: imagePath(processed) };
    } catch (error) {
      if (error instanceof UploadError) return { ok: false, errors: { [field]: error.message } };
      throw error;
    }
  }
  if (formData.get("removeImage") === "on") return { ok: true, image: null };
  return { ok: true, image: undefined };
}

/** Removes an image stored for a write that was then refused, so nothing is left behind. */
export function discardImage(image: string | null | undefined): void {
  const match = image?.match(/^\/uploads\/([a-f0-9]{24})-\d+\.webp$/);
  if (!match) return;
  const id = match[1]!;
  const row = getDb().select().from(media).where(eq(media.id, id)).get();
  for (const width of row?.variants ?? []) fs.rmSync(path.join(uploadsDir(), `${id}-${width}.webp`), { force: true });
  getDb().delete(media).where(eq(media.id, id)).run();
}
