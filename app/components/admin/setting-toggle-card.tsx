import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";

/**
 * One site-wide setting that is a single tick box, in a card with its own form: it saves apart
 * from the page's other forms, and as a native checkbox in a posted form it works before
 * hydration. The action reads `intent` and the box's `name` ("on" when ticked, absent when not).
 */
export function SettingToggleCard({
  id,
  intent,
  name,
  checked,
  title,
  description,
  label,
  hint,
  save,
}: {
  /** The prefix of the card's element ids; unique on the page. */
  id: string;
  intent: string;
  name: string;
  checked: boolean;
  title: string;
  description: string;
  label: string;
  hint: string;
  save: string;
}) {
  const { fetcher, errors, busy } = useAdminFetcher();
  const error = errors[name] ?? errors.form;
  const box = `${id}-box`;
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">{description}</p>
        <fetcher.Form
          method="post"
          aria-labelledby={`${id}-title`}
          className="grid gap-3"
        >
          <input type="hidden" name="intent" value={intent} />
          <div className="flex items-start gap-3">
            <Checkbox
              id={box}
              name={name}
              defaultChecked={checked}
              className="mt-0.5"
              aria-describedby={`${box}-hint${error ? ` ${box}-error` : ""}`}
              aria-invalid={error ? true : undefined}
            />
            <div>
              <label htmlFor={box} className="text-sm font-medium">
                {label}
              </label>
              <p id={`${box}-hint`} className="text-sm text-muted-foreground">
                {hint}
              </p>
              {error ? (
                <p
                  id={`${box}-error`}
                  role="alert"
                  className="text-sm text-destructive"
                >
                  {error}
                </p>
              ) : null}
            </div>
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              {save}
            </Button>
          </div>
        </fetcher.Form>
      </section>
    </Card>
  );
}
