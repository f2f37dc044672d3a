import { Check, Download } from "~/components/ui/icons";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { VisitorText } from "~/components/admin/visitor-text";
import { useAdminMessages } from "~/locales/admin";

export interface InboxItem {
  id: number;
  from: string;
  email: string;
  title: string;
  body: string;
  createdAt: Date | string;
  deliveryState: "pending" | "sent" | "failed";
  readAt: Date | string | null;
  cvUrl?: string | null;
  cvName?: string | null;
}

/** What visitors sent, newest first: each item opens to its full text and can be marked read. */
export function InboxList({
  items,
  titleLabel,
  empty,
  withCv,
}: {
  items: InboxItem[];
  titleLabel: string;
  empty: string;
  withCv?: boolean;
}) {
  const t = useAdminMessages().inbox;
  const { fetcher, busy } = useAdminFetcher();
  if (items.length === 0)
    return (
      <p className="px-4 py-10 text-center text-muted-foreground">{empty}</p>
    );
  return (
    <ul className="flex flex-col divide-y divide-border">
      {items.map((item) => {
        const unread = !item.readAt;
        return (
          <li
            key={item.id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
            data-unread={unread ? "true" : undefined}
          >
            <details className="group min-w-0 flex-1">
              <summary className="cursor-pointer list-none rounded-md focus-visible:outline-2 focus-visible:outline-ring">
                <div className="flex flex-wrap items-center gap-2">
                  {unread ? (
                    <Badge>{t.unread}</Badge>
                  ) : (
                    <Badge variant="muted">{t.read}</Badge>
                  )}
                  <Badge
                    variant={
                      item.deliveryState === "failed"
                        ? "destructive"
                        : item.deliveryState === "sent"
                          ? "success"
                          : "outline"
                    }
                  >
                    {t.colDelivery}: {t.delivery[item.deliveryState]}
                  </Badge>
                  <time
                    className="text-xs text-muted-foreground"
                    dateTime={new Date(item.createdAt).toISOString()}
                  >
                    {new Date(item.createdAt)
                      .toISOString()
                      .slice(0, 16)
                      .replace("T", " ")}{" "}
                    UTC
                  </time>
                </div>
                <p
                  className={
                    unread
                      ? "mt-2 font-semibold break-words"
                      : "mt-2 font-medium break-words"
                  }
                >
                  <span className="sr-only">{titleLabel}: </span>
                  <VisitorText>{item.title || "-"}</VisitorText>
                </p>
                {/* A long address breaks rather than widening a phone's page. */}
                <p className="text-sm break-words text-muted-foreground">
                  <VisitorText>{item.from}</VisitorText> &lt;
                  <VisitorText>{item.email}</VisitorText>&gt;
                </p>
              </summary>
              <p className="mt-3 rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">
                <VisitorText>{item.body || "-"}</VisitorText>
              </p>
            </details>
            <div className="flex shrink-0 flex-wrap gap-2">
              {withCv ? (
                item.cvUrl ? (
                  <a
                    href={item.cvUrl}
                    download={item.cvName ?? undefined}
                    className="inline-flex h-9 items-center gap-2 rounded-md border border-input bg-surface px-3 text-sm font-semibold hover:bg-muted"
                  >
                    <Download className="size-4" aria-hidden="true" />
                    {t.downloadCv}
                  </a>
                ) : (
                  <span className="inline-flex h-9 items-center text-sm text-muted-foreground">
                    {t.noCv}
                  </span>
                )
              ) : null}
              {unread ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    void fetcher.submit(
                      { intent: "read", id: String(item.id) },
                      { method: "post" },
                    )
                  }
                >
                  <Check aria-hidden="true" />
                  {t.markRead}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
