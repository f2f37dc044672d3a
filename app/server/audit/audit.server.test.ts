import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveCategory } from "../admin/categories.server";
import { deleteFaq, saveFaq } from "../admin/content.server";
import { ensureAdminAccount } from "../auth/auth.server";
import { getDb } from "../db/client.server";
import { adminUsers, auditLog, faqEntries } from "../db/schema.server";
import { adminMessages } from "~/locales/admin";
import {
  AUDIT_ENTITY_OWNERS,
  auditCsv,
  auditFilterOptions,
  listAudit,
  recordSignIn,
} from "./audit.server";
import { withAuditActor } from "./context.server";
import { auditChanges, auditedTables } from "./triggers.server";

const editor = { id: 4242, username: "audit-editor" };
const entriesOf = (requestId: string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.requestId, requestId))
    .all();

describe("the audit triggers", () => {
  it("log a create and an update field by field, with who, when and the request", () => {
    const before = Date.now();
    const created = withAuditActor(
      editor,
      () =>
        saveFaq(null, {
          question: "Audit question?",
          answer: "First answer.",
          questionAr: "",
          answerAr: "",
          position: null,
        }),
      "req-create",
    );
    expect(created.ok).toBe(true);
    const id = created.ok ? created.value : 0;
    const createEntries = entriesOf("req-create");
    const faqCreate = createEntries.find(
      (entry) => entry.entity === "faq_entries",
    );
    expect(faqCreate).toMatchObject({
      actorId: 4242,
      actor: "audit-editor",
      action: "create",
      entityId: String(id),
    });
    expect(faqCreate!.at.getTime()).toBeGreaterThanOrEqual(before);
    const textCreate = createEntries.find(
      (entry) => entry.entity === "faq_texts",
    );
    expect(textCreate!.changes).toMatchObject({
      question: [null, "Audit question?"],
      answer: [null, "First answer."],
    });

    withAuditActor(
      editor,
      () =>
        saveFaq(id, {
          question: "Audit question?",
          answer: "Second answer.",
          questionAr: "",
          answerAr: "",
          position: null,
        }),
      "req-update",
    );
    const update = entriesOf("req-update").filter(
      (entry) => entry.action === "update",
    );
    // Only the field that changed, with its value before and after; no entry for unchanged rows.
    expect(update.map((entry) => entry.entity)).toEqual(["faq_texts"]);
    expect(update[0]!.changes).toEqual({
      answer: ["First answer.", "Second answer."],
    });
  });

  it("log nothing for writes made outside an admin's request (visitors, scripts)", () => {
    const count = () => getDb().select().from(auditLog).all().length;
    const was = count();
    saveFaq(null, {
      question: "Unaudited?",
      answer: "A seed.",
      questionAr: "",
      answerAr: "",
      position: null,
    });
    expect(count()).toBe(was);
  });

  it("write the entry in the change's transaction: a rolled-back save leaves no entry", () => {
    const db = getDb();
    expect(() =>
      withAuditActor(
        editor,
        () =>
          db.transaction((tx) => {
            tx.insert(faqEntries).values({ sortOrder: 999 }).run();
            throw new Error("crash before commit");
          }),
        "req-rollback",
      ),
    ).toThrow("crash before commit");
    expect(entriesOf("req-rollback")).toEqual([]);
  });

  it("show a secret only as a fingerprint that tells a change apart", async () => {
    await ensureAdminAccount({
      username: "audit-secret",
      password: "first-password-1",
    });
    const user = getDb()
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, "audit-secret"))
      .get()!;
    withAuditActor(
      editor,
      () =>
        getDb()
          .update(adminUsers)
          .set({ passwordHash: "$argon2id$new-hash" })
          .where(eq(adminUsers.id, user.id))
          .run(),
      "req-secret",
    );
    const [entry] = entriesOf("req-secret");
    const [before, after] = entry!.changes!.password_hash!;
    expect(String(before)).toMatch(/^secret [0-9a-f]{8}$/);
    expect(String(after)).toMatch(/^secret [0-9a-f]{8}$/);
    expect(before).not.toBe(after);
    expect(JSON.stringify(entry)).not.toContain("new-hash");
  });

  it("cover every table but sign-in bookkeeping and counters", () => {
    const names = auditedTables().map((table) => table.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "products",
        "product_sizes",
        "news_texts",
        "admin_users",
        "company_settings",
        "settings",
        "media",
      ]),
    );
    expect(names).not.toContain("sessions");
    expect(names).not.toContain("audit_log");
  });

  it("name a visitor's message when it is deleted, and record changes to it, without copying what they wrote", () => {
    const sqlite = getDb().$client;
    const id = Number(
      sqlite
        .prepare(
          "INSERT INTO messages (first_name, last_name, email, subject, message) VALUES ('Mona', 'Private', 'mona@example.com', 'Cables', 'My private words')",
        )
        .run().lastInsertRowid,
    );
    withAuditActor(
      editor,
      () => {
        sqlite.prepare("UPDATE messages SET read_at = 1 WHERE id = ?").run(id);
        sqlite.prepare("DELETE FROM messages WHERE id = ?").run(id);
      },
      "req-visitor",
    );
    const entries = entriesOf("req-visitor");
    expect(entries.map((entry) => [entry.action, entry.entityId])).toEqual([
      ["update", String(id)],
      ["delete", String(id)],
    ]);
    expect(entries[0]!.changes).toEqual({ read_at: [null, 1] });
    expect(JSON.stringify(entries)).not.toMatch(
      /Mona|Private|mona@|private words/,
    );
  });

  it("cannot be changed or deleted, by the app or any connection", () => {
    withAuditActor(
      editor,
      () => saveCategory(null, { name: "Audit Category" }),
      "req-immutable",
    );
    const [entry] = entriesOf("req-immutable");
    const sqlite = getDb().$client;
    expect(() =>
      sqlite
        .prepare("UPDATE audit_log SET actor = 'someone else' WHERE id = ?")
        .run(entry!.id),
    ).toThrow("audit log entries cannot be changed");
    expect(() =>
      sqlite.prepare("DELETE FROM audit_log WHERE id = ?").run(entry!.id),
    ).toThrow("audit log entries cannot be deleted");
  });
});

