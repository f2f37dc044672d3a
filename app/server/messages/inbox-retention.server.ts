import fs from "node:fs";
import path from "node:path";
import { eq, inArray, lt } from "drizzle-orm";
import {
  INBOX_RETENTION_MONTHS,
  type InboxRetention,
} from "~/lib/content/inbox-retention";
import { getDb } from "../db/client.server";
import { applications, messages, settings } from "../db/schema.server";
import { getEnv } from "../platform/env.server";

/**
 * How long visitors' messages and applications are kept, chosen by the admin (a `settings` row;
 * none means "forever", so nothing is deleted until the admin chooses). Older ones are deleted at
 * start-up, once a day after, and right after the admin saves a new choice: never while a page is
 * read (a GET never writes, decision 005). A deleted application's CV file goes with it.
 */

const RETENTION_KEY = "inbox_retention";
/** Rows per delete transaction: each write holds the database lock for a few milliseconds only. */
const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export function getInboxRetention(): InboxRetention {
  const row = getDb()
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, RETENTION_KEY))
    .get();
  const value = row?.value;
  return value && value in INBOX_RETENTION_MONTHS
    ? (value as InboxRetention)
    : "forever";
}

/** Saves the choice and deletes what it no longer keeps; answers how many were deleted. */
export function saveInboxRetention(
  retention: InboxRetention,
  now = new Date(),
): PruneResult {
  getDb()
    .insert(settings)
    .values({ key: RETENTION_KEY, value: retention })
    .onConflictDoUpdate({ target: settings.key, set: { value: retention } })
    .run();
  return pruneInbox(now);
}

/** The oldest moment still kept, or undefined when everything is kept. */
export function retentionCutoff(
  retention: InboxRetention,
  now: Date,
): Date | undefined {
  const months = INBOX_RETENTION_MONTHS[retention];
  if (months === null) return undefined;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export interface PruneResult {
  messages: number;
  applications: number;
}

/** Deletes messages and applications older than the retention allows, and the deleted ones' CVs. */
export function pruneInbox(now = new Date()): PruneResult {
  const cutoff = retentionCutoff(getInboxRetention(), now);
  if (!cutoff) return { messages: 0, applications: 0 };
  const db = getDb();
  let deletedMessages = 0;
  for (;;) {
    const ids = db
      .select({ id: messages.id })
      .from(messages)
      .where(lt(messages.createdAt, cutoff))
      .limit(BATCH)
      .all();
    if (ids.length === 0) break;
    deletedMessages += db
      .delete(messages)
      .where(
        inArray(
          messages.id,
          ids.map((row) => row.id),
        ),
      )
      .run().changes;
  }
  let deletedApplications = 0;
  const cvDir = path.join(getEnv().dataDir, "cv");
  for (;;) {
    const rows = db.transaction((tx) => {
      const found = tx
        .select({ id: applications.id, cvFile: applications.cvFile })
        .from(applications)
        .where(lt(applications.createdAt, cutoff))
        .limit(BATCH)
        .all();
      if (found.length > 0) {
        tx.delete(applications)
          .where(
            inArray(
              applications.id,
              found.map((row) => row.id),
            ),
          )
          .run();
      }
      return found;
    });
    if (rows.length === 0) break;
    deletedApplications += rows.length;
    // After the commit: a file whose row is gone is harmless; a row whose file is gone is not.
    for (const { cvFile } of rows) {
      if (cvFile && /^[A-Za-z0-9._-]+$/.test(cvFile) && !cvFile.startsWith("."))
        fs.rmSync(path.join(cvDir, cvFile), { force: true });
    }
  }
  return { messages: deletedMessages, applications: deletedApplications };
}

let timer: NodeJS.Timeout | undefined;

/** At start-up and once a day after. A failure is logged and tried again the next day. */
export function startInboxRetention(): void {
  const run = () => {
    try {
      const result = pruneInbox();
      if (result.messages || result.applications) {
        console.info(
          `Inbox retention: deleted ${result.messages} messages and ${result.applications} applications past ${getInboxRetention()}.`,
        );
      }
    } catch (error) {
      console.error("Inbox retention failed; it runs again in a day.", error);
    }
  };
  run();
  timer ??= setInterval(run, DAY_MS);
  timer.unref();
}

export function stopInboxRetention(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
