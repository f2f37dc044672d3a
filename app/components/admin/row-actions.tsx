import { Pencil, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

/** Edit and (where rows can go) delete buttons of a table row, labelled with the row's name for screen readers. */
export function RowActions({ name, onEdit, onDelete, busy }: { name: string; onEdit: () => void; onDelete?: () => void; busy?: boolean }) {
  const t = useAdminMessages().common;
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={format(t.editItem, { name })} title={t.edit}>
        <Pencil aria-hidden="true" />
      </Button>
      {onDelete ? (
        <Button
          variant="ghostDestructive"
          size="icon"
          onClick={onDelete}
          disabled={busy}
          aria-label={format(t.deleteItem, { name })}
          title={t.delete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
