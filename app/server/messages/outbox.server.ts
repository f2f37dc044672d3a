import path from "node:path";
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { format } from "~/locales";
import { mail } from "~/locales/en/mail.server";
import { getDb } from "../db/client.server";
import {
  type Application,
  type Message,
  applications,
  messages,
  quoteAcknowledgements,
  quotes,
} from "../db/schema.server";
import { cvDir } from "./cv.server";
import { getEnv } from "../platform/env.server";
import { type Mail, getTransport } from "./mail.server";
import { acknowledgementMail, quoteMail } from "../quotes/quote-mail.server";

/**
 * The outbox: rows in `messages`, `applications`, `quotes` (the company's copy) and
 * `quote_acknowledgements` (the buyer's) are delivered by e-mail after they are stored.
 * States: `pending` (waiting for its first or next attempt at `next_attempt_at`), `sent`, and
 * `failed` (gave up after MAX_ATTEMPTS; the row stays in the admin inbox). A failed attempt keeps
 * the row pending with `last_error` and a next attempt after an exponentially growing delay.
 * Rows are claimed before sending (next_attempt_at pushed past a lease), so the worker and an
 * immediate delivery never send the same row twice at once.
 */

export const MAX_ATTEMPTS = 12;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;
const LEASE_MS = 2 * 60 * 1000;

export type OutboxKind = "contact" | "application" | "quote" | "quoteAck";

const tables = {
  contact: messages,
  application: applications,
  quote: quotes,
  quoteAck: quoteAcknowledgements,
} as const;
const kinds = Object.keys(tables) as OutboxKind[];

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelay(
  attempts: number,
  baseMs = getEnv().OUTBOX_RETRY_BASE_MS,
): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

function messageMail(row: Message): Mail {
  const t = mail.contact;
  const name = `${row.firstName} ${row.lastName}`.trim();
  return {
    subject: format(t.subject, { subject: row.subject }),
    replyTo: { name, address: row.email },
    text: [
      t.intro,
      "",
      format(t.name, { name: name || t.notGiven }),
      format(t.email, { email: row.email }),
      format(t.subjectLine, { subject: row.subject }),
      format(t.received, { date: row.createdAt.toISOString() }),
      "",
      row.message,
    ].join("\n"),
    templateParams: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      subject: row.subject,
      message: row.message,
    },
  };
}

function applicationMail(row: Application): Mail {
  const t = mail.application;
  const position = row.position || t.generalApplication;
  return {
    subject: format(t.subject, { position, name: row.fullName }),
    replyTo: { name: row.fullName, address: row.email },
    text: [
      t.intro,
      "",
      format(t.fullName, { name: row.fullName }),
      format(t.email, { email: row.email }),
      format(t.position, { position }),
      format(t.cv, {
        cv: row.cvName ? format(t.cvAttached, { name: row.cvName }) : t.noCv,
      }),
      format(t.received, { date: row.createdAt.toISOString() }),
      "",
      row.message || t.noCoverLetter,
    ].join("\n"),
    attachments:
      row.cvFile && row.cvName && row.cvType
        ? [
            {
              filename: row.cvName,
              contentType: row.cvType,
              path: path.join(cvDir(), path.basename(row.cvFile)),
            },
          ]
        : undefined,
    templateParams: {
      fullName: row.fullName,
      email: row.email,
      position: row.position,
      message: row.message,
      cv: row.cvName ?? "",
    },
  };
}

/** The row's delivery bookkeeping and the mail it becomes (made inside the attempt: a PDF that fails counts as one). */
async function loadMail(
  kind: OutboxKind,
  id: number,
): Promise<
  | { row: { deliveryAttempts: number }; mail: () => Mail | Promise<Mail> }
  | undefined
