import fs from "node:fs";
import path from "node:path";
import { count, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "../db/client.server";
import {
  type Application,
  applications,
  categories,
  certifications,
  clients,
  type Message,
  messages,
  products,
  quotes,
} from "../db/schema.server";
import { getEnv } from "../platform/env.server";
import { saveInboxRetention } from "../messages/inbox-retention.server";
import { invalid, parseForm, success } from "./form.server";
import { inboxRetentionFormSchema } from "~/lib/forms/admin/inbox";
import { pageCountFor } from "~/lib/pagination";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";

const t = adminMessages.inbox;

/**
 * The admin's inbox: what visitors sent (written by the contact and careers forms), a page at a
 * time, newest first. Pages as the admin products table does (decision 006): a count, then
 * LIMIT/OFFSET in one total order (created_at, id) that the (created_at, id) index gives without a
 * sort; a page past the end shows the last page.
 */

/** Items per inbox page. */
export const INBOX_PER_PAGE = 50;

export interface InboxPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
  perPage: number;
}

function inboxPage<T>(
  total: number,
  requestedPage: number,
  rowsAt: (offset: number) => T[],
): InboxPage<T> {
  const pageCount = pageCountFor(total, INBOX_PER_PAGE);
  const page = Math.min(requestedPage, pageCount);
  return {
    rows: total === 0 ? [] : rowsAt((page - 1) * INBOX_PER_PAGE),
    total,
    page,
    pageCount,
    perPage: INBOX_PER_PAGE,
  };
}

export function listMessagesPage(requestedPage: number): InboxPage<Message> {
  const db = getDb();
  const total = db.select({ n: count() }).from(messages).get()?.n ?? 0;
  return inboxPage(total, requestedPage, (offset) =>
    db
      .select()
      .from(messages)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(INBOX_PER_PAGE)
      .offset(offset)
      .all(),
  );
}

export function listApplicationsPage(
  requestedPage: number,
): InboxPage<Application> {
  const db = getDb();
  const total = db.select({ n: count() }).from(applications).get()?.n ?? 0;
  return inboxPage(total, requestedPage, (offset) =>
    db
      .select()
      .from(applications)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(INBOX_PER_PAGE)
      .offset(offset)
      .all(),
  );
}

/** The retention form's write: checked by the form's schema; a bad value changes nothing. */
export function saveRetentionForm(form: FormData) {
  const parsed = parseForm(inboxRetentionFormSchema, form);
  if (!parsed.ok) return invalid(parsed.errors);
  const retention = parsed.value.retention;
  const deleted = saveInboxRetention(retention);
  const period = t.retentionChoices[retention].toLowerCase();
  return success(
    deleted.messages || deleted.applications
      ? format(t.retentionSavedDeleted, {
          period,
          messages: deleted.messages.toLocaleString("en-US"),
          applications: deleted.applications.toLocaleString("en-US"),
        })
      : format(t.retentionSaved, { period }),
  );
}

export function markRead(
  kind: "message" | "application",
  id: number,
  now = new Date(),
): boolean {
  const table = kind === "message" ? messages : applications;
  return getDb().transaction((tx) => {
    const result = tx
      .update(table)
      .set({ readAt: now })
      .where(eq(table.id, id))
      .run();
    return result.changes > 0;
  });
}

/** The stored CV of an application: its path under DATA_DIR/cv and the name the visitor gave it. */
export function applicationCv(
  id: number,
): { file: string; name: string; type: string } | undefined {
  const row = getDb()
    .select()
    .from(applications)
    .where(eq(applications.id, id))
    .get();
  if (
    !row?.cvFile ||
    !/^[A-Za-z0-9._-]+$/.test(row.cvFile) ||
    row.cvFile.startsWith(".")
  )
    return undefined;
  const file = path.join(getEnv().dataDir, "cv", row.cvFile);
  if (!fs.existsSync(file)) return undefined;
  return {
    file,
    name: row.cvName || row.cvFile,
    type: row.cvType || "application/octet-stream",
  };
}

export interface DashboardCounts {
  categories: number;
  products: number;
  certifications: number;
  clients: number;
  unreadMessages: number;
  unreadApplications: number;
  newQuotes: number;
}

export function dashboardCounts(): DashboardCounts {
  const db = getDb();
  const categoryRows = db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(isNull(categories.deletedAt))
    .all();
  const countOf = (rows: { value: number }[]) => rows[0]?.value ?? 0;
  return {
    categories: categoryRows.filter((row) => row.parentId === null).length,
    products: countOf(
      db
        .select({ value: count() })
        .from(products)
        .where(isNull(products.deletedAt))
        .all(),
    ),
    certifications: countOf(
      db
        .select({ value: count() })
        .from(certifications)
        .where(isNull(certifications.deletedAt))
        .all(),
    ),
    clients: countOf(
      db
        .select({ value: count() })
        .from(clients)
        .where(isNull(clients.deletedAt))
        .all(),
    ),
    unreadMessages: countOf(
      db
        .select({ value: count() })
        .from(messages)
        .where(isNull(messages.readAt))
        .all(),
    ),
    unreadApplications: countOf(
      db
        .select({ value: count() })
        .from(applications)
        .where(isNull(applications.readAt))
        .all(),
    ),
    newQuotes: countOf(
      db
        .select({ value: count() })
        .from(quotes)
        .where(eq(quotes.status, "new"))
        .all(),
    ),
  };
}
