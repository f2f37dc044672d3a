import { ImageIcon } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { ErrorList } from "~/components/forms/field";
import { Label } from "~/components/ui/label";
import { useAdminMessages } from "~/locales/admin";

/**
 * An image picker with a preview. The file is only read locally for the preview; the server
 * decides whether it is an image (by its content) when the form is saved.
 */
export function ImageField({
  id,
  label,
  current,
  error,
  name = "image",
  hint,
  removable = true,
}: {
  id: string;
  label: string;
  current?: string | null;
  error?: string;
  name?: string;
  /** Said under the picker instead of the default. */
  hint?: string;
  /** False where an image is required (a hero slide): it can be replaced, not removed. */
  removable?: boolean;
}) {
  const t = useAdminMessages().common;
  const [preview, setPreview] = useState<string | null>(null);
  const [remove, setRemove] = useState(false);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? (remove ? null : current);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
          {shown ? (
            <img
              src={shown}
              alt={t.imagePreview}
              className="size-full object-cover"
            />
          ) : (
            <ImageIcon
              className="size-6 text-muted-foreground"
              aria-label={t.noImage}
            />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            id={id}
            name={name}
            type="file"
            accept="image/*"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            className="block w-full text-sm text-muted-foreground file:me-3 file:rounded-md file:border file:border-input file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-foreground hover:file:bg-muted"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setPreview(file ? URL.createObjectURL(file) : null);
            }}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint ?? t.chooseImage}
          </p>
          {current && removable ? (
            <label className="flex items-center gap-2 text-sm">
              <Checkbox
                name="removeImage"
                checked={remove}
                onChange={(event) => setRemove(event.currentTarget.checked)}
              />
              {t.removeImage}
            </label>
          ) : null}
        </div>
      </div>
      <ErrorList id={`${id}-error`} errors={error} />
    </div>
  );
}
