import { Bilingual } from "~/components/admin/bilingual";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { homeStatFormSchema, homeStatFields } from "~/lib/forms/admin/home";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";
import type { AdminStat } from "~/server/admin/pages.server";

/** A statistic's label and number; the company's age has no number field (it is computed). */
export function HomeStatDialog({
  editing,
  foundedYear,
  onDone,
}: {
  editing: AdminStat;
  /** The founding year the age counts from (Company details, decision 055). */
  foundedYear: number;
  onDone: () => void;
}) {
  const h = useAdminMessages().home;
  const texts = {
    addTitle: h.statEditTitle,
    editTitle: h.statEditTitle,
    addDescription: h.statEditDescription,
    editDescription: h.statEditDescription,
  };
  return (
    <EntityDialog
      texts={texts}
      editing={editing}
      schema={homeStatFormSchema}
      fields={homeStatFields}
      wide
      onDone={onDone}
    >
      {(errors, field) => (
        <>
          {/* The screen's action tells a statistic's update from a slide's by this. */}
          <input type="hidden" name="kind" value="stat" />
          <Bilingual
            id="stat-label"
            label={h.fieldLabel}
            error={errors.label}
            arabicError={errors.labelAr}
            english={(control) => (
              <Input
                {...control}
                {...field("label")}
                defaultValue={editing.label}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                {...field("labelAr")}
                defaultValue={editing.labelAr}
              />
            )}
          />
          {editing.value === null ? (
            <p className="text-sm text-muted-foreground">
              {format(h.computed, { foundedYear })}
            </p>
          ) : (
            <Field
              id="stat-value"
              label={h.fieldValue}
              hint={h.valueHint}
              error={errors.value}
            >
              {(control) => (
                <Input
                  {...control}
                  {...field("value")}
                  inputMode="numeric"
                  autoComplete="off"
                  defaultValue={String(editing.value)}
                />
              )}
            </Field>
          )}
        </>
      )}
    </EntityDialog>
  );
}
