import { Plus } from "~/components/ui/icons";
import { useState } from "react";
import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { DeactivateUserDialog } from "~/components/admin/deactivate-user-dialog";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { UserFields } from "~/components/admin/user-fields";
import {
  type ShownLink,
  UserLinkDialog,
} from "~/components/admin/user-link-dialog";
import { type UserRow, UsersTable } from "~/components/admin/users-table";
import { Button } from "~/components/ui/button";
import type { AdminResult } from "~/lib/forms/action-result";
import {
  userCreateFormSchema,
  userRoleField,
  userCreateFields,
} from "~/lib/forms/admin/users";
import { format } from "~/locales";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { formatUtcDateTime } from "~/server/auth/account-display.server";
import {
  invalid,
  parseForm,
  readAdminForm,
  adminWrite,
  success,
} from "~/server/admin/form.server";
import {
  changeRole,
  createUser,
  type IssuedLink,
  isEnvironmentAccount,
  listUsers,
  reissueLink,
  setUserActive,
} from "~/server/admin/users.server";
import { siteUrl } from "~/server/platform/site-url.server";
import type { Route } from "./+types/users";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";
import { adminSessionContext } from "~/server/auth/admin-guard.server";

/**
 * Users and roles (issue 19, docs/decisions/034): administrators only. Creating a user or issuing
 * a new link answers with the one-time link, shown once to hand over (and mailed when mail is
 * configured); the server owns every rule (users.server.ts).
 */
const t = adminMessages.users;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  return {
    me: session.userId,
    users: listUsers().map((user) => ({
      ...user,
      environment: isEnvironmentAccount(user.username),
      lastLogin:
        user.lastLoginAt === null ? null : formatUtcDateTime(user.lastLoginAt),
    })),
  };
}

/** A success that carries the one-time link for the dialog that shows it. */
type LinkResult = AdminResult & { ok: true; link: ShownLink };

function linkAnswer(link: IssuedLink, message: string) {
  return data<LinkResult>({
    ok: true,
    message,
    link: { ...link, expires: formatUtcDateTime(link.expiresAt) },
  });
}

async function write({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readAdminForm(request);
  const intent = form.get("intent");
  // The link's origin: SITE_URL when configured, never the Host header then.
  const origin = siteUrl(request);
  if (intent === "create") {
    const parsed = parseForm(userCreateFormSchema, form);
    if (!parsed.ok) return invalid(parsed.errors);
    const result = createUser(parsed.value, origin);
    return result.ok
      ? linkAnswer(
          result.link,
          format(t.created, { username: result.link.username }),
        )
      : invalid(result.errors);
  }
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0)
    return invalid({ form: t.notFound });
  if (intent === "reissue") {
    const result = reissueLink(id, origin);
    return result.ok
      ? linkAnswer(
          result.link,
          format(t.reissued, { username: result.link.username }),
        )
      : invalid(result.errors);
  }
  if (intent === "role") {
    const role = userRoleField.safeParse(form.get("role"));
    if (!role.success) return invalid({ role: t.roleInvalid });
    const result = changeRole(session, id, role.data);
    return result.ok
      ? success(
          format(t.roleChanged, {
            username: result.username,
            role: adminMessages.roles[role.data],
          }),
        )
      : invalid(result.errors);
  }
  if (intent === "deactivate" || intent === "reactivate") {
    const result = setUserActive(session, id, intent === "reactivate");
    return result.ok
      ? success(
          format(intent === "reactivate" ? t.reactivated : t.deactivatedNow, {
            username: result.username,
          }),
        )
      : invalid(result.errors);
  }
  return invalid({ form: t.notFound });
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const u = useAdminMessages().users;
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownLink | null>(null);
  const [confirming, setConfirming] = useState<UserRow | null>(null);
  const showLink = (result?: AdminResult & { ok: true }) => {
    if (result && "link" in result) setShown((result as LinkResult).link);
  };
  return (
    <>
      <PageHeader title={u.title} description={u.description}>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {u.add}
        </Button>
      </PageHeader>
      <p className="mb-4 max-w-3xl text-sm text-muted-foreground">
        {u.roleHelp}
      </p>
      <UsersTable
        users={loaderData.users}
        me={loaderData.me}
        onLink={showLink}
        onDeactivate={setConfirming}
      />
      {adding ? (
        <EntityDialog
          texts={{
            addTitle: u.addTitle,
            addDescription: u.addDescription,
            editTitle: u.editTitle,
            editDescription: u.editDescription,
          }}
          editing={null}
          schema={userCreateFormSchema}
          fields={userCreateFields}
          adds
          onDone={(result) => {
            setAdding(false);
            showLink(result);
          }}
        >
          {(errors, field) => <UserFields errors={errors} field={field} />}
        </EntityDialog>
      ) : null}
      {shown ? (
        <UserLinkDialog link={shown} onDone={() => setShown(null)} />
      ) : null}
      {confirming ? (
        <DeactivateUserDialog
          user={confirming}
          onDone={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
