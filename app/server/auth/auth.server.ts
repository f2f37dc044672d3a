import crypto from "node:crypto";
import { and, desc, eq, gte, inArray, lt, or } from "drizzle-orm";
import { getDb } from "../db/client.server";
import {
  adminUsers,
  loginAttempts,
  pendingLogins,
  recoveryCodes,
  sessions,
} from "../db/schema.server";
import { getEnv } from "../platform/env.server";
import { ADMIN_KEEPALIVE_MS } from "~/lib/admin-keepalive";
import { recordSignIn } from "../audit/audit.server";
import type { Role } from "~/lib/roles";

/**
 * Admin authentication: Argon2id password hashes, server-side sessions (the cookie holds a random
 * id; the database holds its SHA-256), a login throttle, and the guard every admin loader and
 * action starts with.
 */

export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/**
 * Sliding expiry without a write per request: last_seen_at moves only on writes (a GET never
 * writes), and only when this much older. The admin shell posts a keep-alive at this interval while
 * the administrator is active, so reading pages keeps the session open too.
 */
export const TOUCH_INTERVAL_MS = ADMIN_KEEPALIVE_MS;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const THROTTLE_MAX_FAILURES = 5;

export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 hashes with Argon2id by default. Loaded on first use, not at start.
  return import("@node-rs/argon2").then(({ hash }) => hash(password));
}

export async function verifyPassword(
  passwordHash: string,
  password: string,
): Promise<boolean> {
  try {
    const { verify } = await import("@node-rs/argon2");
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The password hash of a user who has not set one yet (created with a set-password link): no
 * Argon2 hash, so no password ever verifies against it.
 */
export const NO_PASSWORD = "";

/** A hash of a password nobody has: unknown usernames cost the same time as wrong passwords. */
let decoyHash: Promise<string> | undefined;

export function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}

/**
 * Creates the admin account, or resets its password, from ADMIN_USERNAME/ADMIN_PASSWORD. Without
 * them, a first start creates "admin" with a generated password and returns it once for the
 * console; later starts keep the account as it is. Returns lines for the console.
 */
export async function ensureAdminAccount(
  config: { username?: string; password?: string } = {
    username: getEnv().ADMIN_USERNAME,
    password: getEnv().ADMIN_PASSWORD,
  },
): Promise<string[]> {
  const db = getDb();
  const username = config.username ?? "admin";
  const existing = db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, username))
    .get();
  if (config.password) {
    // The same ADMIN_PASSWORD as last applied keeps the account as it is, a password changed since
    // at /admin/account included; a new value resets it (the README's way back in). Before the
    // column existed, the value last applied was the current password.
    const lastApplied = existing
      ? (existing.envPasswordHash ?? existing.passwordHash)
      : undefined;
    if (
      existing &&
      lastApplied &&
      (await verifyPassword(lastApplied, config.password))
    ) {
      if (
        !existing.envPasswordHash ||
        existing.role !== "administrator" ||
        !existing.active
      ) {
        // The environment's account is and stays an active administrator (decision 034).
        db.update(adminUsers)
          .set({
            envPasswordHash: lastApplied,
            role: "administrator",
            active: true,
          })
          .where(eq(adminUsers.id, existing.id))
          .run();
      }
      return [
        `Admin login: /admin/login as "${username}" (password from ADMIN_PASSWORD)`,
      ];
    }
    const passwordHash = await hashPassword(config.password);
    const hadTwoFactor = !!existing?.totpEnabledAt;
    db.transaction((tx) => {
      if (existing) {
        // A new ADMIN_PASSWORD is the operator's way back in, a lost phone included: it turns the
        // account's two-factor sign-in off too (docs/decisions/033). Where it is required for every
        // account, the guard sends the account to set it up again right after signing in.
        tx.update(adminUsers)
          .set({
            passwordHash,
            envPasswordHash: passwordHash,
            ...TWO_FACTOR_OFF,
            role: "administrator",
            active: true,
            updatedAt: new Date(),
          })
          .where(eq(adminUsers.id, existing.id))
          .run();
        tx.delete(recoveryCodes)
          .where(eq(recoveryCodes.userId, existing.id))
          .run();
        tx.delete(pendingLogins)
          .where(eq(pendingLogins.userId, existing.id))
          .run();
        // A reset password ends the sessions opened with the old one.
        tx.delete(sessions).where(eq(sessions.userId, existing.id)).run();
      } else {
        tx.insert(adminUsers)
          .values({ username, passwordHash, envPasswordHash: passwordHash })
          .run();
      }
    });
    return [
      `Admin login: /admin/login as "${username}" (password from ADMIN_PASSWORD)`,
      ...(hadTwoFactor
        ? [
            `Two-factor sign-in of "${username}" was turned off with the password reset; set it up again at /admin/account.`,
          ]
        : []),
    ];
  }
  const anyAdmin = db.select({ id: adminUsers.id }).from(adminUsers).get();
  if (existing || anyAdmin) {
    return [
      `Admin login: /admin/login (the account set up at first start; set ADMIN_PASSWORD to reset it)`,
    ];
  }
  const password = crypto.randomBytes(15).toString("base64url");
  db.insert(adminUsers)
    .values({ username, passwordHash: await hashPassword(password) })
    .run();
  return [
    `Admin login: /admin/login as "${username}" with password ${password}`,
    "(shown once: keep it, or set ADMIN_USERNAME/ADMIN_PASSWORD and restart to reset it)",
  ];
}

