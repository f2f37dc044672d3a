import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { failed, type ActionResult } from "~/lib/forms/action-result";
import { adminMessages } from "~/locales/admin";
import {
  type AdminSession,
  reserveLoginAttempt,
  sha256,
  throttleLimits,
  TWO_FACTOR_OFF,
  verifyPassword,
} from "./auth.server";
import { recordSignIn } from "../audit/audit.server";
import { asAccount } from "../audit/context.server";
import { getDb } from "../db/client.server";
import {
  adminUsers,
  loginAttempts,
  pendingLogins,
  recoveryCodes,
} from "../db/schema.server";
import { getEnv } from "../platform/env.server";
import {
  isTwoFactorRequired,
  setTwoFactorRequired,
} from "./two-factor-policy.server";

/**
 * Two-factor sign-in (issue 19, docs/decisions/033): TOTP (RFC 6238, by `otpauth`) with ten
 * one-time recovery codes. The secret is kept encrypted (AES-256-GCM, a key file under DATA_DIR);
 * recovery codes as SHA-256 hashes only. Codes and secrets are never logged.
 */
const t = adminMessages.twoFactor;

export const ISSUER = "Cableworks";
export const RECOVERY_CODE_COUNT = 10;
export const PENDING_LOGIN_MS = 5 * 60 * 1000;
/** Wrong codes one pending sign-in takes before the password is asked again. */
export const PENDING_LOGIN_MAX_FAILURES = 5;
const PERIOD_SECONDS = 30;

// ---------------------------------------------------------------- the secret at rest

const keys = new Map<string, Buffer>();

/**
 * The key that encrypts TOTP secrets: 32 random bytes in DATA_DIR/totp.key (0600), made on first
 * use. A copy of the database alone (a backup, a stolen file) then holds no usable secret.
 */
function secretKey(): Buffer {
  const file = path.join(getEnv().dataDir, "totp.key");
  const known = keys.get(file);
  if (known) return known;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // "wx": two processes starting at once cannot both write a key; the loser reads the winner's.
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString("base64")}\n`, {
      mode: 0o600,
      flag: "wx",
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32)
    throw new Error(
      `${file} is not a two-factor key (32 bytes, base64): restore it, or remove it and set two-factor sign-in up again.`,
    );
  keys.set(file, key);
  return key;
}

/** AES-256-GCM, bound to the account's id (a secret copied to another row does not decrypt). */
export function encryptSecret(userId: number, base32: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", secretKey(), iv);
  cipher.setAAD(Buffer.from(`totp:${userId}`));
  const body = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((part) =>
      typeof part === "string" ? part : part.toString("base64url"),
    )
    .join(".");
}

/** The base32 secret, or null when it cannot be read (another key file): codes then cannot be checked. */
export function decryptSecret(userId: number, stored: string): string | null {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = crypto.createDecipheriv(
      "aes-256-gcm",
      secretKey(),
      Buffer.from(iv, "base64url"),
    );
    decipher.setAAD(Buffer.from(`totp:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    // Said without the secret: which account, and the way out.
    console.error(
      `The two-factor secret of account ${userId} cannot be decrypted with DATA_DIR/totp.key; that account can sign in with a recovery code.`,
    );
    return null;
  }
}

