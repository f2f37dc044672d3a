import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { useAdminMessages } from "~/locales/admin";

/**
 * "Sign-in security" on /admin/settings: require two-factor sign-in for every account. A native
 * checkbox in its own form, so it saves apart from the company details and works before hydration.
 */
export function SignInSecurityForm({
  required,
  ownTwoFactor,
}: {
  required: boolean;
  ownTwoFactor: boolean;
}) {
  const s = useAdminMessages().settings;
  const { fetcher, errors, busy } = useAdminFetcher();
  const error = errors.twoFactorRequired ?? errors.form;
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby="sign-in-security-title">
        <h2 id="sign-in-security-title" className="text-lg font-semibold">
          {s.securityTitle}
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          {s.securityDescription}
        </p>
        <fetcher.Form
          method="post"
          aria-labelledby="sign-in-security-title"
          className="grid gap-3"
        >
          <input type="hidden" name="intent" value="sign-in-security" />
          <div className="flex items-start gap-3">
            <Checkbox
              id="settings-two-factor-required"
              name="twoFactorRequired"
              defaultChecked={required}
              className="mt-0.5"
              aria-describedby={`settings-two-factor-required-hint${error ? " settings-two-factor-required-error" : ""}`}
              aria-invalid={error ? true : undefined}
            />
            <div>
              <label
                htmlFor="settings-two-factor-required"
                className="text-sm font-medium"
              >
                {s.requireTwoFactor}
              </label>
              <p
                id="settings-two-factor-required-hint"
                className="text-sm text-muted-foreground"
              >
                {s.requireTwoFactorHint}
                {ownTwoFactor ? null : ` ${s.ownFirst}`}
              </p>
              {error ? (
                <p
                  id="settings-two-factor-required-error"
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
              {s.securitySave}
            </Button>
          </div>
        </fetcher.Form>
      </section>
    </Card>
  );
}
