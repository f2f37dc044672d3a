import { Bilingual } from "~/components/admin/bilingual";
import { FileText } from "~/components/ui/icons";
import { useState } from "react";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import {
  downloadFormSchema,
  downloadFields,
} from "~/lib/forms/admin/downloads";
import {
  downloadTabs,
  type DownloadTab,
  formatDownloadDate,
  formatFileSize,
} from "~/lib/content/downloads";
import { CV_MAX_BYTES } from "~/lib/forms/visitor-form-fields";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";
import type { AdminDownload } from "~/server/admin/downloads.server";

/**
 * A download's dialog: its tab, words and place, and its PDF (required when adding; when editing an
 * upload, a new file replaces it at the same link). A file over the limit is refused here at once,
 * before a 5 MB body is sent; the server checks every file again by its content.
 */
export function DownloadDialog({
  editing,
  tab,
  onDone,
}: {
  editing: AdminDownload | null;
  tab: DownloadTab;
  onDone: () => void;
}) {
  const d = useAdminMessages().downloads;
  const [tooLarge, setTooLarge] = useState(false);
  const uploaded =
    editing &&
    !editing.built &&
    editing.size !== null &&
    editing.uploadedAt !== null
      ? editing
      : null;
  return (
    <EntityDialog
      texts={d}
      editing={editing}
      schema={downloadFormSchema}
      fields={downloadFields}
      adds
      multipart
      onDone={onDone}
    >
      {(errors, field) => (
        <>
          <Field id="download-tab" label={d.fieldTab} error={errors.tab}>
            {(control) => (
              <NativeSelect
                {...control}
                name="tab"
                defaultValue={editing?.tab ?? tab}
                options={downloadTabs.map((value) => ({
                  value,
                  label: d.tabs[value],
                }))}
              />
            )}
          </Field>
          <Bilingual
            id="download-title"
            label={d.fieldTitle}
            error={errors.title}
            arabicError={errors.titleAr}
            english={(control) => (
              <Input
                {...control}
                {...field("title")}
                defaultValue={editing?.title ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("titleAr")}
                defaultValue={editing?.titleAr ?? ""}
              />
            )}
          />
          <Bilingual
            id="download-description"
            label={d.fieldDescription}
            error={errors.description}
            arabicError={errors.descriptionAr}
            english={(control) => (
              <Textarea
                {...control}
                {...field("description")}
                rows={3}
                defaultValue={editing?.description ?? ""}
              />
            )}
            arabic={(control) => (
              <Textarea
                {...control}
                {...field("descriptionAr")}
                rows={3}
                defaultValue={editing?.descriptionAr ?? ""}
              />
            )}
          />
          {editing?.built ? (
            <p className="flex gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
              <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {d.builtHint}
            </p>
          ) : (
            <Field
              id="download-file"
              label={editing ? d.fieldReplace : d.fieldFile}
              hint={editing ? d.replaceHint : d.fileHint}
              error={tooLarge ? d.fileTooLarge : errors.file}
            >
              {(control) => (
                <>
                  {uploaded ? (
                    <p className="text-sm">
                      <a
                        href={`/downloads/${uploaded.file}`}
                        className="font-medium text-primary underline underline-offset-2"
                      >
                        {format(d.currentFile, {
                          size: formatFileSize(uploaded.size!),
                          date: formatDownloadDate(uploaded.uploadedAt!),
                        })}
                      </a>
                    </p>
                  ) : null}
                  <input
                    {...control}
                    type="file"
                    name="file"
                    accept=".pdf,application/pdf"
                    required={!editing}
                    className="block w-full text-sm text-muted-foreground file:me-3 file:rounded-md file:border file:border-input file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-foreground hover:file:bg-muted"
                    onChange={(event) => {
                      const file = event.currentTarget.files?.[0];
                      const over = Boolean(file && file.size > CV_MAX_BYTES);
                      setTooLarge(over);
                      if (over) event.currentTarget.value = "";
                    }}
                  />
                </>
              )}
            </Field>
          )}
          <Field
            id="download-position"
            label={d.fieldPosition}
            hint={d.positionHint}
            error={errors.position}
          >
            {(control) => (
              <Input
                {...control}
                {...field("position")}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={editing ? String(editing.position) : ""}
              />
            )}
          </Field>
        </>
      )}
    </EntityDialog>
  );
}