> {
  const db = getDb();
  switch (kind) {
    case "contact": {
      const row = db.select().from(messages).where(eq(messages.id, id)).get();
      return row && { row, mail: () => messageMail(row) };
    }
    case "application": {
      const row = db
        .select()
        .from(applications)
        .where(eq(applications.id, id))
        .get();
      return row && { row, mail: () => applicationMail(row) };
    }
    case "quote": {
      const row = db.select().from(quotes).where(eq(quotes.id, id)).get();
      return row && { row, mail: () => quoteMail(row) };
    }
    case "quoteAck": {
      const row = db
        .select()
        .from(quoteAcknowledgements)
        .where(eq(quoteAcknowledgements.id, id))
        .get();
      return row && { row, mail: () => acknowledgementMail(id) };
    }
  }
}

/** Claims a due row: true when this caller may attempt it now. */
function claim(kind: OutboxKind, id: number, now: number): boolean {
  const table = tables[kind];
  const result = getDb()
    .update(table)
    .set({ nextAttemptAt: new Date(now + LEASE_MS) })
    .where(
      and(
        eq(table.id, id),
        eq(table.deliveryState, "pending"),
        lte(table.nextAttemptAt, new Date(now)),
      ),
    )
    .run();
  return result.changes === 1;
}

/** Attempts one row if it is due; answers the state it is left in (or undefined if not attempted). */
export async function deliver(
  kind: OutboxKind,
  id: number,
  now = Date.now(),
): Promise<"sent" | "pending" | "failed" | undefined> {
  const transport = getTransport();
  if (!transport || !claim(kind, id, now)) return undefined;
  const db = getDb();
  const table = tables[kind];
  const loaded = await loadMail(kind, id);
  if (!loaded) return undefined;
  const { row, mail } = loaded;
  const attempts = row.deliveryAttempts + 1;
  try {
    await transport.send(await mail());
    db.update(table)
      .set({
        deliveryState: "sent",
        deliveryAttempts: attempts,
        deliveredAt: new Date(),
        nextAttemptAt: null,
        lastError: null,
      })
      .where(eq(table.id, id))
      .run();
    return "sent";
  } catch (error) {
    const lastError = (
      error instanceof Error ? error.message : String(error)
    ).slice(0, 500);
    const gaveUp = attempts >= MAX_ATTEMPTS;
    db.update(table)
      .set({
        deliveryState: gaveUp ? "failed" : "pending",
        deliveryAttempts: attempts,
        lastError,
        nextAttemptAt: gaveUp
          ? null
          : new Date(Date.now() + retryDelay(attempts)),
      })
      .where(eq(table.id, id))
      .run();
    return gaveUp ? "failed" : "pending";
  }
}

/** Delivers a freshly stored row without holding up the visitor's answer. */
export function deliverSoon(kind: OutboxKind, id: number): void {
  setImmediate(() => {
    deliver(kind, id).catch(() => undefined);
  });
}

/** One pass over every due row, oldest first. */
export async function runOutboxOnce(now = Date.now()): Promise<number> {
  if (!getTransport()) return 0;
  let attempted = 0;
  for (const kind of kinds) {
    const table = tables[kind];
    const due = getDb()
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.deliveryState, "pending"),
          isNotNull(table.nextAttemptAt),
          lte(table.nextAttemptAt, new Date(now)),
        ),
      )
      .orderBy(asc(table.nextAttemptAt))
      .limit(50)
      .all();
    for (const { id } of due) {
      if ((await deliver(kind, id, now)) !== undefined) attempted++;
    }
  }
  return attempted;
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | undefined;

/** Starts the periodic pass (only when a transport is configured). */
export function startOutbox(): boolean {
  if (timer || !getTransport()) return false;
  const interval = Math.max(
    50,
    Math.min(getEnv().OUTBOX_RETRY_BASE_MS / 2, 15_000),
  );
  timer = setInterval(() => {
    if (running) return;
    running = runOutboxOnce()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
  }, interval);
  timer.unref();
  return true;
}

/** Stops the worker and waits for a pass in progress. */
export async function stopOutbox(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
