import { Download } from "~/components/ui/icons";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { InboxShowing } from "~/components/admin/inbox-controls";
import { PageHeader } from "~/components/admin/page-header";
import { QuoteItem } from "~/components/admin/quote-item";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { parsePage } from "~/lib/pagination";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { adminWrite, invalid, readAdminForm } from "~/server/admin/form.server";
import {
  listQuotesPage,
  saveQuoteHandling,
} from "~/server/admin/quotes.server";
import type { Route } from "./+types/quotes";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.quotes;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

/** One page of quote requests (?page=N, decision 006), newest first, each with its lines. */
export function loader({ request }: Route.LoaderArgs) {
  return listQuotesPage(
    parsePage(new URL(request.url).searchParams.get("page")),
  );
}

async function write({ request }: Route.ActionArgs) {
  const form = await readAdminForm(request);
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "save" || !/^[1-9]\d{0,9}$/.test(id))
    return invalid({ form: t.notFound });
  return saveQuoteHandling(Number(id), form);
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = adminWrite(write);

export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  const q = useAdminMessages().quotes;
  return (
    <>
      <PageHeader title={q.title} description={q.description}>
        <a
          href="/admin/quotes.csv"
          download
          className={buttonVariants({ variant: "outline" })}
        >
          <Download aria-hidden="true" />
          {q.exportCsv}
        </a>
      </PageHeader>
      <InboxShowing
        page={loaderData.page}
        perPage={loaderData.perPage}
        total={loaderData.total}
        count={loaderData.rows.length}
      />
      <Card>
        {loaderData.rows.length === 0 ? (
          <p className="px-4 py-10 text-center text-muted-foreground">
            {q.empty}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {loaderData.rows.map((row) => (
              <QuoteItem key={row.id} row={row} />
            ))}
          </ul>
        )}
      </Card>
      <AdminPagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        label={q.pagesLabel}
        className="mt-6"
      />
    </>
  );
}
