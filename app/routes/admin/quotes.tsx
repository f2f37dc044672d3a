import { Download } from "lucide-react";
import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { InboxShowing } from "~/components/admin/inbox-controls";
import { PageHeader } from "~/components/admin/page-header";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { parsePage } from "~/lib/pagination";
import { format } from "~/locales";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { listQuotesPage } from "~/server/admin/quotes.server";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/quotes";

export const meta: Route.MetaFunction = () =>
  adminMeta(adminMessages.quotes.title);

/** One page of quote requests (?page=N, decision 006), newest first. */
export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  const { rows, ...paging } = listQuotesPage(
    parsePage(new URL(request.url).searchParams.get("page")),
  );
  return { ...paging, rows };
}

export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages();
  const t = m.quotes;
  return (
    <>
      <PageHeader title={t.title} description={t.description}>
        <a
          href="/admin/quotes.csv"
          download
          className={buttonVariants({ variant: "outline" })}
        >
          <Download aria-hidden="true" />
          {t.exportCsv}
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
            {t.empty}
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t.colReference}</TableHead>
                <TableHead>{t.colBuyer}</TableHead>
                <TableHead>{t.colCountry}</TableHead>
                <TableHead>{t.colLines}</TableHead>
                <TableHead>{t.colReceived}</TableHead>
                <TableHead>{t.colDelivery}</TableHead>
                <TableHead end>{t.colStatus}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loaderData.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell
                    place="primary"
                    className="font-mono font-semibold"
                  >
                    <Link
                      to={`/admin/quotes/${row.id}`}
                      aria-label={format(t.open, { reference: row.reference })}
                      className="text-primary hover:underline"
                    >
                      {row.reference}
                    </Link>
                  </TableCell>
                  <TableCell label={t.colBuyer}>
                    <span className="font-medium">{row.name}</span>
                    {row.company && (
                      <span className="text-muted-foreground">
                        {" "}
                        · {row.company}
                      </span>
                    )}
                    <span className="block text-xs text-muted-foreground">
                      {row.email}
                    </span>
                  </TableCell>
                  <TableCell label={t.colCountry}>{row.country}</TableCell>
                  <TableCell label={t.colLines}>{row.lines}</TableCell>
                  <TableCell label={t.colReceived}>
                    <time dateTime={new Date(row.createdAt).toISOString()}>
                      {new Date(row.createdAt)
                        .toISOString()
                        .slice(0, 16)
                        .replace("T", " ")}{" "}
                      UTC
                    </time>
                  </TableCell>
                  <TableCell label={t.colDelivery}>
                    {m.inbox.delivery[row.deliveryState]}
                  </TableCell>
                  <TableCell place="actions" className="text-end">
                    <Badge
                      variant={
                        row.status === "new"
                          ? "default"
                          : row.status === "won"
                            ? "success"
                            : row.status === "lost"
                              ? "muted"
                              : "outline"
                      }
                    >
                      {t.status[row.status]}
                    </Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <Pagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        label={t.pagesLabel}
        className="mt-6"
      />
    </>
  );
}
