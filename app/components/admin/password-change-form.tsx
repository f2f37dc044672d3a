import { useState } from "react";
import { AccountSection } from "~/components/admin/account-section";
import { NewPasswordFields } from "~/components/admin/new-password-fields";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Field } from "~/components/forms/field";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  passwordChangeFormSchema,
  passwordFields,
} from "~/lib/forms/admin/passwords";
import { useAdminMessages } from "~/locales/admin";

/** /admin/account's password change: the current password, then the new one twice. */
export function PasswordChangeForm({ username }: { username: string }) {
  const a = useAdminMessages().account;
  // A changed password empties the fields: the form is drawn anew.
  const [round, setRound] = useState(0);
  const {
    fetcher,
    errors: serverErrors,
    busy,
  } = useAdminFetcher({ onSuccess: () => setRound((n) => n + 1) });
  const check = useForm({
    schema: passwordChangeFormSchema,
    fields: passwordFields,
  });
  const errors = { ...serverErrors, ...check.errors };
  return (
    <AccountSection
      id="password-title"
      title={a.passwordTitle}
      description={a.passwordDescription}
      className="mb-6"
    >
      <fetcher.Form
        key={round}
        method="post"
        aria-labelledby="password-title"
        className="grid max-w-md gap-4"
        onSubmit={check.onSubmit}
        noValidate
      >
        <input type="hidden" name="intent" value="password" />
        <Field
          id="account-current"
          label={a.currentPassword}
          error={errors.currentPassword}
        >
          {(control) => (
            <Input
              {...control}
              {...check.field("currentPassword")}
              autoComplete="current-password"
            />
          )}
        </Field>
        <NewPasswordFields
          username={username}
          idPrefix="account"
          labels={{
            newPassword: a.newPassword,
            hint: a.newPasswordHint,
            confirmPassword: a.confirmPassword,
          }}
          errors={errors}
          field={check.field}
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? a.submitting : a.submit}
          </Button>
        </div>
      </fetcher.Form>
    </AccountSection>
  );
}
