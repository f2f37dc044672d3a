import { and, desc, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/admin/set-password";
import { getDb } from "../db/client.server";
import { adminUsers, auditLog, sessions } from "../db/schema.server";
import {
  createSession,
  ensureAdminAccount,
  getAdminSession,
} from "./auth.server";
import { issueSetupToken } from "./password-setup.server";
import {
  completeSecondStep,
  confirmSetup,
  hasPendingLogin,
  startSetup,
  twoFactorState,
} from "./two-factor.server";
import { createLoadContext } from "~/server/platform/request-context.server";

/**
 * Issue 35, points 7a and 7b: a set-password link stands in for the password, never for the
 * second factor; and what nobody signed in writes (the password set through the link, a recovery
 * code spent at sign-in) is in the audit log, with the account concerned as its author.
 */

const ORIGIN = "http://127.0.0.1:4000";
const PASSWORD = "copper drums at dawn 7";
let counter = 0;

async function account(twoFactor: boolean) {
  const username = `link-user-${++counter}`;
  await ensureAdminAccount({ username, password: "first-password-12" });
  const user = () =>
    getDb()
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, username))
      .get()!;
  let recoveryCodes: string[] = [];
  if (twoFactor) {
    const cookie = createSession(new Request(ORIGIN), user().id).split(";")[0]!;
    const session = getAdminSession(
      new Request(ORIGIN, { headers: { cookie } }),
    )!;
    expect(startSetup(session).ok).toBe(true);
    const secret = twoFactorState(session).setup!.secret;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const confirmed = confirmSetup(session, code, Date.now());
    if (!confirmed.ok) throw new Error("two-factor sign-in not turned on");
    recoveryCodes = confirmed.recoveryCodes;
  }
  const { token } = getDb().transaction((tx) => issueSetupToken(tx, user().id));
  return { user, token, recoveryCodes };
}

async function postPassword(token: string): Promise<Response> {
  const body = new URLSearchParams({
    newPassword: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const request = new Request(`${ORIGIN}/admin/set-password/${token}`, {
    method: "POST",
    body,
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
    },
  });
  const answer = await action({
    request,
    params: { token },
    context: createLoadContext({ clientIp: "10.35.7.1", dataRequest: false }),
  } as unknown as Parameters<typeof action>[0]);
  if (!(answer instanceof Response)) throw new Error("expected a redirect");
  return answer;
}

function sessionCount(userId: number): number {
  return getDb()
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .all().length;
}

function entries(userId: number, entity: string) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, userId), eq(auditLog.entity, entity)))
    .orderBy(desc(auditLog.id))
    .all();
}

describe("a set-password link on an account with two-factor sign-in", () => {
  it("opens no session: it sends the user to the login's code step, and a code signs in", async () => {
    const { user, token, recoveryCodes } = await account(true);
    const before = sessionCount(user().id);
    const answer = await postPassword(token);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/login");
    const cookie = answer.headers.get("Set-Cookie") ?? "";
    expect(cookie).not.toContain("cw_session");
    const pending = /cw_2fa=([^;]+)/.exec(cookie)?.[1];
    expect(hasPendingLogin(pending)).toBe(true);
    // The link ended the account's sessions and opened none.
    expect(sessionCount(user().id)).toBe(0);
    expect(before).toBeGreaterThan(0);
    // The code step then signs in, here with a recovery code.
    const done = completeSecondStep(pending, recoveryCodes[0]!, "10.35.7.1");
    expect(done).toEqual({ ok: true, userId: user().id });
  });

  it("writes the new password and the spent recovery code to the audit log, as the account's own", async () => {
    const { user, token, recoveryCodes } = await account(true);
    const answer = await postPassword(token);
    const pending = /cw_2fa=([^;]+)/.exec(
      answer.headers.get("Set-Cookie") ?? "",
    )?.[1];
    const [password] = entries(user().id, "admin_users");
    expect(password).toMatchObject({
      action: "update",
      actor: user().username,
      entityId: String(user().id),
    });
    expect(Object.keys(password!.changes ?? {})).toContain("password_hash");
    // Only a fingerprint of the hash, never the hash.
    expect(JSON.stringify(password!.changes)).not.toContain(
      user().passwordHash,
    );
    expect(entries(user().id, "password_setup_tokens")[0]).toMatchObject({
      action: "update",
    });
    expect(completeSecondStep(pending, recoveryCodes[1]!, "10.35.7.2").ok).toBe(
      true,
    );
    const [spent] = entries(user().id, "recovery_codes");
    expect(spent).toMatchObject({ action: "update", actor: user().username });
    expect(Object.keys(spent!.changes ?? {})).toEqual(["used_at"]);
  });
});

describe("a set-password link on an account without two-factor sign-in", () => {
  it("signs the user in, and the password change is audited as theirs", async () => {
    const { user, token } = await account(false);
    const answer = await postPassword(token);
    expect(answer.headers.get("Location")).toBe("/admin");
    expect(answer.headers.get("Set-Cookie")).toContain("cw_session=");
    expect(sessionCount(user().id)).toBe(1);
    expect(entries(user().id, "admin_users")[0]).toMatchObject({
      action: "update",
      actorId: user().id,
    });
  });
});
