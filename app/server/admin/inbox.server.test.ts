import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client.server";
import { applications, messages } from "../db/schema.server";
import { getEnv } from "../env.server";
import { applicationCv, dashboardCounts, listMessages, markRead } from "./inbox.server";

describe("inbox", () => {
  it("lists newest first, counts unread, marks read", () => {
    const db = getDb();
    const before = dashboardCounts().unreadMessages;
    db.insert(messages).values({ email: "a@example.com", subject: "Older", message: "1", createdAt: new Date(1_000) }).run();
    const newer = db
      .insert(messages)
      .values({ email: "b@example.com", subject: "Newer", message: "2", createdAt: new Date(2_000) })
      .returning({ id: messages.id })
      .get();
    expect(listMessages().map((m) => m.subject).slice(0, 2)).toEqual(["Newer", "Older"]);
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
      .values({ fullName: "A", email: "a@example.com", cvFile: "abc123.pdf", cvName: "My CV.pdf", cvType: "application/pdf" })
      .returning({ id: applications.id })
      .get();
    const evil = db
      .insert(applications)
      .values({ fullName: "B", email: "b@example.com", cvFile: "../cableworks.db", cvName: "x.pdf" })
      .returning({ id: applications.id })
      .get();
    expect(applicationCv(good.id)).toMatchObject({ name: "My CV.pdf", type: "application/pdf" });
    expect(applicationCv(evil.id)).toBeUndefined();
    expect(applicationCv(123_456)).toBeUndefined();
  });
});
