import crypto from "node:crypto";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { failed, type ActionResult } from "~/lib/forms/action-result";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";
import { mail as mailText } from "~/locales/en/mail.server";
import { hashPassword, reserveLoginAttempt, sha256 } from "./auth.server";
import { type Db, getDb } from "../db/client.server";
import {
  adminUsers,
  loginAttempts,
  passwordSetupTokens,
  sessions,
} from "../db/schema.server";
import { asAccount } from "../audit/context.server";
import { getTransport } from "../messages/mail.server";
import { retryDelay } from "../messages/outbox.server";
import { passwordProblem } from "./password-policy.server";

/**
 * One-time set-password links (issue 19, docs/decisions/034). The token is 32 random bytes in the
 * link; the database keeps only its SHA-256. A link works once, for 24 hours, and only while its
 * user is active; issuing a new one deletes the user's others. Tokens are never logged.
 */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Mail attempts for one link; the admin has the link on screen anyway. */
const MAIL_ATTEMPTS = 6;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Issues a new link for the user inside the caller's transaction; the user's earlier links stop working. */
export function issueSetupToken(
  tx: Tx,
  userId: number,
  now = Date.now(),
): { token: string; tokenHash: string; expiresAt: number } {
  const token = crypto.randomBytes(32).toString("base64url");
  const tokenHash = sha256(token);
  const expiresAt = now + SETUP_TOKEN_TTL_MS;
  tx.delete(passwordSetupTokens)
    .where(eq(passwordSetupTokens.userId, userId))
    .run();
  tx.insert(passwordSetupTokens)
    .values({
      tokenHash,
      userId,
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
    })
    .run();
  return { token, tokenHash, expiresAt };
}

/** The link's address. The origin is SITE_URL when set (never a Host header then), else this request's. */
export function setupLink(origin: string, token: string): string {
  return `${origin}/admin/set-password/${token}`;
}

/** A token as a link carries it: base64url of 32 bytes. Anything else is refused before a lookup. */
function wellFormed(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export interface SetupTarget {
  userId: number;
  username: string;
  displayName: string;
  tokenHash: string;
}

/** Whose link this is, while it works (unused, unexpired, its user active); else null, whatever the reason. */
export function findSetupToken(
  token: string,
  now = Date.now(),
): SetupTarget | null {
  if (!wellFormed(token)) return null;
  const row = getDb()
    .select({
      userId: adminUsers.id,
      username: adminUsers.username,
      displayName: adminUsers.displayName,
      tokenHash: passwordSetupTokens.tokenHash,
    })
    .from(passwordSetupTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordSetupTokens.userId))
    .where(
      and(
        eq(passwordSetupTokens.tokenHash, sha256(token)),
        isNull(passwordSetupTokens.usedAt),
        gt(passwordSetupTokens.expiresAt, new Date(now)),
        eq(adminUsers.active, true),
      ),
    )
    .get();
  return row ?? null;
}

/**
 * `twoFactor`: the account has two-factor sign-in on, so the link opened no session: a link stands
 * in for the password only, and the caller asks for the code as after a right password (issue 35).
 */
export type SetPasswordResult = ActionResult<{
  userId: number;
  twoFactor: boolean;
}> & {
  throttled?: boolean;
};

/**
 * Sets the password through a link: under the login throttle (a guess at a token counts as a
 * failed login from that address), then the policy, then one transaction that spends the token
 * (only if still unspent: two posts at once cannot both use it), sets the password and ends the
 * user's sessions. Unknown, used and expired links all get the same answer. Nobody is signed in,
 * so the account itself is named as the author in the audit log (decision 035).
 */