describe("auditChanges", () => {
  it("lists every field of a new or deleted row, only changed fields of an update, none for updated_at alone", () => {
    expect(JSON.parse(auditChanges(null, '{"a":1,"b":null}')!)).toEqual({
      a: [null, 1],
      b: [null, null],
    });
    expect(JSON.parse(auditChanges('{"a":1}', null)!)).toEqual({
      a: [1, null],
    });
    expect(
      JSON.parse(auditChanges('{"a":1,"b":"x"}', '{"a":2,"b":"x"}')!),
    ).toEqual({ a: [1, 2] });
    expect(
      auditChanges('{"a":1,"updated_at":1}', '{"a":1,"updated_at":2}'),
    ).toBeNull();
    // A list written through json() arrives as an array, stored as text: the same list is no change.
    expect(
      auditChanges('{"list":"[\\"IEC 60228\\"]"}', '{"list":["IEC 60228"]}'),
    ).toBeNull();
    expect(
      JSON.parse(
        auditChanges(
          '{"list":"[\\"IEC 60228\\"]"}',
          '{"list":["IEC 60228","IEC 60502-1"]}',
        )!,
      ),
    ).toEqual({
      list: ['["IEC 60228"]', '["IEC 60228","IEC 60502-1"]'],
    });
  });
});

describe("reading the log", () => {
  it("filters by user, entity and day, pages, and exports one CSV line per changed field", () => {
    const other = { id: 4343, username: "audit-other" };
    const made = withAuditActor(
      other,
      () =>
        saveFaq(null, {
          question: "Filtered, question?",
          answer: "=cmd|' /C calc'!A0",
          questionAr: "",
          answerAr: "",
          position: null,
        }),
      "req-filter",
    );
    expect(made.ok).toBe(true);
    withAuditActor(
      other,
      () => deleteFaq(made.ok ? made.value : 0),
      "req-filter-delete",
    );
    recordSignIn(getDb(), "login-failed", { id: null, username: "nobody" });

    const mine = listAudit({ actorId: 4343 }, 1);
    expect(mine.rows.every((row) => row.actorId === 4343)).toBe(true);
    expect(mine.total).toBe(mine.rows.length);
    expect(
      listAudit({ actorId: 4343, entity: "faq_texts" }, 1).rows.map(
        (row) => row.action,
      ),
    ).toEqual(["create"]);
    const today = new Date().toISOString().slice(0, 10);
    expect(listAudit({ actorId: 4343, from: today, to: today }, 1).total).toBe(
      mine.total,
    );
    expect(listAudit({ actorId: 4343, to: "2000-01-01" }, 1).total).toBe(0);
    // A page past the end is the last page.
    expect(listAudit({ actorId: 4343 }, 99).page).toBe(1);

    const options = auditFilterOptions();
    expect(options.actors).toContainEqual({ id: 4343, name: "audit-other" });
    expect(options.entities).toEqual(
      expect.arrayContaining(["faq_entries", "faq_texts", "session"]),
    );

    const csv = auditCsv({ actorId: 4343, entity: "faq_texts" });
    expect(csv.split("\r\n")[0]).toBe(
      "entry,time_utc,user,action,entity,entity_id,address,request_id,field,before,after",
    );
    expect(csv).toContain(",audit-other,create,faq_texts,");
    expect(csv).toContain('question,,"Filtered, question?"');
    // A formula in an edited text cannot run in a spreadsheet.
    expect(csv).toContain(",'=cmd|' /C calc'!A0");
  });
});

describe("the names the screen gives what changed (issue 35)", () => {
  const names: Partial<Record<string, string>> = adminMessages.audit.entities;

  it("names every audited table and the sign-ins, so a new table cannot slip in unnamed", () => {
    const unnamed = [
      "session",
      ...auditedTables().map((table) => table.name),
    ].filter((entity) => !names[entity]?.trim());
    expect(unnamed).toEqual([]);
    // No two share a name: the filter would offer two choices that read the same.
    const shown = Object.values(names);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it("offers a side table as its owner, and the owner's filter shows both", () => {
    const audited = new Set(auditedTables().map((table) => table.name));
    for (const [table, owner] of Object.entries(AUDIT_ENTITY_OWNERS)) {
      expect(audited.has(table)).toBe(true);
      expect(audited.has(owner)).toBe(true);
    }
    const actor = { id: 4545, username: "audit-owner" };
    for (const entity of ["quotes", "quote_lines", "quote_acknowledgements"])
      getDb()
        .insert(auditLog)
        .values({
          at: new Date(),
          actorId: actor.id,
          actor: actor.username,
          action: "delete",
          entity,
          entityId: "77",
          changes: { id: [77, null] },
        })
        .run();
    expect(
      listAudit({ actorId: actor.id, entity: "quotes" }, 1)
        .rows.map((row) => row.entity)
        .sort(),
    ).toEqual(["quote_acknowledgements", "quote_lines", "quotes"]);
    expect(
      listAudit({ actorId: actor.id, entity: "quote_lines" }, 1).total,
    ).toBe(1);
    const { entities } = auditFilterOptions();
    expect(entities).toContain("quotes");
    expect(entities).not.toContain("quote_lines");
    expect(entities).not.toContain("quote_acknowledgements");
  });
});