function totpOf(username: string, base32: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

// ---------------------------------------------------------------- codes

/**
 * The time step a 6-digit code belongs to, within one step either side of now, or null. Codes for
 * a step at or before `lastStep` (already used) are refused: a code seen over a shoulder or in a
 * log cannot be replayed.
 */
export function matchTotp(
  username: string,
  base32: string,
  code: string,
  lastStep: number | null,
  now: number,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(username, base32).validate({
    token: code,
    timestamp: now,
    window: 1,
  });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is unambiguous. */
const CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz";

/** Ten codes of 80 random bits each, shown as xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.randomBytes(10);
    let bits = 0n;
    for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
    let code = "";
    for (let i = 0; i < 16; i++)
      code = CROCKFORD[Number((bits >> BigInt(5 * i)) & 31n)]! + code;
    return code.match(/.{4}/g)!.join("-");
  });
}

/** A typed recovery code, normalised (case, spaces, dashes, o for 0, i/l for 1), or null if it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input
    .toLowerCase()
    .replace(/[\s-]/g, "")
    .replace(/o/g, "0")
    .replace(/[il]/g, "1");
  return /^[0-9a-hjkmnp-tv-z]{16}$/.test(code) ? code : null;
}

/**
 * 80 random bits need no slow hash: SHA-256 of one cannot be reversed by guessing. The prefix
 * keeps these hashes apart from the other SHA-256 values the database holds.
 */
function hashRecoveryCode(normalized: string): string {
  return sha256(`recovery-code:${normalized}`);
}

function storeRecoveryCodes(
  tx: Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0],
  userId: number,
  codes: string[],
): void {
  tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
  for (const code of codes)
    tx.insert(recoveryCodes)
      .values({
        userId,
        codeHash: hashRecoveryCode(normalizeRecoveryCode(code)!),
      })
      .run();
}

type User = typeof adminUsers.$inferSelect;

function userById(id: number): User | undefined {
  return getDb().select().from(adminUsers).where(eq(adminUsers.id, id)).get();
}

export type SecondFactor = "totp" | "recovery";

/**
 * Checks a code for a user with two-factor sign-in on, and spends it: an authenticator code moves
 * the last accepted step on, a recovery code is marked used. Each in one conditional UPDATE, so two
 * requests with the same code cannot both succeed. `allowRecovery` false takes authenticator codes only.
 */
export function spendCode(
  user: User,
  input: string,
  now: number,
  allowRecovery = true,
): SecondFactor | null {
  if (!user.totpSecret || !user.totpEnabledAt) return null;
  const code = input.replace(/\s/g, "");
  const db = getDb();
  if (/^\d{6}$/.test(code)) {
    const secret = decryptSecret(user.id, user.totpSecret);
    if (!secret) return null;
    const step = matchTotp(user.username, secret, code, user.totpLastStep, now);
    if (step === null) return null;
    const moved = db
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(adminUsers.id, user.id),
          or(
            isNull(adminUsers.totpLastStep),
            lt(adminUsers.totpLastStep, step),
          ),
        ),
      )
      .run();
    return moved.changes === 1 ? "totp" : null;
  }
  if (!allowRecovery) return null;
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) return null;
  const used = db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .run();
  return used.changes === 1 ? "recovery" : null;
}

/**
 * A code checked under the login throttle (the same keys as a password: account and address, then
 * address): guessing codes is as limited as guessing passwords. A right code takes its reservation
 * back and clears this account's failures from this address, as a right password does.
 */
export function spendCodeThrottled(
  user: User,
  input: string,
  address: string,
  now: number,
  allowRecovery = true,
):
  | { ok: true; factor: SecondFactor }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number } {
  const reservation = reserveLoginAttempt(user.username, address, now);
  if (!reservation.ok)
    return {
      ok: false,
      reason: "throttled",
      retryAfterSeconds: reservation.retryAfterSeconds,
    };
  const factor = spendCode(user, input, now, allowRecovery);
  if (!factor) return { ok: false, reason: "invalid" };
  const [pairKey] = throttleLimits(user.username, address)[0]!;
  getDb()
    .delete(loginAttempts)
    .where(
      or(
        eq(loginAttempts.key, pairKey),
        inArray(loginAttempts.id, reservation.ids),
      ),
    )
    .run();
  return { ok: true, factor };
}

// ---------------------------------------------------------------- the pending sign-in

/** Opens the second step of a sign-in: returns the token for the browser's cookie (only its hash is stored). */
export function createPendingLogin(userId: number, now = Date.now()): string {
  const token = crypto.randomBytes(32).toString("base64url");
  getDb().transaction((tx) => {
    // Expired ones go; one account keeps one pending sign-in per browser at most, and few overall.
    tx.delete(pendingLogins)
      .where(lt(pendingLogins.expiresAt, new Date(now)))
      .run();
    tx.insert(pendingLogins)
      .values({
        tokenHash: sha256(token),
        userId,
        expiresAt: new Date(now + PENDING_LOGIN_MS),
      })
      .run();
  });
  return token;
}

/** Whether this token names a live pending sign-in (read only: a GET never writes). */
export function hasPendingLogin(
  token: string | undefined,
  now = Date.now(),
): boolean {
  if (!token || token.length > 200) return false;
  const row = getDb()
    .select({ expiresAt: pendingLogins.expiresAt })
    .from(pendingLogins)
    .where(eq(pendingLogins.tokenHash, sha256(token)))
    .get();
  return !!row && row.expiresAt.getTime() > now;
}

export function dropPendingLogin(token: string | undefined): void {
  if (token && token.length <= 200)
    getDb()
      .delete(pendingLogins)
      .where(eq(pendingLogins.tokenHash, sha256(token)))
      .run();
}