export async function setPasswordWithToken(
  token: string,
  values: { newPassword: string; confirmPassword: string },
  address: string,
  now = Date.now(),
): Promise<SetPasswordResult> {
  const t = adminMessages.setPassword;
  const reservation = reserveLoginAttempt("set-password-link", address, now);
  if (!reservation.ok)
    return { ...failed({ form: t.throttled }), throttled: true };
  const target = findSetupToken(token, now);
  if (!target) return failed({ form: t.invalid });
  // A working link is no guess: its attempt is taken back.
  getDb()
    .delete(loginAttempts)
    .where(inArray(loginAttempts.id, reservation.ids))
    .run();
  if (values.newPassword !== values.confirmPassword)
    return failed({ confirmPassword: adminMessages.account.mismatch });
  const problem = passwordProblem(values.newPassword, target.username);
  if (problem)
    return failed({ newPassword: adminMessages.account.problems[problem] });
  const passwordHash = await hashPassword(values.newPassword);
  const account = { id: target.userId, username: target.username };
  const spent = asAccount(account, () =>
    getDb().transaction((tx) => {
      const used = tx
        .update(passwordSetupTokens)
        .set({ usedAt: new Date(now) })
        .where(
          and(
            eq(passwordSetupTokens.tokenHash, target.tokenHash),
            isNull(passwordSetupTokens.usedAt),
            gt(passwordSetupTokens.expiresAt, new Date(now)),
          ),
        )
        .run();
      const user = tx
        .select({
          active: adminUsers.active,
          totpEnabledAt: adminUsers.totpEnabledAt,
        })
        .from(adminUsers)
        .where(eq(adminUsers.id, target.userId))
        .get();
      if (used.changes !== 1 || !user?.active) return null;
      tx.update(adminUsers)
        .set({ passwordHash, updatedAt: new Date(now) })
        .where(eq(adminUsers.id, target.userId))
        .run();
      tx.delete(sessions).where(eq(sessions.userId, target.userId)).run();
      return { twoFactor: user.totpEnabledAt !== null };
    }),
  );
  if (!spent) return failed({ form: t.invalid });
  return { ok: true, userId: target.userId, twoFactor: spent.twoFactor };
}

// ---------------------------------------------------------------- mail

/** What became of a new link's mail when it was issued. */
export type LinkMail =
  { state: "queued"; to: string } | { state: "unconfigured" | "noAddress" };

/**
 * Mails a freshly issued link to the user, when mail is configured and they have an address.
 * The token lives only in this process's memory for the retries (the database has its hash only):
 * a failing mail server loses nothing, because the administrator was shown the link to hand over,
 * and the users table shows whether the mail went out. Answers what became of it (issue 35):
 * queued (it goes in the background, retried), or not mailed because mail is not configured or
 * the user has no address; the dialog that shows the link says which.
 */
export function mailSetupLink(
  link: { tokenHash: string; url: string; expiresAt: number },
  user: { username: string; displayName: string; email: string; role: string },
): LinkMail {
  const transport = getTransport();
  if (!transport) return { state: "unconfigured" };
  if (!user.email) return { state: "noAddress" };
  const db = getDb();
  db.update(passwordSetupTokens)
    .set({ mailState: "pending" })
    .where(eq(passwordSetupTokens.tokenHash, link.tokenHash))
    .run();
  const m = mailText.setPassword;
  const expires = new Date(link.expiresAt)
    .toISOString()
    .slice(0, 16)
    .replace("T", " ");
  const text = [
    format(m.greeting, { name: user.displayName || user.username }),
    "",
    format(m.intro, { username: user.username, role: user.role }),
    "",
    format(m.action, { expires }),
    link.url,
    "",
    m.ignore,
  ].join("\n");
  const stillWanted = () =>
    db
      .select({ tokenHash: passwordSetupTokens.tokenHash })
      .from(passwordSetupTokens)
      .where(
        and(
          eq(passwordSetupTokens.tokenHash, link.tokenHash),
          isNull(passwordSetupTokens.usedAt),
          gt(passwordSetupTokens.expiresAt, new Date()),
        ),
      )
      .get() !== undefined;
  const attempt = (attempts: number) => {
    // A link replaced, used or expired meanwhile is not mailed any more.
    if (!stillWanted()) return;
    transport
      .send({
        to: user.email,
        subject: m.subject,
        text,
        templateParams: {
          to_name: user.displayName,
          username: user.username,
          link: link.url,
        },
      })
      .then(
        () =>
          db
            .update(passwordSetupTokens)
            .set({ mailState: "sent" })
            .where(eq(passwordSetupTokens.tokenHash, link.tokenHash))
            .run(),
        () => {
          if (attempts + 1 >= MAIL_ATTEMPTS) {
            db.update(passwordSetupTokens)
              .set({ mailState: "failed" })
              .where(eq(passwordSetupTokens.tokenHash, link.tokenHash))
              .run();
            return;
          }
          setTimeout(
            () => attempt(attempts + 1),
            retryDelay(attempts + 1),
          ).unref();
        },
      )
      // The database may be gone at shutdown: nothing to report then.
      .catch(() => undefined);
  };
  setImmediate(() => attempt(0));
  return { state: "queued", to: user.email };
}
