import { useEffect } from "react";
import {
  ADMIN_KEEPALIVE_MS,
  ADMIN_KEEPALIVE_PATH,
} from "~/lib/admin-keepalive";

/**
 * Reading admin pages does not write, so it would not restart the session's idle clock: while the
 * administrator clicks or types, a keep-alive POST goes out once per interval. A tab left alone
 * sends nothing and times out as documented (docs/decisions/005).
 */
export function useAdminKeepalive(): void {
  useEffect(() => {
    let active = false;
    const mark = () => {
      active = true;
    };
    const events = ["pointerdown", "keydown"] as const;
    for (const event of events)
      window.addEventListener(event, mark, { passive: true });
    const timer = window.setInterval(() => {
      if (!active) return;
      active = false;
      // A failed keep-alive changes nothing: the next page or write shows the login if it expired.
      fetch(ADMIN_KEEPALIVE_PATH, { method: "POST" }).catch(() => undefined);
    }, ADMIN_KEEPALIVE_MS);
    return () => {
      window.clearInterval(timer);
      for (const event of events) window.removeEventListener(event, mark);
    };
  }, []);
}
