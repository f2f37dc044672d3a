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
} from "../db/schema.server";
import { getEnv } from "../env.server";

/** The admin's inbox: what visitors sent (written by the contact and careers forms). */

export function listMessages(): Message[] {
  return getDb().select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id)).all();
}

export function listApplications(): Application[] {
  return getDb().select().from(applications).orderBy(desc(applications.createdAt), desc(applications.id)).all();
}

export function markRead(kind: "message" | "application", id: number, now = new Date()): boolean {
  const table = kind === "message" ? messages : applications;
  return getDb().transaction((tx) => {
    const result = tx.update(table).set({ readAt: now }).where(eq(table.id, id)).run();
    return result.changes > 0;
  });
}

/** The stored CV of an application: its path under DATA_DIR/cv and the name the visitor gave it. */
export function applicationCv(id: number): { file: string; name: string; type: string } | undefined {
  const row = getDb().select().from(applications).where(eq(applications.id, id)).get();
  if (!row?.cvFile || !/^[A-Za-z0-9._-]+$/.test(row.cvFile) || row.cvFile.startsWith(".")) return undefined;
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
}

export function dashboardCounts(): DashboardCounts {
  const db = getDb();
  const categoryRows = db.select({ parentId: categories.parentId }).from(categories).where(isNull(categories.deletedAt)).all();
  const countOf = (rows: { value: number }[]) => rows[0]?.value ?? 0;
  return {
    categories: categoryRows.filter((row) => row.parentId === null).length,
    products: countOf(db.select({ value: count() }).from(products).where(isNull(products.deletedAt)).all()),
    certifications: countOf(db.select({ value: count() }).from(certifications).where(isNull(certifications.deletedAt)).all()),
    clients: countOf(db.select({ value: count() }).from(clients).where(isNull(clients.deletedAt)).all()),
    unreadMessages: countOf(db.select({ value: count() }).from(messages).where(isNull(messages.readAt)).all()),
    unreadApplications: countOf(db.select({ value: count() }).from(applications).where(isNull(applications.readAt)).all()),
  };
}
