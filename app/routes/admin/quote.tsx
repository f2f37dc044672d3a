import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Field } from "~/components/forms/field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { NativeSelect } from "~/components/ui/select";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { Textarea } from "~/components/ui/textarea";
import { QUOTE_STATUSES } from "~/lib/admin-quote-schema";
import { format } from "~/locales";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { adminWrite, invalid, readAdminForm } from "~/server/admin/form.server";
import { quoteDetail, saveQuoteHandling } from "~/server/admin/quotes.server";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/quote";

const t = adminMessages.quotes;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(
    data && "quote" in data
      ? format(t.detailTitle, { reference: data.quote.reference })
      : t.title,
  );

function quoteId(raw: string): number {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}

/** One quote request: the buyer, the lines, its e-mails, and its handling. */
export function loader({ request, params }: Route.LoaderArgs) {
  requireAdmin(request);
  const detail = quoteDetail(quoteId(params.id));
  if (!detail) throw new Response(t.notFound, { status: 404 });
  return detail;
}

async function write({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  const form = await readAdminForm(request);
  if (form.get("intent") !== "save") return invalid({ form: t.notFound });
  return saveQuoteHandling(quoteId(params.id), form);
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const action = adminWrite(write);

function Detail({ label, value }: { label: string; value: string }) {
  const m = useAdminMessages().quotes;
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">
        {value || <span className="text-muted-foreground">{m.notGiven}</span>}
      </dd>
    </div>
  );
}

export default function AdminQuote({ loaderData }: Route.ComponentProps) {
  const m = useAdminMessages();
  const q = m.quotes;
  const { quote, lines, acknowledgement } = loaderData;
  const { fetcher, errors, busy } = useAdminFetcher();
  const deliveryBadge = (state: "pending" | "sent" | "failed") => (
    <Badge
      variant={
        state === "failed"
          ? "destructive"
          : state === "sent"
            ? "success"
            : "outline"
      }
    >
      {m.inbox.delivery[state]}
    </Badge>
  );
  return (
    <>
      <Link
        to="/admin/quotes"
        className="mb-4 inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {q.back}
      </Link>
      <PageHeader
        title={format(q.detailTitle, { reference: quote.reference })}
        description={
          new Date(quote.createdAt)
            .toISOString()
            .slice(0, 16)
            .replace("T", " ") + " UTC"
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="p-5">
            <h2 className="text-lg font-semibold">{q.buyerTitle}</h2>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
              <Detail label={q.name} value={quote.name} />
              <Detail label={q.company} value={quote.company} />
              <Detail label={q.email} value={quote.email} />
              <Detail label={q.phone} value={quote.phone} />
              <Detail label={q.country} value={quote.country} />
              <Detail label={q.project} value={quote.project} />
              <Detail label={q.neededBy} value={quote.neededBy} />
            </dl>
            <h3 className="mt-4 text-sm font-semibold">{q.notes}</h3>
            <p className="mt-1 rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">
              {quote.notes || q.notGiven}
            </p>
          </Card>
          <Card>
            <h2 className="px-5 pt-5 text-lg font-semibold">{q.linesTitle}</h2>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>#</TableHead>
                  <TableHead>{q.colProduct}</TableHead>
                  <TableHead>{q.colSize}</TableHead>
                  <TableHead end>{q.colLength}</TableHead>
                  <TableHead end>{q.colDrum}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lines.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell place="media">{line.position + 1}</TableCell>
                    <TableCell place="primary" className="font-medium">
                      {line.productName}
                    </TableCell>
                    <TableCell label={q.colSize}>
                      {[line.sizeArticle, line.sizeDesignation]
                        .filter(Boolean)
                        .join(" ") || "–"}
                    </TableCell>
                    <TableCell label={q.colLength} className="sm:text-end">
                      {line.lengthM.toLocaleString("en-US")}
                    </TableCell>
                    <TableCell label={q.colDrum} className="sm:text-end">
                      {line.drumM === null
                        ? "–"
                        : line.drumM.toLocaleString("en-US")}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="p-5">
            <h2 className="text-lg font-semibold">{q.manageTitle}</h2>
            <fetcher.Form method="post" className="mt-3 flex flex-col gap-4">
              <input type="hidden" name="intent" value="save" />
              <Field id="status" label={q.statusLabel} error={errors.status}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    name="status"
                    defaultValue={quote.status}
                    options={QUOTE_STATUSES.map((value) => ({
                      value,
                      label: q.status[value],
                    }))}
                  />
                )}
              </Field>
              <Field
                id="internalNotes"
                label={q.internalNotes}
                hint={q.internalNotesHint}
                error={errors.internalNotes}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    name="internalNotes"
                    rows={6}
                    maxLength={10_000}
                    defaultValue={quote.internalNotes}
                  />
                )}
              </Field>
              <Button type="submit" disabled={busy} className="self-start">
                {q.save}
              </Button>
            </fetcher.Form>
          </Card>
          <Card className="p-5">
            <h2 className="text-lg font-semibold">{q.deliveryTitle}</h2>
            <dl className="mt-3 flex flex-col gap-2 text-sm">
              <div className="flex items-center justify-between gap-3">
                <dt>{q.companyMail}</dt>
                <dd>{deliveryBadge(quote.deliveryState)}</dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt>{q.buyerMail}</dt>
                <dd>{deliveryBadge(acknowledgement)}</dd>
              </div>
            </dl>
          </Card>
        </div>
      </div>
    </>
  );
}
