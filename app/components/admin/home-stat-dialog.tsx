import { Bilingual } from "~/components/admin/bilingual";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { homeStatFormSchema } from "~/lib/forms/admin/home";
import { useAdminMessages } from "~/locales/admin";

interface StatRow {
  id: number;
  label: string;
  value: number | null;
  labelAr: string;
}

/** A statistic's label and number; the company's age has no number field (it is computed). */
export function HomeStatDialog({
  editing,
  onDone,
}: {
  editing: StatRow;
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
      wide
      onDone={onDone}
    >
      {(errors) => (
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
                name="label"
                required
                maxLength={60}
                defaultValue={editing.label}
              />
            )}
            arabic={(control) => (
              <Input
                {...control}
                name="labelAr"
                maxLength={60}
                defaultValue={editing.labelAr}
              />
            )}
          />
          {editing.value === null ? (
            <p className="text-sm text-muted-foreground">{h.computed}</p>
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
                  name="value"
                  inputMode="numeric"
                  required
                  maxLength={12}
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