/** The columns of an account without two-factor sign-in (turned off, or reset by ADMIN_PASSWORD). */
export const TWO_FACTOR_OFF = {
  totpSecret: null,
  totpPendingSecret: null,
  totpEnabledAt: null,
  totpLastStep: null,
} as const;

// ---------------------------------------------------------------- throttle

/**
 * Failures count per account and address pair (5 in the window), and per address whatever the
 * account (10): a stranger's failures never lock the real administrator out from another address,
 * and one address cannot try many names. There is no account-wide lock, which anyone could
 * trigger to keep the administrator out.
 */
const THROTTLE_MAX_PER_ADDRESS = 10;

export function throttleLimits(
  username: string,
  address: string,
): Array<[key: string, max: number]> {
  const name = username.trim().toLowerCase();
  return [
    [`pair:${name}|${address}`, THROTTLE_MAX_FAILURES],
    [`addr:${address}`, THROTTLE_MAX_PER_ADDRESS],
  ];
}

type Reservation =
  { ok: true; ids: number[] } | { ok: false; retryAfterSeconds: number };

/**
 * Counts an attempt as a failure before the password is checked, in one synchronous step with the
 * check of the limits: of N guesses sent at once, at most the allowed number ever reach the hash.
 * A successful login takes its reservation back (`attemptLogin`).
 */
export function reserveLoginAttempt(
  username: string,
  address: string,
  now: number,
): Reservation {
  const since = new Date(now - THROTTLE_WINDOW_MS);
  return getDb().transaction((tx): Reservation => {
    // Old attempts no longer count: keep the table small.
    tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, since)).run();
    const limits = throttleLimits(username, address);
    for (const [key, max] of limits) {
      const times = tx
        .select({ createdAt: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(
          and(eq(loginAttempts.key, key), gte(loginAttempts.createdAt, since)),
        )
        .orderBy(desc(loginAttempts.createdAt))
        .limit(max)
        .all();
      if (times.length >= max) {
        // Open again when the oldest of the failures that fill the limit leaves the window.
        const reopens =
          times[max - 1]!.createdAt.getTime() + THROTTLE_WINDOW_MS;
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((reopens - now) / 1000)),
        };
      }
    }
    const ids = limits.map(
      ([key]) =>
        tx
          .insert(loginAttempts)
          .values({ key, createdAt: new Date(now) })
          .returning({ id: loginAttempts.id })
          .get().id,
    );
    return { ok: true, ids };
  });
}

export type LoginResult =
  /** `twoFactor`: the password was right, and a code must follow before a session opens. */
  | { ok: true; userId: number; twoFactor: boolean }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/** Checks a username and password, counting failures; the same answer for unknown user and bad password. */
