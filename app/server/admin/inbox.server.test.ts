import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client.server";
import { applications, messages } from "../db/schema.server";
import { getEnv } from "../platform/env.server";
import {
  applicationCv,
  dashboardCounts,
  INBOX_PER_PAGE,
  listMessagesPage,
  markRead,
} from "./inbox.server";

describe("inbox", () => {
  it("lists newest first, counts unread, marks read", () => {
    const db = getDb();
    const before = dashboardCounts().unreadMessages;
    db.insert(messages)
      .values({
        email: "a@example.com",
        subject: "Older",
        message: "1",
        createdAt: new Date(1_000),
      })
      .run();
    const newer = db
      .insert(messages)
      .values({
        email: "b@example.com",
        subject: "Newer",
        message: "2",
        createdAt: new Date(2_000),
      })
      .returning({ id: messages.id })
      .get();
    expect(
      listMessagesPage(1)
        .rows.map((m) => m.subject)
        .slice(0, 2),
    ).toEqual(["Newer", "Older"]);
    expect(dashboardCounts().unreadMessages).toBe(before + 2);
    expect(markRead("message", newer.id)).toBe(true);
    expect(dashboardCounts().unreadMessages).toBe(before + 1);
    expect(markRead("message", 999_999)).toBe(false);
  });

  it("finds a stored CV only by a plain file name inside DATA_DIR/cv", () => {
    const dir = path.join(getEnv().dataDir, "cv");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "abc123.pdf"), "%PDF-1.4");
    const db = getDb();
    const good = db
      .insert(applications)
      .values({
        fullName: "A",
        email: "a@example.com",
        cvFile: "abc123.pdf",
        cvName: "My CV.pdf",
        cvType: "application/pdf",
      })
      .returning({ id: applications.id })
      .get();
    const evil = db
      .insert(applications)
      .values({
        fullName: "B",
        email: "b@example.com",
        cvFile: "../cableworks.db",
        cvName: "x.pdf",
      })
      .returning({ id: applications.id })
      .get();
    expect(applicationCv(good.id)).toMatchObject({
      name: "My CV.pdf",
      type: "application/pdf",
    });
    expect(applicationCv(evil.id)).toBeUndefined();
    expect(applicationCv(123_456)).toBeUndefined();
  });

  it("pages newest first in one total order, counts every message, and clamps a page past the end", () => {
    const db = getDb();
    const base = Date.now() + 10_000_000;
    // Two share each timestamp: the id breaks the tie, so no message shows on two pages.
    db.insert(messages)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          email: `p${i}@example.com`,
          subject: `Paged ${i}`,
          message: "x",
          createdAt: new Date(base + Math.floor(i / 2)),
        })),
      )
      .run();
    const total = listMessagesPage(1).total;
    const pageCount = Math.ceil(total / INBOX_PER_PAGE);
    const first = listMessagesPage(1);
    expect(first.rows).toHaveLength(INBOX_PER_PAGE);
    expect(first.pageCount).toBe(pageCount);
    expect(first.rows[0]!.subject).toBe("Paged 119");
    const seen = new Set<number>();
    for (let page = 1; page <= pageCount; page++)
      for (const row of listMessagesPage(page).rows) seen.add(row.id);
    expect(seen.size).toBe(total);
    const past = listMessagesPage(99_999);
    expect(past.page).toBe(pageCount);
    expect(past.rows.length).toBe(total - (pageCount - 1) * INBOX_PER_PAGE);
  });
});
