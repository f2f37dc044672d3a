import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import type { ImportProgress } from "~/lib/catalogue/import-progress";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";

/** How often the page asks how far the Apply is. */
const POLL_MS = 500;

/**
 * How far a running Apply of the catalogue import is, asked of the import page's loader
 * (`?progress=<token>`) half a second after each answer: a bar and a sentence a screen reader
 * announces.
 * Without JavaScript there is no polling; the answer page states the counts when it is done.
 */
export function ApplyProgress({ token }: { token: string }) {
  const m = useAdminMessages().productImport;
  const poll = useFetcher<{ progress: ImportProgress | null }>();
  const load = useRef(poll.load);
  const labelId = useId();
  useEffect(() => {
    load.current = poll.load;
  });
  // The next question half a second after each answer, never over one still on its way: a
  // busy server answers slower than that, and a new load would cancel the one in flight.
  useEffect(() => {
    if (poll.state !== "idle") return;
    const timer = setTimeout(
      () =>
        void load.current(
          `/admin/products/import?progress=${encodeURIComponent(token)}`,
        ),
      poll.data ? POLL_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [poll.state, poll.data, token]);
  const progress = poll.data?.progress;
  if (!progress || progress.phase === "failed") return null;
  const count = (n: number) => n.toLocaleString("en-US");
  const text = format(
    progress.phase === "checking"
      ? m.progressChecking
      : progress.phase === "writing"
        ? m.progressWriting
        : m.progressDone,
    { done: count(progress.done), total: count(progress.total) },
  );
  return (
    <div className="mt-3 grid max-w-md gap-1">
      <p id={labelId} role="status" className="text-sm">
        {text}
      </p>
      <progress
        aria-labelledby={labelId}
        value={progress.done}
        max={Math.max(progress.total, 1)}
        className="w-full"
      />
    </div>
  );
}
