import { Form } from "react-router";
import { Field } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { twoFactorFields } from "~/lib/forms/admin/two-factor";
import { fieldProps } from "~/lib/forms/fields";
import { useAdminMessages } from "~/locales/admin";

/** The second step: the code, and a way back to the password (another account, a lost phone). */
export function CodeStep({
  errors,
  submitting,
  redirectTo,
  onSubmit,
}: {
  errors: Record<string, string | undefined>;
  submitting: boolean;
  redirectTo: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
}) {
  const m = useAdminMessages().login;
  return (
    <div className="flex flex-col gap-4">
      <Form
        method="post"
        noValidate
        aria-labelledby="code-step-title"
        className="flex flex-col gap-4"
        onSubmit={onSubmit}
      >
        <h2 id="code-step-title" className="sr-only">
          {m.codeTitle}
        </h2>
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field id="code" label={m.code} error={errors.code}>
          {(control) => (
            // Not inputMode="numeric": a recovery code has letters.
            <Input
              {...control}
              {...fieldProps(twoFactorFields.code, "code")}
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              // The one field of this step: typing starts at once.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page holds nothing else to read first
              autoFocus
            />
          )}
        </Field>
        {errors.form ? (
          <FormAlert look="compact">{errors.form}</FormAlert>
        ) : null}
        <Button type="submit" disabled={submitting} className="w-full">
          {submitting ? m.codeSubmitting : m.codeSubmit}
        </Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="restart" />
        <Button
          type="submit"
          variant="link"
          className="w-full"
          disabled={submitting}
        >
          {m.startOver}
        </Button>
      </Form>
    </div>
  );
}
