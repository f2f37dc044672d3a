// `npm run crash-test [-- --cycles N] [-- --lanes L] [-- --max-kill-ms M] [-- --seed S] [-- --port P] [-- --out F]`:
// SQLite's crash-test method applied to the whole server. Each cycle starts the production server
// (build/server.mjs, built once) on the same DATA_DIR, checks the database the last kill left
// (`PRAGMA integrity_check`, then every row against what the server acknowledged), then sends
// admin writes through the real form actions from several lanes at once (creates, updates,
// deletes and restores of products, categories, clients and certifications, plus a login) and
// kills the server with SIGKILL after a random delay.
//
// A write counts as acknowledged when its answer arrived: HTTP 200 with `ok: true` in the action's
// data. Every acknowledged write must be found with exactly its values; a write in flight at the
// kill may be present or absent but never partly applied. Exits non-zero on any loss, torn row,
// unexpected answer or integrity failure. Writes its figures to bench-results/crash-test.json.
import { execFileSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { spawnServer } from "./lib/server-process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const cycles = option("cycles", 20);
const lanes = option("lanes", 6);
const maxKillMs = option("max-kill-ms", 500);
const seed = option("seed", crypto.randomInt(1, 2 ** 31));
const port = option("port", 4445);
const base = `http://127.0.0.1:${port}`;
/** Longer than any answer takes even on a crowded machine; a request past it counts as unanswered. */
const REQUEST_TIMEOUT_MS = 60_000;
const ADMIN = { username: "admin", password: "crash-test-password-1" };
const outAt = args.indexOf("--out");
const resultsFile =
  outAt >= 0
    ? path.resolve(args[outAt + 1]!)
    : path.join(root, "bench-results/crash-test.json");

// ------------------------------------------------------------------ deterministic randomness

let state = seed >>> 0;
/** mulberry32: the same --seed replays the same choices (the kill moment still varies with load). */
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const word = () => Math.floor(random() * 36 ** 6).toString(36);

// ------------------------------------------------------------------ the tables and their rows

type Table = "products" | "categories" | "clients" | "certifications";
const tables: Table[] = ["products", "categories", "clients", "certifications"];
const actionPath: Record<Table, string> = {
  products: "/admin/products.data",
  categories: "/admin/categories.data",
  clients: "/admin/clients.data",
  certifications: "/admin/certifications.data",
};

/** The fields a form sets, as read back from the database (one canonical JSON string per row). */
type Snapshot = Map<string, string>;

const specificationKeys = [
  "crossSection",
  "voltage",
  "current",
  "conductors",
  "insulation",
  "insulationMaterial",
  "sheath",
  "sheathMaterial",
  "flexibility",
  "temperature",
  "operatingTemp",
  "bendRadius",
  "availableColors",
] as const;

const canonical = (value: Record<string, unknown>) =>
  JSON.stringify(value, Object.keys(value).sort());

function projectProduct(row: Record<string, unknown>): string {
  const specs = JSON.parse(String(row.specifications)) as Record<
    string,
    unknown
  >;
  return canonical({
    name: row.name,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory ?? null,
    quantity: row.quantity,
    unit: row.unit,
    inStock: Boolean(row.in_stock),
    specifications: JSON.stringify(
      specificationKeys.map((key) => specs[key] ?? null),
    ),
    features: JSON.stringify(JSON.parse(String(row.features))),
    applications: JSON.stringify(JSON.parse(String(row.applications))),
    deleted: row.deleted_at !== null,
  });
}

const projections: Record<
  Table,
  { sql: string; project: (row: Record<string, unknown>) => string }
> = {
  products: { sql: "SELECT * FROM products", project: projectProduct },
  categories: {
    sql: "SELECT * FROM categories",
    project: (row) =>
      canonical({
        name: row.name,
        parentId: row.parent_id ?? null,
        deleted: row.deleted_at !== null,
      }),
  },
  clients: {
    sql: "SELECT * FROM clients",
    project: (row) =>
      canonical({
        name: row.name,
        industry: row.industry,
        description: row.description,
        deleted: row.deleted_at !== null,
      }),
  },
  certifications: {
    sql: "SELECT * FROM certifications",
    project: (row) =>
      canonical({
        title: row.title,
        category: row.category,
        description: row.description,
        icon: row.icon,
        status: row.status,
        validUntil: row.valid_until,
        deleted: row.deleted_at !== null,
      }),
  },
};

/** The name a row is found by when the server chose its id (the first field each form requires). */
const nameOf = (projected: string) => {
  const value = JSON.parse(projected) as { name?: string; title?: string };
  return value.name ?? value.title ?? "";
};

interface DbState {
  integrity: string;
  journalMode: string;
  rows: Record<Table, Snapshot>;
  sessions: Set<string>;
}

function readDatabase(file: string): DbState {
  const db = new Database(file, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const integrity = (
      db.pragma("integrity_check") as { integrity_check: string }[]
    )
      .map((r) => r.integrity_check)
      .join("; ");
    const journalMode = String(db.pragma("journal_mode", { simple: true }));
    // One read transaction: the snapshot of every table is taken at the same moment.
    const read = db.transaction(() => {
      const rows = {} as Record<Table, Snapshot>;
      for (const table of tables) {
        const snapshot: Snapshot = new Map();
        for (const row of db.prepare(projections[table].sql).all() as Record<
          string,
          unknown
        >[]) {
          snapshot.set(String(row.id), projections[table].project(row));
        }
        rows[table] = snapshot;
      }
      const sessions = new Set(
        (
          db.prepare("SELECT id_hash FROM sessions").all() as {
            id_hash: string;
          }[]
        ).map((r) => r.id_hash),
      );
      return { rows, sessions };
    });
    return { integrity, journalMode, ...read() };
  } finally {
    db.close();
  }
}

// ------------------------------------------------------------------ the writes

interface RowTrack {
  table: Table;
  id: string;
  /** What the row must hold if nothing in flight landed: the last acknowledged state. */
  acked: string;
  /** The state of the write in flight, if one was sent and not answered. */
  pending?: string;
  writes: number;
}

interface CreateTrack {
  table: Table;
  name: string;
  state: string;
  acknowledged: boolean;
}

interface Form {
  fields: Record<string, string>;
  state: string;
}

function productForm(name: string, categoriesAvailable: string[]): Form {
  const category = pick(categoriesAvailable);
  const voltage = `${pick(["300/500", "450/750", "0.6/1"])} V`;
  const crossSection = `${pick([1.5, 2.5, 4, 6, 10, 16])} mm²`;
  const conductors = pick(["", "1", "3", "4"]);
  const features = [
    { title: `Feature ${word()}`, description: `Holds ${word()} under load` },
  ];
  const applications = [`Use ${word()}`, `Site ${word()}`];
  const fields: Record<string, string> = {
    name,
    category,
    description: `Crash-test product ${word()} ${word()}`,
    subcategory: "",
    quantity: String(Math.floor(random() * 100_000)),
    unit: pick(["meters", "rolls", "drums"]),
    inStock: pick(["true", "false"]),
    voltage,
    crossSection,
    conductors,
    features: JSON.stringify(features),
    applications: JSON.stringify(applications),
  };
  const specs = specificationKeys.map((key) =>
    key === "conductors"
      ? conductors
        ? Number(conductors)
        : null
      : key === "voltage"
        ? voltage
        : key === "crossSection"
          ? crossSection
          : "",
  );
  const state = canonical({
    name,
    description: fields.description,
    category,
    subcategory: null,
    quantity: Number(fields.quantity),
    unit: fields.unit,
    inStock: fields.inStock === "true",
    specifications: JSON.stringify(specs),
    features: JSON.stringify(features),
    applications: JSON.stringify(applications),
    deleted: false,
  });
  return { fields, state };
}

function categoryForm(name: string): Form {
  return {
    fields: { name, isSubcategory: "", parentId: "" },
    state: canonical({ name, parentId: null, deleted: false }),
  };
}

function clientForm(name: string): Form {
  const fields = {
    name,
    industry: pick(["Energy", "Construction", "Oil & Gas", "Water"]),
    description: `Client since ${word()}`,
  };
  return { fields, state: canonical({ ...fields, deleted: false }) };
}

function certificationForm(title: string): Form {
  const fields = {
    title,
    category: pick(["Quality", "Safety", "Environment"]),
    description: `Certified ${word()} ${word()}`,
    icon: pick(["Award", "Shield", "CheckCircle", "Star"]),
    status: pick(["Active", "Renewing"]),
    validUntil: `20${30 + Math.floor(random() * 9)}-0${1 + Math.floor(random() * 9)}-15`,
  };
  return { fields, state: canonical({ ...fields, deleted: false }) };
}

const formFor: Record<
  Table,
  (name: string, categoriesAvailable: string[]) => Form
> = {
  products: productForm,
  categories: (name) => categoryForm(name),
  clients: (name) => clientForm(name),
  certifications: (name) => certificationForm(name),
};

type Answer = "acknowledged" | "no-answer" | { unexpected: string };

async function post(
  pathname: string,
  fields: Record<string, string>,
  cookie: string,
  signal: AbortSignal,
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${base}${pathname}`, {
      method: "POST",
      headers: {
        origin: base,
        cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
      signal: AbortSignal.any([
        signal,
        AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ]),
    });
  } catch {
    return "no-answer";
  }
  // Success is decided by the status line; the body only confirms it (and may be cut by the kill).
  const body = await response.text().catch(() => "");
  if (response.status === 200 && !/"ok",false/.test(body))
    return "acknowledged";
  return { unexpected: `${response.status} ${pathname} ${body.slice(0, 160)}` };
}

// ------------------------------------------------------------------ the server

let server: ChildProcess | undefined;

async function startServer(
  dataDir: string,
  withAdminEnv: boolean,
): Promise<number> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  };
  // Only the first start sets the account: later starts keep it (and skip hashing the password).
  if (withAdminEnv)
    Object.assign(env, {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
  else delete env.ADMIN_PASSWORD;
  server = spawnServer({
    buildRoot: buildCopy,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  server.stderr?.on(
    "data",
    (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)),
  );
  const child = server;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `The server exited at start (${child.exitCode}): ${stderr}`,
      );
    const ok = await fetch(`${base}/healthz`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    if (performance.now() - started > 60_000)
      throw new Error(`The server did not answer /healthz in 60 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

async function killServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

async function login(
  signal?: AbortSignal,
): Promise<
  { cookie: string; idHash: string } | "no-answer" | { unexpected: string }
> {
  let response: Response;
  try {
    response = await fetch(`${base}/admin/login`, {
      method: "POST",
      headers: {
        origin: base,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        ...ADMIN,
        redirectTo: "/admin/categories",
      }).toString(),
      redirect: "manual",
      signal: AbortSignal.any([
        ...(signal ? [signal] : []),
        AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ]),
    });
  } catch {
    return "no-answer";
  }
  await response.arrayBuffer().catch(() => undefined);
  const cookie = /^(cw_session=[^;]+)/.exec(
    response.headers.get("set-cookie") ?? "",
  )?.[1];
  if (response.status !== 302 || !cookie)
    return { unexpected: `${response.status} /admin/login` };
  return {
    cookie,
    idHash: crypto
      .createHash("sha256")
      .update(cookie.slice("cw_session=".length))
      .digest("hex"),
  };
}

// ------------------------------------------------------------------ one cycle

interface Totals {
  acknowledged: number;
  unanswered: number;
  inFlightApplied: number;
  lost: number;
  torn: number;
  unexpected: number;
  integrityFailures: number;
  logins: number;
}
const totals: Totals = {
  acknowledged: 0,
  unanswered: 0,
  inFlightApplied: 0,
  lost: 0,
  torn: 0,
  unexpected: 0,
  integrityFailures: 0,
  logins: 0,
};
const failures: string[] = [];
const fail = (line: string) => {
  if (failures.length < 50) failures.push(line);
};

interface CycleWrites {
  rows: Map<string, RowTrack>;
  creates: CreateTrack[];
  login?: { idHash: string };
}

/** Checks the database against the previous snapshot and what the last cycle's writes were told. */
function verify(
  cycle: number,
  before: DbState | undefined,
  after: DbState,
  writes: CycleWrites | undefined,
): void {
  if (after.integrity !== "ok") {
    totals.integrityFailures++;
    fail(`cycle ${cycle}: integrity_check says ${after.integrity}`);
  }
  if (!before || !writes) return;
  if (writes.login && !after.sessions.has(writes.login.idHash)) {
    totals.lost++;
    fail(`cycle ${cycle}: an acknowledged login's session is missing`);
  }
  for (const table of tables) {
    const old = before.rows[table];
    const now = after.rows[table];
    const creates = writes.creates.filter((c) => c.table === table);
    const createdByName = new Map(creates.map((c) => [c.name, c]));
    const found = new Set<CreateTrack>();
    for (const [id, actual] of now) {
      const track = writes.rows.get(`${table}:${id}`);
      if (track) {
        if (actual === track.acked) continue;
        if (track.pending !== undefined && actual === track.pending) {
          totals.inFlightApplied++;
          continue;
        }
        const lostWrite = old.get(id) === actual;
        if (lostWrite) totals.lost++;
        else totals.torn++;
        fail(
          `cycle ${cycle}: ${table} ${id} ${lostWrite ? "lost an acknowledged write" : "holds a state no write sent"}: ${actual} (expected ${track.acked})`,
        );
        continue;
      }
      if (old.has(id)) {
        if (old.get(id) !== actual) {
          totals.torn++;
          fail(
            `cycle ${cycle}: ${table} ${id} changed without a write: ${actual}`,
          );
        }
        continue;
      }
      const create = createdByName.get(nameOf(actual));
      if (!create || found.has(create)) {
        totals.torn++;
        fail(
          `cycle ${cycle}: ${table} ${id} appeared from no write: ${actual}`,
        );
        continue;
      }
      found.add(create);
      if (actual !== create.state) {
        totals.torn++;
        fail(
          `cycle ${cycle}: ${table} ${id} was created with other values: ${actual} (sent ${create.state})`,
        );
      } else if (!create.acknowledged) totals.inFlightApplied++;
    }
    for (const id of old.keys()) {
      if (!now.has(id)) {
        totals.lost++;
        fail(`cycle ${cycle}: ${table} ${id} disappeared`);
      }
    }
    for (const create of creates) {
      if (create.acknowledged && !found.has(create)) {
        totals.lost++;
        fail(
          `cycle ${cycle}: an acknowledged ${table} create (${create.name}) is missing`,
        );
      }
    }
  }
}

/** Sends writes from `lanes` lanes until `signal` aborts (the kill), recording every answer. */
async function sendWrites(
  cycle: number,
  dbState: DbState,
  cookie: { value: string },
  signal: AbortSignal,
  onFirstAck: () => void,
): Promise<CycleWrites> {
  const writes: CycleWrites = { rows: new Map(), creates: [] };
  const topCategories = [...dbState.rows.categories]
    .filter(
      ([id, s]) =>
        !JSON.parse(s).deleted &&
        JSON.parse(s).parentId === null &&
        !id.startsWith("crash"),
    )
    .map(([id]) => id);
  const categoriesAvailable = topCategories.length
    ? topCategories
    : [...dbState.rows.categories.keys()].slice(0, 1);
  // Every existing row goes to at most one lane: writes to a row are sequential, so at any moment
  // it has at most one write in flight.
  const laneRows: RowTrack[][] = Array.from({ length: lanes }, () => []);
  for (const table of tables) {
    const ids = [...dbState.rows[table].keys()]
      .filter(
        (id) =>
          table === "products" ||
          !JSON.parse(dbState.rows[table].get(id)!).deleted,
      )
      .filter(
        (id) =>
          table !== "categories" ||
          JSON.parse(dbState.rows[table].get(id)!).parentId === null,
      );
    for (let lane = 0; lane < lanes; lane++) {
      for (let k = 0; k < 2 && ids.length; k++) {
        const id = ids.splice(Math.floor(random() * ids.length), 1)[0]!;
        laneRows[lane]!.push({
          table,
          id,
          acked: dbState.rows[table].get(id)!,
          writes: 0,
        });
      }
    }
  }
  let serial = 0;
  const record = (answer: Answer, onAck: () => void): boolean => {
    if (answer === "acknowledged") {
      totals.acknowledged++;
      onFirstAck();
      onAck();
      return true;
    }
    if (answer === "no-answer") totals.unanswered++;
    else {
      totals.unexpected++;
      fail(`cycle ${cycle}: unexpected answer ${answer.unexpected}`);
    }
    return false;
  };

  const lane = async (index: number) => {
    const mine = laneRows[index]!;
    while (!signal.aborted) {
      const choice = random();
      if (choice < 0.35 || mine.length === 0) {
        const table = pick(tables);
        const name = `Crash ${table.slice(0, 4)} c${cycle} l${index} n${serial++} ${word()}`;
        const form = formFor[table](name, categoriesAvailable);
        const create: CreateTrack = {
          table,
          name,
          state: form.state,
          acknowledged: false,
        };
        writes.creates.push(create);
        const answer = await post(
          actionPath[table],
          { intent: "create", ...form.fields },
          cookie.value,
          signal,
        );
        if (!record(answer, () => (create.acknowledged = true))) return;
        continue;
      }
      const track = pick(mine);
      writes.rows.set(`${track.table}:${track.id}`, track);
      const current = JSON.parse(track.acked) as {
        deleted: boolean;
        name?: string;
        title?: string;
        parentId?: string | null;
      };
      let fields: Record<string, string>;
      let next: string;
      if (track.table === "products" && (current.deleted || choice > 0.9)) {
        // Delete or restore (soft): only the deleted flag changes.
        fields = {
          intent: current.deleted ? "restore" : "delete",
          id: track.id,
        };
        next = canonical({
          ...JSON.parse(track.acked),
          deleted: !current.deleted,
        });
      } else if (
        (track.table === "clients" || track.table === "certifications") &&
        choice > 0.97
      ) {
        fields = { intent: "delete", id: track.id };
        next = canonical({ ...JSON.parse(track.acked), deleted: true });
      } else {
        const name = `Crash ${track.table.slice(0, 4)} c${cycle} l${index} u${serial++} ${word()}`;
        const form = formFor[track.table](name, categoriesAvailable);
        fields = { intent: "update", id: track.id, ...form.fields };
        next = form.state;
      }
      track.pending = next;
      track.writes++;
      const answer = await post(
        actionPath[track.table],
        fields,
        cookie.value,
        signal,
      );
      const acknowledged = record(answer, () => {
        track.acked = next;
        track.pending = undefined;
      });
      if (!acknowledged) return;
      // A deleted client or certification takes no more updates.
      if (JSON.parse(track.acked).deleted && track.table !== "products")
        mine.splice(mine.indexOf(track), 1);
    }
  };

  const loginRun = (async () => {
    const answer = await login(signal);
    if (answer === "no-answer") return;
    if ("unexpected" in answer) {
      totals.unexpected++;
      fail(`cycle ${cycle}: unexpected login answer ${answer.unexpected}`);
      return;
    }
    totals.logins++;
    writes.login = { idHash: answer.idHash };
    // Later writes in this cycle use the new session: the next cycle checks it survived.
    cookie.value = answer.cookie;
  })();
  await Promise.all([
    ...Array.from({ length: lanes }, (_, i) => lane(i)),
    loginRun,
  ]);
  return writes;
}

// ------------------------------------------------------------------ main

/** The `synchronous` pragma the built server sets (read from the build, so the report names it). */
function synchronousSetting(): string {
  for (const file of fs.readdirSync(path.join(buildCopy, "build/server"), {
    recursive: true,
  }) as string[]) {
    if (!file.endsWith(".js")) continue;
    const found = /synchronous\s*=\s*(\w+)/.exec(
      fs.readFileSync(path.join(buildCopy, "build/server", file), "utf8"),
    );
    if (found) return found[1]!;
  }
  return "unknown";
}

if (
  !fs.existsSync(path.join(root, "build/server.mjs")) ||
  args.includes("--build")
) {
  console.log("Building the production site...");
  execFileSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    stdio: "ignore",
  });
}

