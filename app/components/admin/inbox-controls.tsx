import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import {
  INBOX_RETENTION_CHOICES,
  type InboxRetention,
} from "~/lib/content/inbox-retention";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

/** "Showing 51–100 of 8,000": which items of how many this page shows (nothing when empty). */
export function InboxShowing({
  page,
  perPage,
  total,
  count,
}: {
  page: number;
  perPage: number;
  total: number;
  count: number;
}) {
  const t = useAdminMessages().inbox;
  if (total === 0) return null;
  const first = (page - 1) * perPage + 1;
  return (
    <p
      className="mb-3 text-sm text-muted-foreground"
      data-testid="inbox-showing"
    >
      {format(t.showing, {
        first: first.toLocaleString("en-US"),
        last: (first + count - 1).toLocaleString("en-US"),
        total: total.toLocaleString("en-US"),
      })}
    </p>
  );
}

/**
 * How long messages and applications are kept. Posts to the current page's action (intent
 * "retention"); the server checks the value and deletes what is older.
 */
export function InboxRetentionForm({
  retention,
}: {
  retention: InboxRetention;
}) {
  const t = useAdminMessages().inbox;
  const { fetcher, errors, busy } = useAdminFetcher();
  const error = errors.retention ?? errors.form;
  return (
    <Card className="mb-6 p-4">
      <fetcher.Form
        method="post"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        aria-labelledby="inbox-retention-title"
      >
        <input type="hidden" name="intent" value="retention" />
        <div className="min-w-0 flex-1">
          <h2 id="inbox-retention-title" className="font-semibold">
            {t.retentionTitle}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t.retentionDescription}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="inbox-retention">{t.retentionLabel}</Label>
          <NativeSelect
            id="inbox-retention"
            name="retention"
            key={retention}
            defaultValue={retention}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "inbox-retention-error" : undefined}
            options={INBOX_RETENTION_CHOICES.map((value) => ({
              value,
              label: t.retentionChoices[value],
            }))}
            className="sm:w-44"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {t.retentionSave}
        </Button>
      </fetcher.Form>
      {error ? (
        <p
          id="inbox-retention-error"
          role="alert"
          className="mt-2 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
    </Card>
  );
}
