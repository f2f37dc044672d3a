import { Plus } from "~/components/ui/icons";
import { adminMeta } from "~/components/admin/admin-meta";
import { ArabicBadge } from "~/components/admin/arabic-badge";
import { EntityTable } from "~/components/admin/entity-table";
import { FaqDialog } from "~/components/admin/faq-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Button } from "~/components/ui/button";
import { faqFormSchema } from "~/lib/forms/admin/faq";
import {
  deleteFaq,
  listAdminFaq,
  restoreFaq,
  saveFaq,
} from "~/server/admin/content.server";
import { entityWrite, numericId } from "~/server/admin/form.server";
import type { Route } from "./+types/faq";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.faq;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader() {
  return { faq: listAdminFaq() };
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = entityWrite({
  id: numericId,
  schema: faqFormSchema,
  messages: t,
  save: (id, value) => saveFaq(id, value),
  remove: deleteFaq,
  restore: restoreFaq,
});

type FaqRow = Route.ComponentProps["loaderData"]["faq"][number];

export default function AdminFaq({ loaderData }: Route.ComponentProps) {
  const f = useAdminMessages().faq;
  const dialog = useEntityDialog<FaqRow>();
  const { fetcher: rowFetcher, busy } = useAdminFetcher();
  return (
    <>
      <PageHeader title={f.title} description={f.description}>
        <Button onClick={() => dialog.open()}>
          <Plus aria-hidden="true" />
          {f.add}
        </Button>
      </PageHeader>
      <EntityTable
        rows={loaderData.faq}
        title={f.all}
        empty={f.empty}
        nameOf={(entry) => entry.question}
        busy={busy}
        onEdit={(entry) => dialog.open(entry)}
        onDelete={(entry) =>
          void rowFetcher.submit(
            { intent: "delete", id: String(entry.id) },
            { method: "post" },
          )
        }
        columns={[
          {
            header: f.colPosition,
            className: "w-16 tabular-nums",
            cell: (entry) => entry.position,
          },
          {
            header: f.colQuestion,
            place: "primary",
            className: "font-medium",
            cell: (entry) => (
              <>
                {entry.question}
                <ArabicBadge state={entry.arabic} />
              </>
            ),
          },
          {
            header: f.colAnswer,
            className: "max-w-96 max-sm:max-w-none",
            cell: (entry) => (
              <p
                className="truncate text-muted-foreground"
                title={entry.answer}
              >
                {entry.answer}
              </p>
            ),
          },
        ]}
      />
      {dialog.isOpen ? (
        <FaqDialog
          key={dialog.key}
          editing={dialog.editing}
          onDone={dialog.close}
        />
      ) : null}
    </>
  );
}