// The cycles run a copy of the build, so a rebuild during a long run cannot change the server
// under it. The copy sits in node_modules/.cache: the server still finds its packages upwards (and
// drizzle/ from its working folder), and linters and type checks never look there.
const buildCopy = path.join(
  root,
  "node_modules/.cache",
  `cableworks-crash-build-${process.pid}`,
);
fs.cpSync(path.join(root, "build"), path.join(buildCopy, "build"), {
  recursive: true,
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-crash-"));
const dbFile = path.join(dataDir, "cableworks.db");
const began = performance.now();
const sync = synchronousSetting();
console.log(
  `Crash test: ${cycles} cycles, ${lanes} lanes, kill within ${maxKillMs} ms, seed ${seed}, DATA_DIR ${dataDir} (journal WAL, synchronous ${sync})`,
);

// Interrupted (Ctrl-C): take the server down too, and the build copy.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server?.kill("SIGKILL");
    fs.rmSync(buildCopy, { recursive: true, force: true });
    process.exit(130);
  });
}

let previous: DbState | undefined;
let writes: CycleWrites | undefined;
const cookie = { value: "" };
const startTimes: number[] = [];
const firstAckTimes: number[] = [];
const median = (values: number[]) =>
  Math.round(
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0,
  );
let journalMode = "";

