import { and, asc, eq, ne, sql } from "drizzle-orm";
import { failed, type ActionResult } from "~/lib/forms/action-result";
import type { UserCreateForm } from "~/lib/forms/admin/users";
import type { Role } from "~/lib/roles";
import { adminMessages } from "~/locales/admin";
import { type AdminSession, NO_PASSWORD } from "../auth/auth.server";
import { getDb } from "../db/client.server";
import { adminUsers, passwordSetupTokens, sessions } from "../db/schema.server";
import { getEnv } from "../platform/env.server";
import {
  issueSetupToken,
  type LinkMail,
  mailSetupLink,
  setupLink,
} from "../auth/password-setup.server";

/**
 * Admin users (issue 19, /admin/users, docs/decisions/034): the list, creating a user with a
 * one-time set-password link, a new link, role changes, deactivation and reactivation. Each write
 * is one transaction, and the guard rails are checked inside it: nobody deactivates or demotes
 * themselves, the last active administrator stays one, and the environment's account (the
 * README's way in) stays an active administrator.
 */
const t = adminMessages.users;

/** The account ADMIN_USERNAME names (or "admin", the default it is created as). */
export function isEnvironmentAccount(username: string): boolean {
  return username === (getEnv().ADMIN_USERNAME ?? "admin");
}

export interface AdminUserRow {
  id: number;
  username: string;
  displayName: string;
  email: string;
  role: Role;
  active: boolean;
  hasPassword: boolean;
  lastLoginAt: number | null;
  /** The current link's mail: whether it went out (null: no unused link). */
  linkMail: "none" | "pending" | "sent" | "failed" | null;
}

export function listUsers(now = Date.now()): AdminUserRow[] {
  const db = getDb();
  const links = new Map(
    db
      .select({
        userId: passwordSetupTokens.userId,
        mailState: passwordSetupTokens.mailState,
        expiresAt: passwordSetupTokens.expiresAt,
        usedAt: passwordSetupTokens.usedAt,
      })
      .from(passwordSetupTokens)
      .all()
      .filter((row) => row.usedAt === null && row.expiresAt.getTime() > now)
      .map((row) => [row.userId, row.mailState] as const),
  );
  return db
    .select()
    .from(adminUsers)
    .orderBy(asc(sql`lower(${adminUsers.username})`))
    .all()
    .map((user) => ({
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      email: user.email,
      role: user.role,
      active: user.active,
      hasPassword: user.passwordHash !== NO_PASSWORD,
      lastLoginAt: user.lastLoginAt?.getTime() ?? null,
      linkMail: links.get(user.id) ?? null,
    }));
}

export interface IssuedLink {
  username: string;
  url: string;
  expiresAt: number;
  /** Its mail: queued to the user's address, or why it was not mailed. */
  mail: LinkMail;
}

/** Creates a user without a password, and their one-time link (mailed when mail is configured). */
export function createUser(
  input: UserCreateForm,
  origin: string,
  now = Date.now(),
): ActionResult<{ link: IssuedLink }> {
  const db = getDb();
  const created = db.transaction((tx) => {
    const taken = tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(
        eq(sql`lower(${adminUsers.username})`, input.username.toLowerCase()),
      )
      .get();
    if (taken) return null;
    const user = tx
      .insert(adminUsers)
      .values({
        username: input.username,
        displayName: input.displayName,
        email: input.email,
        role: input.role,
        passwordHash: NO_PASSWORD,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning({ id: adminUsers.id })
      .get();
    return { userId: user.id, ...issueSetupToken(tx, user.id, now) };
  });
  if (!created) return failed({ username: t.usernameTaken });
  const url = setupLink(origin, created.token);
  const mail = mailSetupLink(
    { tokenHash: created.tokenHash, url, expiresAt: created.expiresAt },
    { ...input, role: adminMessages.roles[input.role] },
  );
  return {
    ok: true,
    link: {
      username: input.username,
      url,
      expiresAt: created.expiresAt,
      mail,
    },
  };
}

/** A new link for an active user; their earlier link stops working. Their password, if set, stays until the link is used. */
export function reissueLink(
  userId: number,
  origin: string,
  now = Date.now(),
): ActionResult<{ link: IssuedLink }> {
  const db = getDb();
  const issued = db.transaction((tx) => {
    const user = tx
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.id, userId))
      .get();
    if (!user) return failed({ form: t.notFound });
    if (!user.active) return failed({ form: t.inactiveLink });
    return { ok: true as const, user, ...issueSetupToken(tx, user.id, now) };
  });
  if (!issued.ok) return issued;
  const { user } = issued;
  const url = setupLink(origin, issued.token);
  const mail = mailSetupLink(
    { tokenHash: issued.tokenHash, url, expiresAt: issued.expiresAt },
    {
      username: user.username,
      displayName: user.displayName,
      email: user.email,
      role: adminMessages.roles[user.role],
    },
  );
  return {
    ok: true,
    link: {
      username: user.username,
      url,
      expiresAt: issued.expiresAt,
      mail,
    },
  };
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

/** Whether taking this user out of the active administrators would leave none. */
function isLastActiveAdministrator(tx: Tx, userId: number): boolean {
  const others = tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.role, "administrator"),
        eq(adminUsers.active, true),
        ne(adminUsers.id, userId),
      ),
    )
    .all();
  return others.length === 0;
}

/** The guard rails for taking a user's administrator role or access away; an error, or null. */
function refusal(
  tx: Tx,
  actor: AdminSession,
  user: typeof adminUsers.$inferSelect,
): string | null {
  if (user.id === actor.userId) return t.notSelf;
  if (isEnvironmentAccount(user.username)) return t.environmentAccount;
  if (
    user.role === "administrator" &&
    user.active &&
    isLastActiveAdministrator(tx, user.id)
  )
    return t.lastAdministrator;
  return null;
}

export function changeRole(
  actor: AdminSession,
  userId: number,
  role: Role,
  now = Date.now(),
): ActionResult<{ username: string }> {
  return getDb().transaction((tx) => {
    const user = tx
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.id, userId))
      .get();
    if (!user) return failed({ form: t.notFound });
    if (user.role === role) return failed({ form: t.unchanged });
    if (role !== "administrator") {
      const problem = refusal(tx, actor, user);
      if (problem) return failed({ form: problem });
    }
    tx.update(adminUsers)
      .set({ role, updatedAt: new Date(now) })
      .where(eq(adminUsers.id, userId))
      .run();
    return { ok: true as const, username: user.username };
  });
}

/**
 * Deactivates (ending every session of the user and their unused link, in the same transaction:
 * they are signed out at once) or reactivates a user.
 */
export function setUserActive(
  actor: AdminSession,
  userId: number,
  active: boolean,
  now = Date.now(),
): ActionResult<{ username: string }> {
  return getDb().transaction((tx) => {
    const user = tx
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.id, userId))
      .get();
    if (!user) return failed({ form: t.notFound });
    if (user.active === active) return failed({ form: t.unchanged });
    if (!active) {
      const problem = refusal(tx, actor, user);
      if (problem) return failed({ form: problem });
      tx.delete(sessions).where(eq(sessions.userId, userId)).run();
      tx.delete(passwordSetupTokens)
        .where(eq(passwordSetupTokens.userId, userId))
        .run();
    }
    tx.update(adminUsers)
      .set({ active, updatedAt: new Date(now) })
      .where(eq(adminUsers.id, userId))
      .run();
    return { ok: true as const, username: user.username };
  });
}
