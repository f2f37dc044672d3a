import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { saveRetentionForm } from "../admin/inbox.server";
import { getDb } from "../db/client.server";
import { applications, messages, settings } from "../db/schema.server";
import { getEnv } from "../platform/env.server";
import {
  getInboxRetention,
  pruneInbox,
  retentionCutoff,
  saveInboxRetention,
  startInboxRetention,
  stopInboxRetention,
} from "./inbox-retention.server";

const NOW = new Date();
const daysAgo = (days: number) =>
  new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

function plant() {
  const db = getDb();
  db.delete(messages).run();
  db.delete(applications).run();
  db.delete(settings).where(eq(settings.key, "inbox_retention")).run();
  const cvDir = path.join(getEnv().dataDir, "cv");
  fs.mkdirSync(cvDir, { recursive: true });
  for (const [subject, age] of [
    ["new", 10],
    ["eight months", 240],
    ["eighteen months", 550],
    ["three years", 1100],
  ] as const) {
    db.insert(messages)
      .values({
        email: "a@example.com",
        subject,
        message: "x",
        createdAt: daysAgo(age),
      })
      .run();
    const cvFile = `cv-${age}.pdf`;
    fs.writeFileSync(path.join(cvDir, cvFile), "%PDF-1.4\n");
    db.insert(applications)
      .values({
        fullName: subject,
        email: "a@example.com",
        cvFile,
        createdAt: daysAgo(age),
      })
      .run();
  }
  return cvDir;
}

const subjects = () =>
  getDb()
    .select({ subject: messages.subject })
    .from(messages)
    .all()
    .map((row) => row.subject)
    .sort();
const cvFiles = (dir: string) => fs.readdirSync(dir).sort();

describe("inbox retention", () => {
  beforeEach(() => stopInboxRetention());

  it("keeps everything until the admin chooses", () => {
    plant();
    expect(getInboxRetention()).toBe("forever");
    expect(pruneInbox(NOW)).toEqual({ messages: 0, applications: 0 });
    expect(subjects()).toHaveLength(4);
  });

  it("counts months on the calendar", () => {
    const day = new Date("2026-11-25T12:00:00Z");
    expect(retentionCutoff("6m", day)?.toISOString()).toBe(
      "2026-05-25T12:00:00.000Z",
    );
    expect(retentionCutoff("2y", day)?.toISOString()).toBe(
      "2024-11-25T12:00:00.000Z",
    );
    expect(retentionCutoff("forever", day)).toBeUndefined();
  });

  it("saving a period deletes older messages and applications, and the deleted applications' CV files", () => {
    const cvDir = plant();
    expect(saveInboxRetention("1y", NOW)).toEqual({
      messages: 2,
      applications: 2,
    });
    expect(getInboxRetention()).toBe("1y");
    expect(subjects()).toEqual(["eight months", "new"]);
    expect(cvFiles(cvDir)).toEqual(["cv-10.pdf", "cv-240.pdf"]);
    expect(saveInboxRetention("6m", NOW)).toEqual({
      messages: 1,
      applications: 1,
    });
    expect(subjects()).toEqual(["new"]);
    expect(cvFiles(cvDir)).toEqual(["cv-10.pdf"]);
  });

  it("the form refuses anything but an offered period with a clear message, and changes nothing", () => {
    plant();
    saveInboxRetention("2y", NOW);
    for (const values of <Record<string, string>[]>[
      { retention: "1d" },
      { retention: "" },
      { retention: "forever; drop table messages" },
      {},
    ]) {
      const answer = saveRetentionForm(
        form({ intent: "retention", ...values }),
      );
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({
        ok: false,
        errors: {
          retention:
            "Please choose how long to keep messages: 6 months, 1 year, 2 years or forever. Nothing was changed.",
        },
      });
    }
    expect(getInboxRetention()).toBe("2y");
    expect(subjects()).toEqual(["eight months", "eighteen months", "new"]);
  });

  it("the form saves an offered period and says what it deleted", () => {
    plant();
    const answer = saveRetentionForm(
      form({ intent: "retention", retention: "6m" }),
    );
    expect(answer.data).toEqual({
      ok: true,
      message:
        "Messages and applications are now kept for 6 months. Deleted 3 older messages and 3 older applications.",
    });
  });

  it("runs at start-up", () => {
    plant();
    getDb()
      .insert(settings)
      .values({ key: "inbox_retention", value: "2y" })
      .run();
    startInboxRetention();
    stopInboxRetention();
    expect(subjects()).toEqual(["eight months", "eighteen months", "new"]);
  });
});
