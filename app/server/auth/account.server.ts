import crypto from "node:crypto";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { failed, type ActionResult } from "~/lib/forms/action-result";
import { adminMessages } from "~/locales/admin";
import {
  type AdminSession,
  IDLE_TIMEOUT_MS,
  hashPassword,
  reserveLoginAttempt,
  verifyPassword,
} from "./auth.server";
import { recordSignIn } from "../audit/audit.server";
import { getDb } from "../db/client.server";
import { adminUsers, loginAttempts, sessions } from "../db/schema.server";
import { passwordProblem } from "./password-policy.server";

/**
 * The signed-in user's own account (issue 19, /admin/account): the password change and the list
 * of their open sessions. Each write is one transaction.
 */
const t = adminMessages.account;

/** A session's public handle: enough to name it in a form, useless as a credential. */
function handleOf(idHash: string): string {
  return crypto
    .createHash("sha256")
    .update(`session-handle:${idHash}`)
    .digest("hex")
    .slice(0, 32);
}

export interface AccountSession {
  handle: string;
  current: boolean;
  userAgent: string | null;
  createdAt: number;
  lastSeenAt: number;
}

/** The user's live sessions, the most recently used first, this one marked. */
export function listSessions(
  session: AdminSession,
  now = Date.now(),
): AccountSession[] {
  return getDb()
    .select({
      idHash: sessions.idHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, session.userId),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - IDLE_TIMEOUT_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .all()
    .map((row) => ({
      handle: handleOf(row.idHash),
      current: row.idHash === session.idHash,
      userAgent: row.userAgent,
      createdAt: row.createdAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
    }));
}

/** Ends one of the user's other sessions (this one ends by signing out). */
export function endSession(
  session: AdminSession,
  handle: string,
): ActionResult {
  const db = getDb();
  const target = db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(eq(sessions.userId, session.userId))
    .all()
    .find((row) => handleOf(row.idHash) === handle);
  if (!target) return failed({ form: t.sessionGone });
  if (target.idHash === session.idHash)
    return failed({ form: t.sessionCurrent });
  db.transaction((tx) => {
    tx.delete(sessions)
      .where(
        and(
          eq(sessions.idHash, target.idHash),
          eq(sessions.userId, session.userId),
        ),
      )
      .run();
    recordSignIn(tx, "session-ended", {
      id: session.userId,
      username: session.username,
    });
  });
  return { ok: true };
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Changes the user's password: the current one is checked (under the login throttle, so a stolen
 * session cannot guess it), the new one must pass the policy, and every other session ends.
 */
export async function changePassword(
  session: AdminSession,
  change: PasswordChange,
  address: string,
  now = Date.now(),
): Promise<ActionResult> {
  const db = getDb();
  const user = db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.id, session.userId))
    .get();
  if (!user) return failed({ form: t.sessionGone });
  if (change.newPassword !== change.confirmPassword)
    return failed({ confirmPassword: t.mismatch });
  const problem = passwordProblem(change.newPassword, user.username);
  if (problem) return failed({ newPassword: t.problems[problem] });
  const reservation = reserveLoginAttempt(user.username, address, now);
  if (!reservation.ok) return failed({ form: t.throttled });
  if (!(await verifyPassword(user.passwordHash, change.currentPassword)))
    return failed({ currentPassword: t.wrongCurrent });
  if (await verifyPassword(user.passwordHash, change.newPassword))
    return failed({ newPassword: t.sameAsCurrent });
  const passwordHash = await hashPassword(change.newPassword);
  db.transaction((tx) => {
    tx.update(adminUsers)
      .set({ passwordHash, updatedAt: new Date(now) })
      .where(eq(adminUsers.id, user.id))
      .run();
    tx.delete(sessions)
      .where(
        and(eq(sessions.userId, user.id), ne(sessions.idHash, session.idHash)),
      )
      .run();
    // The right current password takes its throttle reservation back, as a login does.
    for (const id of reservation.ids)
      tx.delete(loginAttempts).where(eq(loginAttempts.id, id)).run();
  });
  return { ok: true };
}
