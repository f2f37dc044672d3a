import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { VisitorText } from "~/components/admin/visitor-text";
import { Field } from "~/components/forms/field";
import { useForm } from "~/components/forms/use-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import {
  QUOTE_STATUSES,
  quoteHandlingFields,
  quoteHandlingSchema,
} from "~/lib/quotes/admin-quote-schema";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";
import type { QuoteListRow } from "~/server/admin/quotes.server";

const statusVariant = {
  new: "default",
  in_progress: "outline",
  quoted: "outline",
  won: "success",
  lost: "muted",
} as const;
const deliveryVariant = {
  pending: "outline",
  sent: "success",
  failed: "destructive",
} as const;
const utc = (date: Date | string) =>
  `${new Date(date).toISOString().slice(0, 16).replace("T", " ")} UTC`;

function Detail({ label, value }: { label: string; value: string }) {
  const q = useAdminMessages().quotes;
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">
        {value ? (
          <VisitorText>{value}</VisitorText>
        ) : (
          <span className="text-muted-foreground">{q.notGiven}</span>
        )}
      </dd>
    </div>
  );
}

/** One request: its summary, and opened, the buyer, the lines, its e-mails and its handling. */
export function QuoteItem({ row }: { row: QuoteListRow }) {
  const m = useAdminMessages();
  const q = m.quotes;
  const { fetcher, errors: serverErrors, busy } = useAdminFetcher();
  // The schema the server checks again: a bad value is shown at once and not sent.
  const check = useForm({
    schema: quoteHandlingSchema,
    fields: quoteHandlingFields,
  });
  const errors = { ...serverErrors, ...check.errors };
  const id = `quote-${row.id}`;
  return (
    <li className="p-4">
      <details className="group">
        <summary className="cursor-pointer list-none rounded-md focus-visible:outline-2 focus-visible:outline-ring">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold text-primary">
              {row.reference}
            </span>
            <Badge variant={statusVariant[row.status]}>
              {q.status[row.status]}
            </Badge>
            <time
              className="text-xs text-muted-foreground"
              dateTime={new Date(row.createdAt).toISOString()}
            >
              {utc(row.createdAt)}
            </time>
          </div>
          <p className="mt-1 font-medium">
            <VisitorText>{row.name}</VisitorText>
            {row.company && (
              <span className="text-muted-foreground">
                {" "}
                · <VisitorText>{row.company}</VisitorText>
              </span>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            <VisitorText>{row.email}</VisitorText> ·{" "}
            <VisitorText>{row.country}</VisitorText> ·{" "}
            {format(q.lineCount, { count: row.lines.length })}
          </p>
        </summary>
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-4">
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Detail label={q.phone} value={row.phone} />
              <Detail label={q.project} value={row.project} />
              <Detail label={q.neededBy} value={row.neededBy} />
            </dl>
            <div>
              <h2 className="text-sm font-semibold">{q.linesTitle}</h2>
              <ol className="mt-1 divide-y divide-border rounded-md border border-border text-sm">
                {row.lines.map((line) => (
                  <li
                    key={line.id}
                    className="flex flex-wrap justify-between gap-x-4 px-3 py-2"
                  >
                    <span className="font-medium">
                      {line.position + 1}. {line.productName}
                      {line.shownName && (
                        <span className="font-normal text-muted-foreground">
                          {" "}
                          ({q.shownAs}{" "}
                          <bdi lang={row.locale} dir="auto">
                            {line.shownName}
                          </bdi>
                          )
                        </span>
                      )}
                      {(line.sizeArticle || line.sizeDesignation) && (
                        <span className="text-muted-foreground">
                          {" "}
                          ·{" "}
                          {[line.sizeArticle, line.sizeDesignation]
                            .filter(Boolean)
                            .join(" ")}
                        </span>
                      )}
                    </span>
                    <span>
                      {q.colLength}: {line.lengthM.toLocaleString("en-US")}
                      {line.drumM !== null &&
                        ` · ${q.colDrum}: ${line.drumM.toLocaleString("en-US")}`}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h2 className="text-sm font-semibold">{q.notes}</h2>
              <p className="mt-1 rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">
                {row.notes ? (
                  <VisitorText>{row.notes}</VisitorText>
                ) : (
                  q.notGiven
                )}
              </p>
            </div>
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <div className="flex items-center gap-2">
                <dt>{q.companyMail}</dt>
                <dd>
                  <Badge variant={deliveryVariant[row.deliveryState]}>
                    {m.inbox.delivery[row.deliveryState]}
                  </Badge>
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>{q.buyerMail}</dt>
                <dd>
                  {row.acknowledgement === "withheld" ? (
                    <Badge variant="muted">{q.buyerMailWithheld}</Badge>
                  ) : (
                    <Badge variant={deliveryVariant[row.acknowledgement]}>
                      {m.inbox.delivery[row.acknowledgement]}
                    </Badge>
                  )}
                </dd>
              </div>
            </dl>
          </div>
          <fetcher.Form
            method="post"
            onSubmit={check.onSubmit}
            className="flex min-w-0 flex-col gap-4"
            aria-label={format(q.handlingOf, { reference: row.reference })}
          >
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="id" value={row.id} />
            <Field
              id={`${id}-status`}
              label={q.statusLabel}
              error={errors.status}
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  name="status"
                  defaultValue={row.status}
                  options={QUOTE_STATUSES.map((value) => ({
                    value,
                    label: q.status[value],
                  }))}
                />
              )}
            </Field>
            <Field
              id={`${id}-notes`}
              label={q.internalNotes}
              hint={q.internalNotesHint}
              error={errors.internalNotes}
            >
              {(control) => (
                <Textarea
                  {...control}
                  {...check.field("internalNotes")}
                  rows={4}
                  defaultValue={row.internalNotes}
                />
              )}
            </Field>
            <Button type="submit" disabled={busy} className="self-start">
              {q.save}
            </Button>
          </fetcher.Form>
        </div>
      </details>
    </li>
  );
}
