import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import type { FieldOf } from "~/lib/forms/fields";
import type { userCreateFields } from "~/lib/forms/admin/users";
import { ROLES } from "~/lib/roles";
import { useAdminMessages } from "~/locales/admin";

/** The new user's fields in /admin/users' add dialog: the role starts at the least, editor. */
export function UserFields({
  errors,
  field,
}: {
  errors: Partial<Record<string, string>>;
  field: FieldOf<typeof userCreateFields>;
}) {
  const u = useAdminMessages().users;
  const roles = useAdminMessages().roles;
  return (
    <>
      <Field
        id="user-username"
        label={u.fieldUsername}
        hint={u.fieldUsernameHint}
        error={errors.username}
      >
        {(control) => (
          <Input
            {...control}
            {...field("username")}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Field id="user-name" label={u.fieldName} error={errors.displayName}>
        {(control) => (
          <Input {...control} {...field("displayName")} autoComplete="off" />
        )}
      </Field>
      <Field
        id="user-email"
        label={u.fieldEmail}
        hint={u.fieldEmailHint}
        error={errors.email}
      >
        {(control) => (
          <Input {...control} {...field("email")} autoComplete="off" />
        )}
      </Field>
      <Field id="user-role" label={u.fieldRole} error={errors.role}>
        {(control) => (
          <NativeSelect
            {...control}
            name="role"
            defaultValue="editor"
            options={ROLES.map((role) => ({ value: role, label: roles[role] }))}
          />
        )}
      </Field>
    </>
  );
}
