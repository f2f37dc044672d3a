import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

/** Deactivation is confirmed first: it signs the user out everywhere at once. */
export function DeactivateUserDialog({
  user,
  onDone,
}: {
  user: { id: number; username: string };
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
