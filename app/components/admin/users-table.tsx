import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
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
import { ROLES } from "~/lib/roles";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";
import type { AdminUserRow } from "~/server/admin/users.server";

/** A user as /admin/users' loader gives it: the environment's account and the last sign-in shown. */
export type UserRow = AdminUserRow & {
  environment: boolean;
  lastLogin: string | null;
};

/**
 * Every user, with their role, state and link: a role changes and a link is issued in place; the
 * signed-in user and the environment's account keep their role and stay active.
 */
export function UsersTable({
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
