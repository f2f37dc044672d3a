import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { adminMessages } from "~/locales/admin";
import { getDb } from "../../db/client.server";
import { getEnv } from "../../platform/env.server";
import {
  PAGE_LIMITS,
  type ReadLimits,
  type SheetFormat,
  readSheet,
} from "../catalogue-file.server";
import { checkSheet } from "./check.server";
import { compare } from "./compare.server";
import type { ApplyFailure, Checked, ImportPlan } from "./types.server";

/**
 * The dry run, and the staging between it and Apply: the file's checked products stay on the
 * server under DATA_DIR/imports/<random token>.json (mode 600, an hour), the page gets only the
 * token and never resends data.
 */

const t = adminMessages.productImport;

/** How long a dry run can be applied. */
export const STAGE_TTL_MS = 60 * 60 * 1000;
export const TOKEN = /^[a-f0-9]{64}$/;

export interface Staged {
  createdAt: number;
  fileName: string;
  /** The file's products as the schema accepted them: Apply compares them again, never re-reads the file. */
  checked: Checked[];
  fingerprint: string;
}

function stageDir(): string {
  return path.join(getEnv().dataDir, "imports");
}

const stagedFile = (token: string) => path.join(stageDir(), `${token}.json`);

/** Removes staged dry runs past their time (on each new dry run). */
function sweep(now: number): void {
  let names: string[];
  try {
    names = fs.readdirSync(stageDir());
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(stageDir(), name);
    try {
      if (now - fs.statSync(file).mtimeMs > STAGE_TTL_MS)
        fs.rmSync(file, { force: true });
    } catch {
      // Another request removed it first.
    }
  }
}

export interface DryRun {
  plan: ImportPlan;
  /** Present when the plan can be applied: no errors and something to write. */
  token: string | null;
  format: SheetFormat;
  fileName: string;
}

/** Reads an upload (any FileProblem propagates), plans it and stages it for Apply. */
export async function dryRunImport(
  bytes: Buffer,
  fileName: string,
  now = Date.now(),
  limits: ReadLimits = PAGE_LIMITS,
): Promise<DryRun> {
  const { format: kind, sheet } = await readSheet(bytes, limits);
  const { checked, errors } = checkSheet(sheet);
  const { plan } = compare(getDb(), checked, errors);
  let token: string | null = null;
  if (plan.errors.length === 0 && plan.changes.length > 0) {
    sweep(now);
    token = randomBytes(32).toString("hex");
    fs.mkdirSync(stageDir(), { recursive: true });
    const staged: Staged = {
      createdAt: now,
      fileName,
      checked,
      fingerprint: plan.fingerprint,
    };
    fs.writeFileSync(stagedFile(token), JSON.stringify(staged), {
      mode: 0o600,
    });
  }
  return { plan, token, format: kind, fileName };
}

/** The staged dry run of `token` (a well-formed one), or why Apply cannot take it. */
export async function readStaged(
  token: string,
  now: number,
): Promise<{ ok: true; staged: Staged } | ApplyFailure> {
  let staged: Staged;
  try {
    // Read off the event loop: a few MB for 3,000 products.
    const text = await fs.promises.readFile(stagedFile(token), "utf8");
    staged = JSON.parse(text) as Staged;
  } catch {
    return { ok: false, status: 410, message: t.tokenExpired };
  }
  if (now - staged.createdAt > STAGE_TTL_MS) {
    dropStaged(token);
    return { ok: false, status: 410, message: t.tokenExpired };
  }
  return { ok: true, staged };
}

/** Spends a token: once applied, its dry run cannot be applied again. */
export function dropStaged(token: string): void {
  fs.rmSync(stagedFile(token), { force: true });
}
