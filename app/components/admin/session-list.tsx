import { AccountSection } from "~/components/admin/account-section";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/locales/admin";

/** A signed-in session as /admin/account's loader describes it, its times written out. */
export interface SessionRow {
  handle: string;
  current: boolean;
  /** The browser and system its user agent names; null when it sent none. */
  browser: string | null;
  started: string;
  lastActive: string;
}

/** The user's sessions, this one marked: any other can be ended from here. */
export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const a = useAdminMessages().account;
  const { fetcher, busy } = useAdminFetcher();
  return (
    <AccountSection
      id="sessions-title"
      title={a.sessionsTitle}
      description={a.sessionsDescription}
    >
      <ul aria-labelledby="sessions-title" className="divide-y divide-border">
        {sessions.map((s) => {
          const browser = s.browser ?? a.unknownBrowser;
          return (
            <li
              key={s.handle}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {browser}
                  {s.current ? (
                    <span className="ms-2 inline-block rounded bg-primary/10 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-primary">
                      {a.thisSession}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {a.colStarted}: {s.started} · {a.colLastActive}:{" "}
                  {s.lastActive}
                </p>
              </div>
              {s.current ? null : (
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={s.handle} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={a.endLabel
                      .replace("{browser}", browser)
                      .replace("{started}", s.started)}
                  >
                    {a.end}
                  </Button>
                </fetcher.Form>
              )}
            </li>
          );
        })}
      </ul>
    </AccountSection>
  );
}
