import { Bilingual } from "~/components/admin/bilingual";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { jobFormSchema, jobFields } from "~/lib/forms/admin/jobs";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";
import type { AdminJob } from "~/server/admin/jobs.server";

type TextName = "title" | "department" | "location" | "type" | "experience";

/** A job opening's dialog: what the Careers page shows of it, open or closed, its dates and place. */
export function JobDialog({
  editing,
  onDone,
}: {
  editing: AdminJob | null;
  onDone: () => void;
}) {
  const j = useAdminMessages().jobs;
  // Mounted when opened (never rendered on the server), so the browser's day is the default.
  const today = new Date().toISOString().slice(0, 10);
  return (
    <EntityDialog
      texts={j}
      editing={editing}
      schema={jobFormSchema}
      fields={jobFields}
      adds
      wide
      onDone={onDone}
    >
      {(errors, field) => {
        // Each text in English and, beside it, in Arabic (docs/decisions/041).
        const text = (
          name: TextName,
          label: string,
          max: number,
          hint?: string,
        ) => (
          <Bilingual
            id={`job-${name}`}
            label={label}
            hint={hint}
            error={errors[name]}
            arabicError={errors[`${name}Ar`]}
            english={(control) => (
              <Input
                {...control}
                name={name}
                required
                maxLength={max}
                defaultValue={editing?.[name] ?? ""}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                name={`${name}Ar`}
                maxLength={max}
                defaultValue={editing?.[`${name}Ar`] ?? ""}
              />
            )}
          />
        );
        return (
          <>
            {text("title", j.fieldTitle, 120)}
            {editing ? (
              <p className="-mt-2 text-xs text-muted-foreground">
                {format(j.link, { slug: editing.slug })}
              </p>
            ) : null}
            {text("department", j.fieldDepartment, 120)}
            {text("location", j.fieldLocation, 120)}
            {text("type", j.fieldType, 120, j.typeHint)}
            {text("experience", j.fieldExperience, 60)}
            <Bilingual
              id="job-description"
              label={j.fieldDescription}
              error={errors.description}
              arabicError={errors.descriptionAr}
              english={(control) => (
                <Textarea
                  {...control}
                  {...field("description")}
                  rows={4}
                  defaultValue={editing?.description ?? ""}
                />
              )}
              arabic={(control) => (
                <Textarea
                  {...control}
                  {...field("descriptionAr")}
                  rows={4}
                  defaultValue={editing?.descriptionAr ?? ""}
                />
              )}
            />
            <Bilingual
              id="job-requirements"
              label={j.fieldRequirements}
              hint={j.requirementsHint}
              error={errors.requirements}
              arabicError={errors.requirementsAr}
              english={(control) => (
                <Textarea
                  {...control}
                  name="requirements"
                  rows={5}
                  required
                  defaultValue={editing?.requirements.join("\n") ?? ""}
                />
              )}
              // Requirements often mix Arabic with standards and units: the browser picks each line's direction.
              arabic={(control) => (
                <Textarea
                  {...control}
                  dir="auto"
                  name="requirementsAr"
                  rows={5}
                  defaultValue={editing?.requirementsAr.join("\n") ?? ""}
                />
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id="job-date-posted"
                label={j.fieldDatePosted}
                error={errors.datePosted}
              >
                {(control) => (
                  <Input
                    {...control}
                    name="datePosted"
                    type="date"
                    required
                    defaultValue={editing?.datePosted ?? today}
                  />
                )}
              </Field>
              <Field
                id="job-valid-through"
                label={j.fieldValidThrough}
                hint={j.validThroughHint}
                error={errors.validThrough}
              >
                {(control) => (
                  <Input
                    {...control}
                    name="validThrough"
                    type="date"
                    defaultValue={editing?.validThrough ?? ""}
                  />
                )}
              </Field>
            </div>
            <label className="flex items-center gap-2 text-sm font-medium">
              <Checkbox
                name="open"
                defaultChecked={editing ? editing.open : true}
              />
              {j.fieldOpen}
            </label>
            <Field
              id="job-position"
              label={j.fieldPosition}
              hint={j.positionHint}
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
        );
      }}
    </EntityDialog>
  );
}
