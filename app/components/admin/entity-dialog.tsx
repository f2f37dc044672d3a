import { useState } from "react";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { ErrorList } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { useForm } from "~/components/forms/use-form";
import type {
  AdminResult,
  FieldErrors,
  Schema,
} from "~/lib/forms/action-result";
import type { FieldAttributes, FieldSpecs } from "~/lib/forms/fields";
import { useAdminMessages } from "~/locales/admin";

/**
 * The dialog every admin entity is created and edited in: a header, a body that scrolls, and a
 * footer whose Cancel and Create/Update buttons always show, whatever the screen's size. The form
 * posts `intent` (create or update) and `id` with the fields; the schema is checked in the browser
 * first (the server checks it again), and the first problem is shown as a toast and by its field,
 * and the first field at fault, the browser's or the server's, takes the focus.
 * Mounted only while open, so each opening starts from the row's values.
 */
export function EntityDialog<F extends FieldSpecs>({
  texts,
  editing,
  schema,
  fields,
  adds = false,
  multipart = false,
  wide = false,
  onDone,
  children,
}: {
  /** The entity's titles and descriptions, for adding and for editing. */
  texts: {
    addTitle: string;
    editTitle: string;
    addDescription: string;
    editDescription: string;
  };
  /** The row edited; null creates one. */
  editing: { id: string | number } | null;
  schema: Schema;
  /** The form's fields (their limits): `field(name)` in the children spreads them on an input. */
  fields?: F;
  /** The submit button says Add (the spec's words for certifications and clients), not Create. */
  adds?: boolean;
  /** For an image field. */
  multipart?: boolean;
  wide?: boolean;
  /** Called on Cancel, and with the action's answer after a successful save. */
  onDone: (result?: AdminResult & { ok: true }) => void;
  children: (
    errors: FieldErrors,
    field: (name: keyof F & string) => FieldAttributes,
  ) => React.ReactNode;
}) {
  const common = useAdminMessages().common;
  const id = editing?.id;
  const title = editing ? texts.editTitle : texts.addTitle;
  const description = editing ? texts.editDescription : texts.addDescription;
  const submitLabel = editing
    ? common.update
    : adds
      ? common.add
      : common.create;
  const {
    fetcher,
    errors: serverErrors,
    busy,
  } = useAdminFetcher({ onSuccess: onDone });
  // The server's answer too: the first field it refused takes the focus, as the browser's check does.
  const check = useForm({ schema, fields, result: fetcher.data });
  const errors = { ...serverErrors, ...check.errors };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onDone())}>
      <DialogContent closeLabel={common.close} wide={wide} sections>
        <DialogHeader className="border-b border-border px-5 pt-5 pb-4 sm:px-6">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          encType={multipart ? "multipart/form-data" : undefined}
          noValidate
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={check.onSubmit}
        >
          <input
            type="hidden"
            name="intent"
            value={editing ? "update" : "create"}
          />
          {id === undefined ? null : (
            <input type="hidden" name="id" value={id} />
          )}
          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-4 sm:px-6">
            {children(errors, check.field)}
            <ErrorList errors={errors.form} />
          </div>
          <div className="flex shrink-0 flex-wrap justify-end gap-2 border-t border-border px-5 py-3 sm:px-6">
            <Button variant="outline" onClick={() => onDone()}>
              {common.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? common.saving : submitLabel}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** Which entity dialog is open: none, a new row, or a row being edited. */
export function useEntityDialog<Row>() {
  const [state, setState] = useState<{
    editing: Row | null;
    opened: number;
  } | null>(null);
  return {
    isOpen: state !== null,
    editing: state?.editing ?? null,
    /** Changes with each opening, so a dialog keyed by it starts afresh. */
    key: state?.opened ?? 0,
    open: (editing: Row | null = null) =>
      setState((current) => ({ editing, opened: (current?.opened ?? 0) + 1 })),
    close: () => setState(null),
  };
}
