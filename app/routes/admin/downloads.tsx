import { ArabicBadge } from "~/components/admin/arabic-badge";
import { Plus } from "~/components/ui/icons";
import { adminMeta } from "~/components/admin/admin-meta";
import { DownloadDialog } from "~/components/admin/download-dialog";
import { EntityTable } from "~/components/admin/entity-table";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Button } from "~/components/ui/button";
import { downloadFormSchema } from "~/lib/forms/admin/downloads";
import {
  downloadTabs,
  formatDownloadDate,
  formatFileSize,
} from "~/lib/content/downloads";
import { format } from "~/locales";
import {
  chosenFile,
  deleteDownload,
  listAdminDownloads,
  restoreDownload,
  saveDownload,
} from "~/server/admin/downloads.server";
import { entityWrite, numericId } from "~/server/admin/form.server";
import type { Route } from "./+types/downloads";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.downloads;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader() {
  return { downloads: listAdminDownloads() };
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = entityWrite({
  id: numericId,
  schema: downloadFormSchema,
  messages: t,
  save: (id, value, form) =>
    saveDownload(id, value, chosenFile(form.get("file"))),
  remove: deleteDownload,
  restore: restoreDownload,
});

type DownloadRow = Route.ComponentProps["loaderData"]["downloads"][number];

export default function AdminDownloads({ loaderData }: Route.ComponentProps) {
  const d = useAdminMessages().downloads;
  const dialog = useEntityDialog<DownloadRow>();
  const { fetcher: rowFetcher, busy } = useAdminFetcher();
  return (
    <>
      <PageHeader title={d.title} description={d.description}>
        <Button onClick={() => dialog.open()}>
          <Plus aria-hidden="true" />
          {d.add}
        </Button>
      </PageHeader>
      <div className="flex flex-col gap-6">
        {downloadTabs.map((tab) => (
          <EntityTable
            key={tab}
            rows={loaderData.downloads.filter((entry) => entry.tab === tab)}
            title={d.tabs[tab]}
            empty={d.empty}
            nameOf={(entry) => entry.title}
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
                header: d.colPosition,
                className: "w-16 tabular-nums",
                cell: (entry) => entry.position,
              },
              {
                header: d.colTitle,
                place: "primary",
                className: "font-medium",
                cell: (entry) => (
                  <>
                    {entry.title}
                    <ArabicBadge state={entry.arabic} />
                  </>
                ),
              },
              {
                header: d.colDescription,
                className: "max-w-80 max-sm:max-w-none",
                cell: (entry) => (
                  <p
                    className="truncate text-muted-foreground"
                    title={entry.description}
                  >
                    {entry.description}
                  </p>
                ),
              },
              {
                header: d.colFile,
                className: "whitespace-nowrap",
                cell: (entry) =>
                  entry.size !== null && entry.uploadedAt !== null ? (
                    <a
                      href={`/downloads/${entry.file}`}
                      className="text-primary underline underline-offset-2"
                    >
                      {format(d.fileInfo, {
                        size: formatFileSize(entry.size),
                        date: formatDownloadDate(entry.uploadedAt),
                      })}
                    </a>
                  ) : (
                    <span className="text-muted-foreground">{d.built}</span>
                  ),
              },
            ]}
          />
        ))}
      </div>
      {dialog.isOpen ? (
        <DownloadDialog
          key={dialog.key}
          editing={dialog.editing}
          tab={dialog.editing?.tab ?? "catalogs"}
          onDone={dialog.close}
        />
      ) : null}
    </>
  );
}
