import { Eye, Plus } from "~/components/ui/icons";
import { Link } from "react-router";
import { ArabicBadge } from "~/components/admin/arabic-badge";
import { adminMeta } from "~/components/admin/admin-meta";
import { EntityTable } from "~/components/admin/entity-table";
import { NewsDialog } from "~/components/admin/news-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { newsFormSchema } from "~/lib/forms/admin/news";
import { format } from "~/locales";
import {
  deleteNews,
  listAdminNews,
  restoreNews,
  saveNews,
} from "~/server/admin/news.server";
import {
  entityWrite,
  imageUpload,
  numericId,
} from "~/server/admin/form.server";
import type { Route } from "./+types/news";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.news;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader() {
  return { news: listAdminNews() };
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = entityWrite({
  id: numericId,
  schema: newsFormSchema,
  messages: t,
  save: (id, value, form) => saveNews(id, value, imageUpload(form)),
  remove: deleteNews,
  restore: restoreNews,
  updatable: Number.isSafeInteger,
});

type NewsRow = Route.ComponentProps["loaderData"]["news"][number];

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const n = useAdminMessages().news;
  const dialog = useEntityDialog<NewsRow>();
  const { fetcher: rowFetcher, busy } = useAdminFetcher();
  const shownLabel = {
    draft: n.shownDraft,
    scheduled: n.shownScheduled,
    published: n.shownPublished,
  } as const;
  return (
    <>
      <PageHeader title={n.title} description={n.description}>
        <Button onClick={() => dialog.open()}>
          <Plus aria-hidden="true" />
          {n.add}
        </Button>
      </PageHeader>
      <EntityTable
        rows={loaderData.news}
        title={n.all}
        empty={n.empty}
        nameOf={(article) => article.title}
        busy={busy}
        onEdit={(article) => dialog.open(article)}
        onDelete={(article) =>
          void rowFetcher.submit(
            { intent: "delete", id: String(article.id) },
            { method: "post" },
          )
        }
        columns={[
          {
            header: n.colTitle,
            place: "primary",
            className: "font-medium",
            cell: (article) => (
              <span className="flex flex-col gap-0.5">
                <span>
                  {article.title}
                  <ArabicBadge state={article.arabic} />
                </span>
                <span className="text-xs font-normal text-muted-foreground">
                  /news/{article.slug}
                </span>
              </span>
            ),
          },
          {
            header: n.colStatus,
            className: "whitespace-nowrap",
            cell: (article) => (
              <Badge
                variant={article.shown === "published" ? "default" : "outline"}
              >
                {shownLabel[article.shown]}
              </Badge>
            ),
          },
          {
            header: n.colDate,
            className: "whitespace-nowrap tabular-nums",
            cell: (article) => `${article.publishAt.replace("T", " ")} UTC`,
          },
          {
            header: n.colCategory,
            className: "whitespace-nowrap",
            cell: (article) => article.category,
          },
          {
            header: n.preview,
            cell: (article) => (
              <Link
                to={`/admin/news/${article.id}/preview`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
                aria-label={format(n.previewOf, { title: article.title })}
              >
                <Eye aria-hidden="true" />
                {n.preview}
              </Link>
            ),
          },
        ]}
      />
      {dialog.isOpen ? (
        <NewsDialog
          key={dialog.key}
          editing={dialog.editing}
          onDone={dialog.close}
        />
      ) : null}
    </>
  );
}
