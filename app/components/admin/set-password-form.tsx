import { FormAlert } from "~/components/forms/form-alert";
import { Form } from "react-router";
import { NewPasswordFields } from "~/components/admin/new-password-fields";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import type { FieldErrors } from "~/lib/forms/action-result";
import {
  setPasswordFormSchema,
  passwordFields,
} from "~/lib/forms/admin/passwords";
import { useAdminMessages } from "~/locales/admin";

/**
 * The one-time link's form: the new password twice, checked in the browser first; the action's
 * errors (serverErrors) show beside the browser's own.
 */
export function SetPasswordForm({
  username,
  serverErrors,
  submitting,
}: {
  username: string;
  serverErrors: FieldErrors;
  submitting: boolean;
}) {
  const s = useAdminMessages().setPassword;
  const check = useForm({
    schema: setPasswordFormSchema,
    fields: passwordFields,
  });
  const errors = { ...serverErrors, ...check.errors };
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={check.onSubmit}
    >
      <NewPasswordFields
        username={username}
        idPrefix="set"
        labels={{
          newPassword: s.newPassword,
          hint: s.hint,
          confirmPassword: s.confirmPassword,
        }}
        errors={errors}
        field={check.field}
      />
      {errors.form ? <FormAlert look="compact">{errors.form}</FormAlert> : null}
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? s.submitting : s.submit}
      </Button>
    </Form>
  );
}