export async function attemptLogin(
  username: string,
  password: string,
  address: string,
  now = Date.now(),
): Promise<LoginResult> {
  const reservation = reserveLoginAttempt(username, address, now);
  if (!reservation.ok)
    return {
      ok: false,
      reason: "throttled",
      retryAfterSeconds: reservation.retryAfterSeconds,
    };
  const found = getDb()
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, username.trim()))
    .get();
  // A deactivated user, or one who has not set a password yet (its link unused), is answered as an
  // unknown one: the same message and the same time as a wrong password.
  const user =
    found && found.active && found.passwordHash !== NO_PASSWORD
      ? found
      : undefined;
  let valid: boolean;
  if (user) {
    valid = await verifyPassword(user.passwordHash, password);
  } else {
    decoyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
    await verifyPassword(await decoyHash, password);
    valid = false;
  }
  // A failure stays counted, as reserved.
  if (!user || !valid) {
    recordSignIn(
      getDb(),
      "login-failed",
      { id: user?.id ?? null, username: username.trim() },
      now,
    );
    return { ok: false, reason: "invalid" };
  }
  if (user.totpEnabledAt) {
    // Half way: only this attempt's reservation goes back. The account's failures from here
    // stay until a right code (two-factor.server.ts), so re-entering the known password does not
    // reset the count of guessed codes.
    getDb()
      .delete(loginAttempts)
      .where(inArray(loginAttempts.id, reservation.ids))
      .run();
    return { ok: true, userId: user.id, twoFactor: true };
  }
  // A successful login clears this account's failures from this address, and takes back its own.
  const [pairKey] = throttleLimits(username, address)[0]!;
  getDb()
    .delete(loginAttempts)
    .where(
      or(
        eq(loginAttempts.key, pairKey),
        inArray(loginAttempts.id, reservation.ids),
      ),
    )
    .run();
  return { ok: true, userId: user.id, twoFactor: false };
}

// ---------------------------------------------------------------- sessions

function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** Under https the cookie carries the __Host- prefix (Secure, Path=/, no Domain). */
function sessionCookieName(request: Request): string {
  return isSecureRequest(request) ? "__Host-cw_session" : "cw_session";
}

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // Not well-formed percent-encoding (`%E0%A4%A`): no session of ours, so no session.
      return undefined;
    }
  }
  return undefined;
}

