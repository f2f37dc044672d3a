/**
 * How often an active administrator's page restarts the session's idle clock (a POST to
 * `ADMIN_KEEPALIVE_PATH`), and how stale the clock must be before a write moves it. Shared by the
 * server's sessions and the admin shell.
 */
export const ADMIN_KEEPALIVE_MS = 5 * 60 * 1000;
export const ADMIN_KEEPALIVE_PATH = "/admin/keepalive";
