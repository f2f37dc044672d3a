import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { useAdminMessages } from "~/locales/admin";

/**
 * "Expired certifications on the public site" on /admin/certifications (decision 055): one box for
 * the whole site, in its own form (it saves apart from the certifications and works before
 * hydration, as the sign-in security box on /admin/settings does).
 */
export function ExpiredCertificationsForm({ hidden }: { hidden: boolean }) {
  const c = useAdminMessages().certifications;
  const { fetcher, errors, busy } = useAdminFetcher();
  const error = errors.hideExpired ?? errors.form;
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby="expired-certifications-title">
        <h2 id="expired-certifications-title" className="text-lg font-semibold">
          {c.expiredTitle}
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          {c.expiredDescription}
        </p>
        <fetcher.Form
          method="post"
          aria-labelledby="expired-certifications-title"
          className="grid gap-3"
        >
          <input type="hidden" name="intent" value="expired-certifications" />
          <div className="flex items-start gap-3">
            <Checkbox
              id="certifications-hide-expired"
              name="hideExpired"
              defaultChecked={hidden}
              className="mt-0.5"
              aria-describedby={`certifications-hide-expired-hint${error ? " certifications-hide-expired-error" : ""}`}
              aria-invalid={error ? true : undefined}
            />
            <div>
              <label
                htmlFor="certifications-hide-expired"
                className="text-sm font-medium"
              >
                {c.hideExpired}
              </label>
              <p
                id="certifications-hide-expired-hint"
                className="text-sm text-muted-foreground"
              >
                {c.hideExpiredHint}
              </p>
              {error ? (
                <p
                  id="certifications-hide-expired-error"
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
              {c.expiredSave}
            </Button>
          </div>
        </fetcher.Form>
      </section>
    </Card>
  );
}
