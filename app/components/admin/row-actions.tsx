import { Pencil, Trash2 } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

/**
 * Edit and delete buttons of a table row, labelled with the row's name for screen readers; `extra`
 * (a screen's own action, such as closing a job opening) comes first.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  busy,
  extra,
}: {
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
  busy?: boolean;
  extra?: React.ReactNode;
}) {
  const t = useAdminMessages().common;
  return (
    <div className="flex items-center justify-end gap-1">
      {extra}
      <Button
        variant="ghost"
        size="icon"
        onClick={onEdit}
        aria-label={format(t.editItem, { name })}
        title={t.edit}
      >
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