function report(done: number) {
  const result = {
    date: new Date().toISOString(),
    cyclesPlanned: cycles,
    cyclesDone: done,
    lanes,
    maxKillMs,
    seed,
    sqlite: { journalMode, synchronous: sync },
    acknowledgedWrites: totals.acknowledged,
    unansweredWrites: totals.unanswered,
    inFlightWritesApplied: totals.inFlightApplied,
    acknowledgedLogins: totals.logins,
    lostWrites: totals.lost,
    tornRows: totals.torn,
    unexpectedAnswers: totals.unexpected,
    integrityFailures: totals.integrityFailures,
    medianStartMs: median(startTimes),
    medianFirstAckMs: median(firstAckTimes),
    durationSeconds: Math.round((performance.now() - began) / 100) / 10,
    node: process.version,
    cpus: os.cpus().length,
    failures,
  };
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
}

const failed = () =>
  totals.lost + totals.torn + totals.unexpected + totals.integrityFailures > 0;
let exitCode = 0;
// A watchdog: no request may hang a cycle (each has a timeout), so a cycle this long means the
// harness itself is stuck; it also keeps the event loop alive, so a stuck promise is reported
// rather than silently ending the process.
let cycleStarted = performance.now();
let cycleNow = 0;
const watchdog = setInterval(() => {
  if (performance.now() - cycleStarted < 300_000) return;
  fail(`cycle ${cycleNow}: stalled for 5 minutes`);
  totals.unexpected++;
  report(Math.max(0, cycleNow - 1));
  server?.kill("SIGKILL");
  fs.rmSync(buildCopy, { recursive: true, force: true });
  console.error(`cycle ${cycleNow} stalled for 5 minutes: stopped`);
  process.exit(3);
}, 5_000);
try {
  for (let cycle = 1; cycle <= cycles + 1; cycle++) {
    cycleStarted = performance.now();
    cycleNow = cycle;
    startTimes.push(await startServer(dataDir, cycle === 1));
    const current = readDatabase(dbFile);
    journalMode = current.journalMode;
    const failuresBefore = failures.length;
    verify(cycle - 1, previous, current, writes);
    previous = current;
    if (cycle > cycles) break;
    if (cycle === 1) {
      const first = await login();
      if (typeof first === "string" || "unexpected" in first)
        throw new Error("The first login failed");
      cookie.value = first.cookie;
    }
    const controller = new AbortController();
    const before = { ...totals };
    let flowing!: () => void;
    const firstAck = new Promise<void>((resolve) => (flowing = resolve));
    const sending = sendWrites(
      cycle,
      current,
      cookie,
      controller.signal,
      flowing,
    );
    // Mostly a kill while writes flow (after the first acknowledgement, whose wait covers the
    // first requests' warm-up); one cycle in ten kills early, before or during the first writes.
    const early = random() < 0.1;
    const killAfter = Math.floor(random() * (early ? 300 : maxKillMs));
    const writesBegan = performance.now();
    if (!early)
      await Promise.race([
        firstAck,
        new Promise((resolve) => setTimeout(resolve, 15_000)),
      ]);
    if (!early) firstAckTimes.push(performance.now() - writesBegan);
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    await killServer();
    controller.abort();
    writes = await sending;
    const line = `cycle ${cycle}/${cycles}: kill ${killAfter} ms after ${early ? "start" : "first ack"}, ${totals.acknowledged - before.acknowledged} acknowledged, ${totals.unanswered - before.unanswered} in flight`;
    if (cycles <= 50 || cycle % 25 === 0 || failures.length > failuresBefore) {
      const elapsed = (performance.now() - began) / 1000;
      const timing = `start ${Math.round(startTimes.at(-1)!)} ms`;
      console.log(
        `${line}; ${timing}; ${Math.round(elapsed)} s so far${failed() ? `; FAILURES: ${failures.length}` : ""}`,
      );
    }
    if (cycle % 10 === 0) report(cycle);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 2;
} finally {
  clearInterval(watchdog);
  const child = server;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(buildCopy, { recursive: true, force: true });
}

const done = Math.max(0, startTimes.length - 1);
report(done);
for (const line of failures.slice(0, 20)) console.error(line);
const seconds = Math.round((performance.now() - began) / 1000);
console.log(
  `Crash test: ${done} cycles, ${totals.acknowledged} acknowledged writes (${totals.inFlightApplied} of ${totals.unanswered} unanswered ones applied whole), ` +
    `${totals.lost} lost, ${totals.torn} torn, ${totals.unexpected} unexpected answers, ${totals.integrityFailures} integrity failures, ${seconds} s ` +
    `(figures in ${path.relative(root, resultsFile)})`,
);
if (failed() || exitCode) process.exitCode = exitCode || 1;
else fs.rmSync(dataDir, { recursive: true, force: true });
