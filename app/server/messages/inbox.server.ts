import { and, count, eq, gt } from "drizzle-orm";
import type { Locale } from "~/locales";
import type { ApplicationInput, ContactInput } from "~/lib/forms/visitor-forms";
import { type Tx, getDb } from "../db/client.server";
import {
  applications,
  messages,
  quoteAcknowledgements,
  quotes,
} from "../db/schema.server";
import { getEnv } from "../platform/env.server";

/**
 * What visitors send, stored before anything else happens: a stored row reaches the company's
 * inbox whatever becomes of the e-mail. Delivery is the outbox's job (outbox.server.ts).
 */

const RATE_WINDOW_MS = 10 * 60 * 1000;

/** Posts per client address, kept in memory (a restart forgets them, which is harmless). */
const postsByAddress = new Map<string, number[]>();

export type RateVerdict =
  { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one post from `address` and answers whether it is within the limit. Posts per sender
 * e-mail are counted from the stored rows themselves, so that limit survives restarts.
 */
export function checkRateLimit(
  kind: "contact" | "application" | "quote",
  address: string,
  email: string,
  now = Date.now(),
): RateVerdict {
  const env = getEnv();
  const key = `${kind}:${address}`;
  const recent = (postsByAddress.get(key) ?? []).filter(
    (at) => at > now - RATE_WINDOW_MS,
  );
  if (recent.length >= env.FORM_RATE_LIMIT_PER_IP) {
    postsByAddress.set(key, recent);
    return {
      ok: false,
      retryAfterSeconds: Math.ceil((recent[0]! + RATE_WINDOW_MS - now) / 1000),
    };
  }
  const table = { contact: messages, application: applications, quote: quotes }[
    kind
  ];
  const since = new Date(now - RATE_WINDOW_MS);
  const row = getDb()
    .select({ n: count() })
    .from(table)
    .where(
      and(eq(table.email, email.toLowerCase()), gt(table.createdAt, since)),
    )
    .get();
  if ((row?.n ?? 0) >= env.FORM_RATE_LIMIT_PER_EMAIL) {
    return { ok: false, retryAfterSeconds: Math.ceil(RATE_WINDOW_MS / 1000) };
  }
  recent.push(now);
  postsByAddress.set(key, recent);
  if (postsByAddress.size > 10_000) pruneRateLimits(now);
  return { ok: true };
}

function pruneRateLimits(now: number): void {
  for (const [key, times] of postsByAddress) {
    if (times.every((at) => at <= now - RATE_WINDOW_MS))
      postsByAddress.delete(key);
  }
}

const ACK_WINDOW_MS = 60 * 60 * 1000;

/** The addresses each client address had acknowledgements sent to, kept in memory as the posts above. */
const acksBySender = new Map<string, { at: number; email: string }[]>();

/**
 * Whether a quote request's acknowledgement may be mailed to `email` (issue 35): the address a
 * visitor types gets the PDF, so without a limit the form mails strangers. Per client address, at
 * most QUOTE_ACK_ADDRESSES_PER_SENDER different recipients an hour; per recipient, at most
 * QUOTE_ACKS_PER_RECIPIENT acknowledgements an hour, counted from the stored rows (so it holds
 * across restarts and client addresses). Called inside the quote's transaction, which makes the
 * count and the new row one step; an allowed acknowledgement is counted at once.
 */
export function takeAcknowledgement(
  tx: Tx,
  sender: string,
  email: string,
  now = Date.now(),
): boolean {
  const env = getEnv();
  const recent = (acksBySender.get(sender) ?? []).filter(
    (ack) => ack.at > now - ACK_WINDOW_MS,
  );
  const recipients = new Set(recent.map((ack) => ack.email));
  if (
    !recipients.has(email) &&
    recipients.size >= env.QUOTE_ACK_ADDRESSES_PER_SENDER
  )
    return false;
  const received = tx
    .select({ n: count() })
    .from(quoteAcknowledgements)
    .innerJoin(quotes, eq(quotes.id, quoteAcknowledgements.id))
    .where(
      and(
        eq(quotes.email, email),
        gt(quotes.createdAt, new Date(now - ACK_WINDOW_MS)),
      ),
    )
    .get();
  if ((received?.n ?? 0) >= env.QUOTE_ACKS_PER_RECIPIENT) return false;
  recent.push({ at: now, email });
  acksBySender.set(sender, recent);
  if (acksBySender.size > 10_000)
    for (const [key, acks] of acksBySender)
      if (acks.every((ack) => ack.at <= now - ACK_WINDOW_MS))
        acksBySender.delete(key);
  return true;
}

export function resetRateLimitsForTests(): void {
  postsByAddress.clear();
  acksBySender.clear();
}

/**
 * Runs an insert that answers its row in an explicit transaction. Alone, an INSERT ... RETURNING read
 * with `.get()` stops at its first row and commits when the statement is reset, and better-sqlite3
 * drops an error of that commit: on a full disk the caller got an id for a row that was never
 * stored. COMMIT as a statement of its own throws instead.
 */
function insertCommitted<T>(insert: (tx: Tx) => T): T {
  return getDb().transaction(insert);
}

export function storeMessage(
  input: ContactInput,
  locale: Locale = "en",
): number {
  const row = insertCommitted((tx) =>
    tx
      .insert(messages)
      .values({
        ...input,
        email: input.email.toLowerCase(),
        locale,
        deliveryState: "pending",
        nextAttemptAt: new Date(),
      })
      .returning({ id: messages.id })
      .get(),
  );
  return row.id;
}

export interface StoredCv {
  file: string;
  name: string;
  type: string;
}

export function storeApplication(
  input: ApplicationInput,
  cv?: StoredCv,
  locale: Locale = "en",
): number {
  const row = insertCommitted((tx) =>
    tx
      .insert(applications)
      .values({
        ...input,
        email: input.email.toLowerCase(),
        cvFile: cv?.file ?? null,
        cvName: cv?.name ?? null,
        cvType: cv?.type ?? null,
        locale,
        deliveryState: "pending",
        nextAttemptAt: new Date(),
      })
      .returning({ id: applications.id })
      .get(),
  );
  return row.id;
}