export type SecondStepResult =
  | { ok: true; userId: number }
  | { ok: false; reason: "expired" | "invalid" | "too-many" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * The second step of a sign-in: the code for the user the pending sign-in belongs to. A right code
 * ends the pending sign-in (single use) and the caller opens the session; a wrong one counts in the
 * login throttle and against this pending sign-in, which ends after a few.
 */
export function completeSecondStep(
  token: string | undefined,
  code: string,
  address: string,
  now = Date.now(),
): SecondStepResult {
  if (!token || token.length > 200) return { ok: false, reason: "expired" };
  const db = getDb();
  const tokenHash = sha256(token);
  const pending = db
    .select()
    .from(pendingLogins)
    .where(eq(pendingLogins.tokenHash, tokenHash))
    .get();
  if (!pending || pending.expiresAt.getTime() <= now) {
    if (pending) dropPendingLogin(token);
    return { ok: false, reason: "expired" };
  }
  const user = userById(pending.userId);
  if (!user) return { ok: false, reason: "expired" };
  const result = asAccount({ id: user.id, username: user.username }, () =>
    spendCodeThrottled(user, code, address, now),
  );
  if (result.ok) {
    // Single use: of two requests with one token, only the one that deletes the row goes on.
    const taken = db
      .delete(pendingLogins)
      .where(eq(pendingLogins.tokenHash, tokenHash))
      .run();
    return taken.changes === 1
      ? { ok: true, userId: user.id }
      : { ok: false, reason: "expired" };
  }
  if (result.reason === "throttled") return result;
  recordSignIn(
    db,
    "login-failed",
    { id: user.id, username: user.username },
    now,
  );
  const failures = pending.failures + 1;
  if (failures >= PENDING_LOGIN_MAX_FAILURES) {
    dropPendingLogin(token);
    return { ok: false, reason: "too-many" };
  }
  db.update(pendingLogins)
    .set({ failures })
    .where(eq(pendingLogins.tokenHash, tokenHash))
    .run();
  return { ok: false, reason: "invalid" };
}

// ---------------------------------------------------------------- the account page

export interface TwoFactorState {
  enabled: boolean;
  required: boolean;
  recoveryLeft: number;
  /** A setup under way: what the page shows to scan or type. */
  setup: { uri: string; secret: string } | null;
}

export function twoFactorState(session: AdminSession): TwoFactorState {
  const user = userById(session.userId);
  const required = isTwoFactorRequired();
  if (!user) return { enabled: false, required, recoveryLeft: 0, setup: null };
  const recoveryLeft = getDb()
    .select({ n: sql<number>`count(*)` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
    .get()!.n;
  const pending =
    !user.totpEnabledAt && user.totpPendingSecret
      ? decryptSecret(user.id, user.totpPendingSecret)
      : null;
  return {
    enabled: !!user.totpEnabledAt,
    required,
    recoveryLeft,
    setup: pending
      ? { uri: totpOf(user.username, pending).toString(), secret: pending }
      : null,
  };
}

/** The QR code of an otpauth:// URI as SVG markup, drawn on the server: no browser JavaScript. */
export async function qrSvg(uri: string): Promise<string> {
  const QRCode = await import("qrcode");
  return QRCode.toString(uri, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
}

/** Starts (or restarts) a setup: a fresh secret, kept server-side until a code confirms it. */
export function startSetup(session: AdminSession): ActionResult {
  const user = userById(session.userId);
  if (!user) return failed({ form: adminMessages.account.sessionGone });
  if (user.totpEnabledAt) return failed({ form: t.alreadyOn });
  const secret = new Secret({ size: 20 }).base32;
  getDb()
    .update(adminUsers)
    .set({ totpPendingSecret: encryptSecret(user.id, secret) })
    .where(eq(adminUsers.id, user.id))
    .run();
  return { ok: true };
}

export function cancelSetup(session: AdminSession): ActionResult {
  getDb()
    .update(adminUsers)
    .set({ totpPendingSecret: null })
    .where(
      and(eq(adminUsers.id, session.userId), isNull(adminUsers.totpEnabledAt)),
    )
    .run();
  return { ok: true };
}

/**
 * Confirms a setup with a code from the app, computed from the secret kept on the server (never
 * one sent by the form). Turns two-factor sign-in on and returns the ten recovery codes, which
 * are shown this once: only their hashes are stored.
 */
export function confirmSetup(
  session: AdminSession,
  code: string,
  now = Date.now(),
): ActionResult<{ recoveryCodes: string[] }> {
  const user = userById(session.userId);
  if (!user) return failed({ form: adminMessages.account.sessionGone });
  if (user.totpEnabledAt) return failed({ form: t.alreadyOn });
  const secret = user.totpPendingSecret
    ? decryptSecret(user.id, user.totpPendingSecret)
    : null;
  if (!secret) return failed({ form: t.noSetup });
  const step = matchTotp(
    user.username,
    secret,
    code.replace(/\s/g, ""),
    null,
    now,
  );
  if (step === null) return failed({ code: t.wrongCode });
  const codes = newRecoveryCodes();
  const turnedOn = getDb().transaction((tx) => {
    // Only the setup this page showed: a setup restarted in another tab meanwhile wins.
    const result = tx
      .update(adminUsers)
      .set({
        totpSecret: encryptSecret(user.id, secret),
        totpPendingSecret: null,
        totpEnabledAt: new Date(now),
        totpLastStep: step,
        updatedAt: new Date(now),
      })
      .where(
        and(
          eq(adminUsers.id, user.id),
          eq(adminUsers.totpPendingSecret, user.totpPendingSecret!),
          isNull(adminUsers.totpEnabledAt),
        ),
      )
      .run();
    if (result.changes !== 1) return false;
    storeRecoveryCodes(tx, user.id, codes);
    return true;
  });
  return turnedOn
    ? { ok: true, recoveryCodes: codes }
    : failed({ form: t.noSetup });
}

/** Ten new recovery codes for a current authenticator code (checked under the login throttle). */
export function regenerateRecoveryCodes(
  session: AdminSession,
  code: string,
  address: string,
  now = Date.now(),
): ActionResult<{ recoveryCodes: string[] }> {
  const user = userById(session.userId);
  if (!user) return failed({ form: adminMessages.account.sessionGone });
  if (!user.totpEnabledAt) return failed({ form: t.notOn });
  const result = spendCodeThrottled(user, code, address, now, false);
  if (!result.ok)
    return result.reason === "throttled"
      ? failed({ form: t.throttled })
      : failed({ code: t.wrongCode });
  const codes = newRecoveryCodes();
  getDb().transaction((tx) => storeRecoveryCodes(tx, user.id, codes));
  return { ok: true, recoveryCodes: codes };
}

/**
 * Turns two-factor sign-in off: needs the current password and a code (from the app, or a
 * recovery code: the way out for a lost phone), under the login throttle. Refused while it is
 * required for every account.
 */
export async function disableTwoFactor(
  session: AdminSession,
  input: { currentPassword: string; code: string },
  address: string,
  now = Date.now(),
): Promise<ActionResult> {
  if (isTwoFactorRequired()) return failed({ form: t.disableRequired });
  const user = userById(session.userId);
  if (!user) return failed({ form: adminMessages.account.sessionGone });
  if (!user.totpEnabledAt) return failed({ form: t.notOn });
  const reservation = reserveLoginAttempt(user.username, address, now);
  if (!reservation.ok) return failed({ form: t.throttled });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    return failed({ currentPassword: t.wrongPassword });
  // The right password takes its reservation back; the code is then checked under its own.
  getDb()
    .delete(loginAttempts)
    .where(inArray(loginAttempts.id, reservation.ids))
    .run();
  const result = spendCodeThrottled(user, input.code, address, now);
  if (!result.ok)
    return result.reason === "throttled"
      ? failed({ form: t.throttled })
      : failed({ code: t.wrongCode });
  getDb().transaction((tx) => {
    tx.update(adminUsers)
      .set(TWO_FACTOR_OFF)
      .where(eq(adminUsers.id, user.id))
      .run();
    tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id)).run();
  });
  return { ok: true };
}

/** Whether the account has two-factor sign-in on (the login's password step asks this). */
export function hasTwoFactor(userId: number): boolean {
  return !!userById(userId)?.totpEnabledAt;
}

/**
 * The administrator's switch, "require two-factor sign-in for every account". Turning it on needs
 * it on the administrator's own account first: otherwise the switch would send its own user away
 * to set it up mid-way through the settings.
 */
export function saveSignInSecurity(
  session: AdminSession,
  required: boolean,
): ActionResult {
  if (required && !hasTwoFactor(session.userId))
    return failed({ twoFactorRequired: adminMessages.settings.ownFirst });
  setTwoFactorRequired(required);
  return { ok: true };
}
