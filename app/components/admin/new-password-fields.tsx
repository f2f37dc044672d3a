import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import type { FieldOf } from "~/lib/forms/fields";
import type { passwordFields } from "~/lib/forms/admin/passwords";

/**
 * A new password and its repeat, as My Account and the set-password page both ask for them: one
 * markup, so the two forms cannot drift apart (the policy's 12 characters shown to the browser).
 * With them, the account's name in a hidden field, for password managers to file it under.
 */
export function NewPasswordFields({
  username,
  idPrefix,
  labels,
  errors,
  field,
}: {
  username: string;
  /** "account" or "set": the fields' ids are `${idPrefix}-new` and `${idPrefix}-confirm`. */
  idPrefix: string;
  labels: { newPassword: string; hint: string; confirmPassword: string };
  errors: Partial<Record<string, string>>;
  field: FieldOf<typeof passwordFields>;
}) {
  return (
    <>
      <input
        type="text"
        name="username"
        value={username}
        autoComplete="username"
        readOnly
        hidden
      />
      <Field
        id={`${idPrefix}-new`}
        label={labels.newPassword}
        hint={labels.hint}
        error={errors.newPassword}
      >
        {(control) => (
          <Input
            {...control}
            {...field("newPassword")}
            autoComplete="new-password"
            minLength={12}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-confirm`}
        label={labels.confirmPassword}
        error={errors.confirmPassword}
      >
        {(control) => (
          <Input
            {...control}
            {...field("confirmPassword")}
            autoComplete="new-password"
          />
        )}
      </Field>
    </>
  );
}
