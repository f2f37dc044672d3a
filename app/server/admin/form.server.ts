import { data, type RouterContextProvider } from "react-router";
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
import { sessionToTouchContext } from "../auth/admin-guard.server";
import { touchSession } from "../auth/auth.server";

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
export function adminWrite<
  A extends { context: Readonly<RouterContextProvider> },
  R,
>(action: (args: A) => R | Promise<R>) {
  return async (args: A): Promise<R | ReturnType<typeof data<Failure>>> => {
    try {
      // The write restarts the session's idle clock (the admin guard's middleware named the
      // session): here, so a busy database answers as for any other write.
      const session = args.context.get(sessionToTouchContext);
      if (session) touchSession(session);
      return await action(args);
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

type Written = { ok: true } | { ok: false; errors: FieldErrors };
type Answer = ReturnType<typeof answer>;

/**
 * The action of an admin list screen: the create, update, delete and restore switch every such
 * screen had written out (issue 34). The admin guard's middleware has checked the role before it
 * runs (decision 058); the route names its entity's writes; a deleted row
 * that can be restored answers with an Undo. `other` answers the screen's own intents first (a
 * job's close and reopen, the home page's statistics); `undefined` hands the form on.
 */
export function entityWrite<T, Id extends string | number>(entity: {
  id: (form: FormData) => Id;
  schema: Schema<T>;
  messages: {
    added: string;
    updated: string;
    deleted: string;
    notFound: string;
  };
  save: (id: Id | null, value: T, form: FormData) => Written | Promise<Written>;
  remove: (id: Id) => Written;
  restore?: (id: Id) => Written;
  other?: (
    intent: FormDataEntryValue | null,
    id: Id,
    form: FormData,
  ) => Answer | undefined;
  /** An id an update may name (the news screen refuses one that is not a whole number). */
  updatable?: (id: Id) => boolean;
}) {
  return adminWrite(
    async ({
      request,
    }: {
      request: Request;
      context: Readonly<RouterContextProvider>;
    }) => {
      const form = await readAdminForm(request);
      const intent = form.get("intent");
      const id = entity.id(form);
      const own = entity.other?.(intent, id, form);
      if (own) return own;
      if (intent === "delete")
        return answer(
          entity.remove(id),
          entity.messages.deleted,
          entity.restore ? { intent: "restore", id: String(id) } : undefined,
        );
      if (intent === "restore" && entity.restore)
        return answer(entity.restore(id), adminMessages.common.restored);
      if (
        intent !== "create" &&
        (intent !== "update" || !(entity.updatable?.(id) ?? true))
      )
        return invalid({ form: entity.messages.notFound });
      const parsed = parseForm(entity.schema, form);
      if (!parsed.ok) return invalid(parsed.errors);
      return answer(
        await entity.save(intent === "create" ? null : id, parsed.value, form),
        intent === "create" ? entity.messages.added : entity.messages.updated,
      );
    },
  );
}

/** The id of a row whose key is a number, as the forms post it. */
export const numericId = (form: FormData) => Number(form.get("id"));
/** The id of a row whose key is text (a category's or a product's). */
export const textId = (form: FormData) => String(form.get("id") ?? "");
