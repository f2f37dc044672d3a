import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { AdminResult, FieldErrors } from "~/lib/forms/action-result";
import { notify } from "~/lib/toast";
import { useAdminMessages } from "~/locales/admin";

/**
 * A fetcher for admin writes: on the answer it shows the success toast (with Undo when the action
 * offers one) or the first error, and calls `onSuccess` (e.g. to close the dialog).
 */
export function useAdminFetcher(
  options: {
    key?: string;
    onSuccess?: (data: AdminResult & { ok: true }) => void;
  } = {},
) {
  const t = useAdminMessages();
  const fetcher = useFetcher<AdminResult>(
    options.key ? { key: options.key } : undefined,
  );
  const undoFetcher = useFetcher<AdminResult>();
  const handled = useRef<unknown>(null);
  const onSuccess = useRef(options.onSuccess);
  const undoSubmit = useRef(undoFetcher.submit);
  useEffect(() => {
    onSuccess.current = options.onSuccess;
    undoSubmit.current = undoFetcher.submit;
  });

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result)
      return;
    handled.current = result;
    if (result.ok) {
      const undo = result.undo;
      notify.success(
        result.message,
        undo
          ? {
              action: {
                label: t.common.undo,
                onClick: () =>
                  void undoSubmit.current(
                    { intent: undo.intent, id: undo.id },
                    { method: "post" },
                  ),
              },
            }
          : undefined,
      );
      onSuccess.current?.(result);
    } else {
      const first = Object.values(result.errors)[0];
      if (first) notify.error(first);
    }
  }, [fetcher.state, fetcher.data, t.common.undo]);

  const errors: FieldErrors =
    fetcher.data && !fetcher.data.ok && fetcher.state === "idle"
      ? fetcher.data.errors
      : {};
  return { fetcher, errors, busy: fetcher.state !== "idle" };
}
