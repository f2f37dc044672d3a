import { Copy, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { EntityDialog } from "~/components/admin/entity-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Field } from "~/components/forms/field";
import type { FieldOf } from "~/lib/forms/fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import type { AdminResult } from "~/lib/forms/action-result";
import {
  userCreateFormSchema,
  userRoleField,
  userCreateFields,
} from "~/lib/forms/admin/users";
import { ROLES } from "~/lib/roles";
import { notify } from "~/lib/toast";
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
import { requireRole } from "~/server/auth/roles.server";
import { siteUrl } from "~/server/platform/site-url.server";
import type { Route } from "./+types/users";

/**
 * Users and roles (issue 19, docs/decisions/034): administrators only. Creating a user or issuing
 * a new link answers with the one-time link, shown once to hand over (and mailed when mail is
 * configured); the server owns every rule (users.server.ts).
 */
const t = adminMessages.users;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader({ request }: Route.LoaderArgs) {
  const session = requireRole(request, "administrator");
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
type LinkResult = AdminResult & {
  ok: true;
  link: IssuedLink & { expires: string };
};

function linkAnswer(link: IssuedLink, message: string) {
  return data<LinkResult>({
    ok: true,
    message,
    link: { ...link, expires: formatUtcDateTime(link.expiresAt) },
  });
}

async function write({ request }: Route.ActionArgs) {
  const session = requireRole(request, "administrator");
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
export const action = adminWrite(write);

type UserRow = Route.ComponentProps["loaderData"]["users"][number];
type ShownLink = LinkResult["link"];

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
      {shown ? <LinkDialog link={shown} onDone={() => setShown(null)} /> : null}
      {confirming ? (
        <DeactivateDialog
          user={confirming}
          onDone={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

function UserFields({
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

function UsersTable({
  users,
  me,
  onLink,
  onDeactivate,
}: {
  users: UserRow[];
  me: number;
  onLink: (result?: AdminResult & { ok: true }) => void;
  onDeactivate: (user: UserRow) => void;
}) {
  const u = useAdminMessages().users;
  const roles = useAdminMessages().roles;
  const { fetcher, busy } = useAdminFetcher({ onSuccess: onLink });
  const linkMailLabel = {
    pending: u.linkMailPending,
    sent: u.linkMailSent,
    failed: u.linkMailFailed,
  } as const;
  return (
    <Card className="overflow-hidden">
      <Table aria-label={u.all}>
        <TableHeader>
          <TableRow>
            <TableHead>{u.colUsername}</TableHead>
            <TableHead>{u.colName}</TableHead>
            <TableHead>{u.colEmail}</TableHead>
            <TableHead>{u.colRole}</TableHead>
            <TableHead>{u.colStatus}</TableHead>
            <TableHead>{u.colLastLogin}</TableHead>
            <TableHead end>{u.colActions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => {
            const locked = user.id === me || user.environment;
            return (
              <TableRow key={user.id}>
                <TableCell
                  place="primary"
                  className="font-medium [overflow-wrap:anywhere]"
                >
                  {user.username}
                  {user.id === me ? (
                    <Badge variant="secondary" className="ms-2">
                      {u.you}
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell label={u.colName}>
                  {user.displayName || (
                    <span className="text-muted-foreground">{u.none}</span>
                  )}
                </TableCell>
                <TableCell
                  label={u.colEmail}
                  className="[overflow-wrap:anywhere]"
                >
                  {user.email || (
                    <span className="text-muted-foreground">{u.none}</span>
                  )}
                </TableCell>
                <TableCell label={u.colRole}>
                  {locked ? (
                    roles[user.role]
                  ) : (
                    <fetcher.Form
                      method="post"
                      className="flex flex-wrap items-center gap-2"
                    >
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="id" value={user.id} />
                      <div className="w-32 shrink-0">
                        <NativeSelect
                          name="role"
                          defaultValue={user.role}
                          aria-label={format(u.roleOfLabel, {
                            username: user.username,
                          })}
                          className="h-9"
                          options={ROLES.map((role) => ({
                            value: role,
                            label: roles[role],
                          }))}
                        />
                      </div>
                      <Button
                        type="submit"
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        aria-label={format(u.changeRoleLabel, {
                          username: user.username,
                        })}
                      >
                        {u.changeRole}
                      </Button>
                    </fetcher.Form>
                  )}
                </TableCell>
                <TableCell label={u.colStatus} className="whitespace-nowrap">
                  {!user.active ? (
                    <Badge variant="muted">{u.deactivated}</Badge>
                  ) : user.hasPassword ? (
                    <Badge variant="success">{u.active}</Badge>
                  ) : (
                    <Badge variant="outline">{u.awaitingPassword}</Badge>
                  )}
                  {user.active && user.linkMail && user.linkMail !== "none" ? (
                    <span className="mt-1 block text-xs text-muted-foreground">
                      {linkMailLabel[user.linkMail]}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell label={u.colLastLogin} className="tabular-nums">
                  {user.lastLogin ?? u.never}
                </TableCell>
                <TableCell place="actions" className="text-end">
                  <div className="flex justify-end gap-2">
                    {user.active ? (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        aria-label={format(u.reissueLabel, {
                          username: user.username,
                        })}
                        onClick={() =>
                          void fetcher.submit(
                            { intent: "reissue", id: String(user.id) },
                            { method: "post" },
                          )
                        }
                      >
                        {u.reissue}
                      </Button>
                    ) : null}
                    {locked ? null : user.active ? (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        aria-label={format(u.deactivateLabel, {
                          username: user.username,
                        })}
                        onClick={() => onDeactivate(user)}
                      >
                        {u.deactivate}
                      </Button>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        aria-label={format(u.reactivateLabel, {
                          username: user.username,
                        })}
                        onClick={() =>
                          void fetcher.submit(
                            { intent: "reactivate", id: String(user.id) },
                            { method: "post" },
                          )
                        }
                      >
                        {u.reactivate}
                      </Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Card>
  );
}

/** The one-time link, shown once: selected for copying, with a Copy button. */
function LinkDialog({ link, onDone }: { link: ShownLink; onDone: () => void }) {
  const u = useAdminMessages().users;
  const common = useAdminMessages().common;
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      notify.success(u.copied);
    } catch {
      input.current?.select();
      notify.error(u.copyFailed);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onDone())}>
      <DialogContent closeLabel={common.close}>
        <DialogHeader>
          <DialogTitle>
            {format(u.linkTitle, { username: link.username })}
          </DialogTitle>
          <DialogDescription>
            {format(u.linkDescription, { expires: link.expires })}
          </DialogDescription>
        </DialogHeader>
        <Field id="user-link" label={u.linkLabel}>
          {(control) => (
            <Input
              {...control}
              ref={input}
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs"
            />
          )}
        </Field>
        <p className="text-sm text-muted-foreground">
          {link.mail.state === "queued"
            ? format(u.linkMailed, { email: link.mail.to })
            : link.mail.state === "noAddress"
              ? u.linkNoAddress
              : u.linkNotMailed}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {u.copy}
          </Button>
          <Button onClick={onDone}>{u.done}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Deactivation is confirmed first: it signs the user out everywhere at once. */
function DeactivateDialog({
  user,
  onDone,
}: {
  user: UserRow;
  onDone: () => void;
}) {
  const u = useAdminMessages().users;
  const common = useAdminMessages().common;
  const { fetcher, busy } = useAdminFetcher({ onSuccess: onDone });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onDone())}>
      <DialogContent closeLabel={common.close} role="alertdialog">
        <DialogHeader>
          <DialogTitle>
            {format(u.deactivateTitle, { username: user.username })}
          </DialogTitle>
          <DialogDescription>{u.deactivateBody}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="deactivate" />
          <input type="hidden" name="id" value={user.id} />
          <DialogFooter>
            <Button variant="outline" onClick={onDone}>
              {u.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {u.deactivate}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
