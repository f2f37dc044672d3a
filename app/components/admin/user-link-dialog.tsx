import { Copy } from "~/components/ui/icons";
import { useRef } from "react";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { notify } from "~/lib/toast";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";
import type { IssuedLink } from "~/server/admin/users.server";

/** A one-time link as the action answers it: its expiry written out for the dialog. */
export type ShownLink = IssuedLink & { expires: string };

/** The one-time link, shown once: selected for copying, with a Copy button. */
export function UserLinkDialog({
  link,
  onDone,
}: {
  link: ShownLink;
  onDone: () => void;
}) {
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