function cookieHeader(
  request: Request,
  value: string,
  maxAgeSeconds: number,
): string {
  const parts = [
    `${sessionCookieName(request)}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

/** Opens a new session (a fresh id on every login) and returns its Set-Cookie header. */
export function createSession(
  request: Request,
  userId: number,
  now = Date.now(),
): string {
  const token = crypto.randomBytes(32).toString("base64url");
  getDb().transaction((tx) => {
    tx.insert(sessions)
      .values({
        idHash: sha256(token),
        userId,
        createdAt: new Date(now),
        lastSeenAt: new Date(now),
        expiresAt: new Date(now + ABSOLUTE_TIMEOUT_MS),
        userAgent: request.headers.get("user-agent")?.slice(0, 300) || null,
      })
      .run();
    // Every way in (password, second step, a set-password link) opens its session here.
    tx.update(adminUsers)
      .set({ lastLoginAt: new Date(now) })
      .where(eq(adminUsers.id, userId))
      .run();
    const user = tx
      .select({ username: adminUsers.username })
      .from(adminUsers)
      .where(eq(adminUsers.id, userId))
      .get();
    recordSignIn(
      tx,
      "login",
      { id: userId, username: user?.username ?? "" },
      now,
    );
  });
  return cookieHeader(request, token, ABSOLUTE_TIMEOUT_MS / 1000);
}

export interface AdminSession {
  userId: number;
  username: string;
  displayName: string;
  role: Role;
  idHash: string;
  lastSeenAt: number;
  /** Whether the account has two-factor sign-in on (the guard's "required for every account"). */
  twoFactor: boolean;
}

/** The live session of this request, or null. Expired sessions are treated as absent. */
export function getAdminSession(
  request: Request,
  now = Date.now(),
): AdminSession | null {
  const token = readCookie(request, sessionCookieName(request));
  if (!token || token.length > 200) return null;
  const db = getDb();
  const idHash = sha256(token);
  const row = db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      username: adminUsers.username,
      totpEnabledAt: adminUsers.totpEnabledAt,
      displayName: adminUsers.displayName,
      role: adminUsers.role,
      active: adminUsers.active,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .get();
  if (!row) return null;
  if (
    row.expiresAt.getTime() <= now ||
    now - row.lastSeenAt.getTime() > IDLE_TIMEOUT_MS
  )
    return null;
  // Deactivating deletes the user's sessions in the same transaction; this is the second lock.
  if (!row.active) return null;
  return {
    userId: row.userId,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    idHash,
    lastSeenAt: row.lastSeenAt.getTime(),
    twoFactor: !!row.totpEnabledAt,
  };
}

/** Restarts the idle clock of a live session (on writes only), at most once per touch interval. */
export function touchSession(session: AdminSession, now = Date.now()): void {
  if (now - session.lastSeenAt <= TOUCH_INTERVAL_MS) return;
  getDb()
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.idHash, session.idHash))
    .run();
}

/** Ends this request's session on the server; returns the Set-Cookie header that clears it. */
export function destroySession(request: Request, now = Date.now()): string {
  const token = readCookie(request, sessionCookieName(request));
  const db = getDb();
  const session = getAdminSession(request, now);
  db.transaction((tx) => {
    if (session)
      recordSignIn(
        tx,
        "logout",
        { id: session.userId, username: session.username },
        now,
      );
    if (token)
      tx.delete(sessions)
        .where(eq(sessions.idHash, sha256(token)))
        .run();
    tx.delete(sessions)
      .where(lt(sessions.expiresAt, new Date(now)))
      .run();
  });
  return cookieHeader(request, "", 0);
}

// ---------------------------------------------------------------- the guard

/** A write must come from our own pages: its Origin (or Referer) must be this site's origin. */
export function isSameOrigin(request: Request): boolean {
  const own = new Set([new URL(request.url).origin]);
  const siteUrl = getEnv().SITE_URL;
  if (siteUrl) own.add(new URL(siteUrl).origin);
  const origin = request.headers.get("origin");
  if (origin) return own.has(origin);
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return own.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

export function loginPath(request: Request): string {
  const url = new URL(request.url);
  const target = `${url.pathname}${url.search}`;
  return target === "/admin" || target === "/admin/"
    ? "/admin/login?redirectTo=%2Fadmin"
    : `/admin/login?redirectTo=${encodeURIComponent(target)}`;
}

// The guard that runs before every admin loader and action is `adminGuard`
// (admin-guard.server.ts), with `requireRole`'s checks from roles.server.ts.

/** Where an account without two-factor sign-in goes when it is required (the page says why). */
export const TWO_FACTOR_SETUP_PATH = "/admin/account";
/** What such an account may still reach: its account page, and the shell's keep-alive. */
export const TWO_FACTOR_SETUP_PATHS = new Set([
  TWO_FACTOR_SETUP_PATH,
  "/admin/keepalive",
]);

/** The request's path, without a trailing slash or a client data request's ".data" suffix. */
export function adminPathOf(request: Request): string {
  return new URL(request.url).pathname
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
}

// ---------------------------------------------------------------- the second step's cookie

/** The pending sign-in's cookie (two-factor.server.ts): a random token, for 5 minutes. */
function pendingCookieName(request: Request): string {
  return isSecureRequest(request) ? "__Host-cw_2fa" : "cw_2fa";
}

export function readPendingLoginToken(request: Request): string | undefined {
  return readCookie(request, pendingCookieName(request));
}

export function pendingLoginCookie(
  request: Request,
  token: string,
  maxAgeSeconds: number,
): string {
  const parts = [
    `${pendingCookieName(request)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

/** Only paths inside the admin area are followed after login (no open redirect). */
export function safeRedirectTo(value: unknown): string {
  const fallback = "/admin/categories";
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.includes("\\")
  )
    return fallback;
  // Resolved as the browser will resolve it (dot segments, encoding), then checked: the result is
  // printable ASCII, fit for a Location header, and still inside the admin area.
  let url: URL;
  try {
    url = new URL(value, "http://admin.invalid");
  } catch {
    return fallback;
  }
  if (
    url.origin !== "http://admin.invalid" ||
    !/^\/admin(\/|$)/.test(url.pathname)
  )
    return fallback;
  if (
    url.pathname.startsWith("/admin/login") ||
    url.pathname.startsWith("/admin/logout")
  )
    return fallback;
  const target = `${url.pathname}${url.search}`;
  return /^[\x21-\x7e]*$/.test(target) ? target : fallback;
}
