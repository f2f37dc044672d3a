import { Form, Link } from "react-router";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { useAdminMessages } from "~/locales/admin";
import type { AuditFilter } from "~/server/audit/audit.server";

/** What the filters offer: everyone with an entry, and each table by its name on this screen. */
export interface AuditFilterChoices {
  actors: { id: number; name: string }[];
  entities: { value: string; label: string }[];
}

/** The log's filters: a GET form, so a filtered view is an address to keep or share. */
export function AuditFilters({
  filter,
  options,
}: {
  filter: AuditFilter;
  options: AuditFilterChoices;
}) {
  const a = useAdminMessages().audit;
  return (
    <Card className="mb-6 p-4">
      <Form
        method="get"
        aria-label={a.filtersLabel}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
      >
        <Field id="audit-user" label={a.user}>
          {(control) => (
            <NativeSelect
              {...control}
              name="user"
              defaultValue={
                filter.actorId === undefined ? "" : String(filter.actorId)
              }
              empty={a.allUsers}
              options={options.actors.map((actor) => ({
                value: String(actor.id),
                label: actor.name,
              }))}
            />
          )}
        </Field>
        <Field id="audit-entity" label={a.entity}>
          {(control) => (
            <NativeSelect
              {...control}
              name="entity"
              defaultValue={filter.entity ?? ""}
              empty={a.allEntities}
              options={options.entities}
            />
          )}
        </Field>
        <Field id="audit-from" label={a.from}>
          {(control) => (
            <Input
              {...control}
              type="date"
              name="from"
              defaultValue={filter.from ?? ""}
            />
          )}
        </Field>
        <Field id="audit-to" label={a.to}>
          {(control) => (
            <Input
              {...control}
              type="date"
              name="to"
              defaultValue={filter.to ?? ""}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{a.apply}</Button>
          <Link
            to="/admin/audit"
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {a.clear}
          </Link>
        </div>
      </Form>
    </Card>
  );
}
