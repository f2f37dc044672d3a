import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who is writing: one store per HTTP request (http/app.ts opens it), filled in by the admin guard
 * once it has found the session. The audit triggers (triggers.server.ts) read it through SQL
 * functions while the write runs, so no server module has to pass the user along, and no write
 * made during an admin request can be left out of the log.
 */
export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditContext {
  actor: AuditActor | null;
  requestId: string | null;
  address: string | null;
  /**
   * False once the response has gone: a timer the request left behind (a mail retry) is the
   * system's work, not the user's, though it inherits this store.
   */
  open: boolean;
}

const storage = new AsyncLocalStorage<AuditContext>();

/** Runs `fn` (the rest of a request) with a fresh, anonymous audit context. */
export function runWithAuditContext<T>(
  context: Pick<AuditContext, "requestId" | "address">,
  fn: () => T,
): { context: AuditContext; result: T } {
  const store: AuditContext = { actor: null, open: true, ...context };
  return { context: store, result: storage.run(store, fn) };
}

/** Names the signed-in user as the author of this request's writes (called by the admin guard). */
export function setAuditActor(actor: AuditActor): void {
  const store = storage.getStore();
  if (store?.open) store.actor = actor;
}

/** The author of writes made now, if they are an admin's. */
export function currentAuditContext(): AuditContext | null {
  const store = storage.getStore();
  return store?.open && store.actor ? store : null;
}

/** Where a request came from, for sign-in events written before anyone is signed in. */
export function currentRequestContext(): AuditContext | null {
  const store = storage.getStore();
  return store?.open ? store : null;
}

/** For scripts and tests: runs `fn` as `actor`'s request. */
export function withAuditActor<T>(
  actor: AuditActor,
  fn: () => T,
  requestId: string | null = null,
): T {
  return storage.run({ actor, requestId, address: null, open: true }, fn);
}

/**
 * Runs `fn` with `account` named as the author of its writes, in this request's context (its id and
 * address). For the writes a request makes for an account nobody is signed in to: a password set
 * through a link, a recovery code spent at sign-in (issue 35; docs/decisions/035). The account
 * concerned is the one the log can honestly name: it proved the link or the code.
 */
export function asAccount<T>(account: AuditActor, fn: () => T): T {
  const store = storage.getStore();
  return storage.run(
    {
      requestId: store?.requestId ?? null,
      address: store?.address ?? null,
      // A timer after the response stays the system's work (no entry), as everywhere else.
      open: store?.open ?? true,
      actor: account,
    },
    fn,
  );
}

/**
 * Runs `fn` (a write that spans many turns of the event loop: the catalogue import's Apply) in a
 * copy of this request's store that stays open: its writes are logged to the end, even when the
 * client goes away before the response and the request's own store is closed.
 */
export function keepAuditContext<T>(fn: () => T): T {
  const store = storage.getStore();
  return store ? storage.run({ ...store }, fn) : fn();
}
