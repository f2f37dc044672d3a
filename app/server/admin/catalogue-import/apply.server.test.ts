import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SHEET_HEADER } from "~/lib/catalogue/catalogue-sheet";
import type { ImportProgress } from "~/lib/catalogue/import-progress";
import { runWithAuditContext, setAuditActor } from "../../audit/context.server";
import { getDb } from "../../db/client.server";
import { auditLog, products } from "../../db/schema.server";
import { storageProblem } from "../../db/storage-errors.server";
import { applyImport, importProgress } from "./apply.server";
import { exportCatalogue } from "./export.server";
import { dryRunImport } from "./stage.server";

/**
 * Apply in slices on its own connection (docs/decisions/032): how far it is, one Apply for a token
 * sent twice, nothing of it seen before its COMMIT, and its audit entries whole.
 */

const col = (name: string) => SHEET_HEADER.indexOf(name);

/** A dry run adding `count` products, copies of the catalogue's first exported row. */
async function stagedAddition(count: number, prefix: string): Promise<string> {
  const records = parse(await exportCatalogue("csv"), {
    bom: true,
  }) as string[][];
  const template = records[1]!;
  const rows = [records[0]!];
  for (let i = 1; i <= count; i++) {
    const row = [...template];
    row[col("product_id")] = "";
    row[col("name")] = `${prefix} ${i}`;
    // One size each: the template's first.
    row[col("article_number")] =
      `${prefix.toUpperCase().replace(/ /g, "-")}-${i}`;
    rows.push(row);
  }
  const quote = (cell: string) =>
    /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  const csv = rows.map((row) => row.map(quote).join(",")).join("\r\n");
  const run = await dryRunImport(Buffer.from(csv, "utf8"), "staged.csv");
  expect(run.plan.errors).toEqual([]);
  expect(run.plan.added).toBe(count);
  return run.token!;
}

const countNamed = (prefix: string) =>
  getDb()
    .select()
    .from(products)
    .all()
    .filter((product) => product.name.startsWith(`${prefix} `)).length;

/** Calls `each` on every turn of the event loop until `until` settles. */
async function everyTurn<T>(until: Promise<T>, each: () => void): Promise<T> {
  let settled = false;
  void until.finally(() => (settled = true));
  while (!settled) {
    each();
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return until;
}

describe("applying a staged import", () => {
  it("reports how far it is, checking then writing, and done at the end", async () => {
    const token = await stagedAddition(60, "Progress Probe");
    const seen: ImportProgress[] = [];
    const result = await everyTurn(applyImport(token, { sliceMs: 0 }), () => {
      const now = importProgress(token);
      if (now) seen.push(now);
    });
    expect(result).toEqual({ ok: true, added: 60, changed: 0 });
    const phases = [...new Set(seen.map((p) => p.phase))];
    expect(phases).toEqual(["checking", "writing"]);
    const writing = seen.filter((p) => p.phase === "writing");
    expect(writing.length).toBeGreaterThan(2);
    expect(writing.every((p) => p.total === 60 && p.done <= 60)).toBe(true);
    expect(importProgress(token)).toEqual({
      phase: "done",
      done: 60,
      total: 60,
    });
  });

  it("answers a second Apply of the same dry run, sent while the first runs, with the first's result, writing once", async () => {
    const token = await stagedAddition(40, "Twice Probe");
    const first = applyImport(token, { sliceMs: 0 });
    const second = applyImport(token, { sliceMs: 0 });
    expect(await second).toEqual({ ok: true, added: 40, changed: 0 });
    expect(await first).toEqual({ ok: true, added: 40, changed: 0 });
    expect(countNamed("Twice Probe")).toBe(40);
    // Once it has finished, the token is spent.
    expect(await applyImport(token)).toMatchObject({ ok: false, status: 410 });
    expect(countNamed("Twice Probe")).toBe(40);
  });

  it("shows the server's connection nothing until it commits, and refuses its writes meanwhile at once", async () => {
    const token = await stagedAddition(40, "Hidden Probe");
    const counts = new Set<number>();
    let refused = 0;
    const applying = applyImport(token, { sliceMs: 0 });
    const result = await everyTurn(applying, () => {
      counts.add(countNamed("Hidden Probe"));
      try {
        getDb().$client.exec("UPDATE products SET quantity = quantity WHERE 0");
      } catch (error) {
        // The lock is held by the import: SQLITE_BUSY at once, which the admin answers with 503.
        expect(storageProblem(error)).toBe("busy");
        refused++;
      }
    });
    expect(result).toMatchObject({ ok: true, added: 40 });
    expect([...counts]).toEqual([0]);
    expect(refused).toBeGreaterThan(0);
    expect(countNamed("Hidden Probe")).toBe(40);
  });

  it("logs every write in the request's name, even after its client has gone", async () => {
    const token = await stagedAddition(30, "Audit Probe");
    const { context, result } = runWithAuditContext(
      { requestId: "import-audit-probe", address: "10.1.2.3" },
      () => {
        setAuditActor({ id: 1, username: "importer" });
        return applyImport(token, { sliceMs: 0 });
      },
    );
    // As http/app.ts does when the response closes: the request's own store stops logging.
    await new Promise<void>((resolve) => setImmediate(resolve));
    context.open = false;
    expect(await result).toMatchObject({ ok: true, added: 30 });
    const entries = getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, "import-audit-probe"))
      .all();
    const created = entries.filter(
      (entry) => entry.entity === "products" && entry.action === "create",
    );
    expect(created).toHaveLength(30);
    expect(
      entries.every(
        (entry) => entry.actor === "importer" && entry.address === "10.1.2.3",
      ),
    ).toBe(true);
  });
});
