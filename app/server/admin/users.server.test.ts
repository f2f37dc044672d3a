import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  attemptLogin,
  createSession,
  getAdminSession,
  hashPassword,
  type AdminSession,
} from "../auth/auth.server";
import { getDb } from "../db/client.server";
import { adminUsers, passwordSetupTokens, sessions } from "../db/schema.server";
import { type Mail, setTransportForTests } from "../messages/mail.server";
import {
  findSetupToken,
  SETUP_TOKEN_TTL_MS,
  setPasswordWithToken,
} from "../auth/password-setup.server";
import {
  changeRole,
  createUser,
  listUsers,
  reissueLink,
  setUserActive,
} from "./users.server";

const ORIGIN = "https://cables.example";
const GOOD = "copper drums at dawn 7";
let counter = 0;

afterEach(() => setTransportForTests(null));

function unique(base: string): string {
  counter += 1;
  return `${base}-${counter}-${Date.now().toString(36)}`;
}

function tokenOf(url: string): string {
  return url.split("/").pop()!;
}

function newUser(
  role: "administrator" | "editor" = "editor",
  now = Date.now(),
) {
  const username = unique("user");
  const result = createUser(
    {
      username,
      displayName: "Test Person",
      email: `${username}@example.com`,
      role,
    },
    ORIGIN,
    now,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const user = getDb()
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, username))
    .get()!;
  return { user, link: result.link, token: tokenOf(result.link.url) };
}

/** A session for a user, as the guard would return it. */
function sessionOf(userId: number): AdminSession {
  const cookie = createSession(new Request(ORIGIN), userId).split(";")[0]!;
  return getAdminSession(new Request(ORIGIN, { headers: { cookie } }))!;
}

async function activeAdministrator(): Promise<AdminSession> {
  const username = unique("boss");
  const id = getDb()
    .insert(adminUsers)
    .values({
      username,
      passwordHash: await hashPassword(GOOD),
      role: "administrator",
    })
    .returning({ id: adminUsers.id })
    .get().id;
  return sessionOf(id);
}

describe("creating a user with a one-time link", () => {
  it("stores only the token's hash, links from the configured origin, and lets nobody in before the password is set", async () => {
    const { user, link, token } = newUser();
    expect(link.url).toBe(`${ORIGIN}/admin/set-password/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = getDb()
      .select()
      .from(passwordSetupTokens)
      .where(eq(passwordSetupTokens.userId, user.id))
      .all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(findSetupToken(token)?.username).toBe(user.username);
    expect(await attemptLogin(user.username, "", "10.7.0.1")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(listUsers().find((row) => row.id === user.id)).toMatchObject({
      hasPassword: false,
      role: "editor",
      active: true,
    });
  });

  it("refuses a username taken in any letter case, creating nothing", () => {
    const { user } = newUser();
    const before = getDb().select().from(adminUsers).all().length;
    const again = createUser(
      {
        username: user.username.toUpperCase(),
        displayName: "X",
        email: "x@example.com",
        role: "editor",
      },
      ORIGIN,
    );
    expect(again.ok).toBe(false);
    expect(getDb().select().from(adminUsers).all().length).toBe(before);
  });

  it("mails the link to the user when mail is configured", async () => {
    const sent: Mail[] = [];
    setTransportForTests({
      name: "smtp",
      send: async (mail) => void sent.push(mail),
    });
    const { link, user } = newUser();
    // Queued, not yet sent: the dialog says it is on its way (issue 35).
    expect(link.mail).toEqual({ state: "queued", to: user.email });
    expect(
      getDb()
        .select()
        .from(passwordSetupTokens)
        .where(eq(passwordSetupTokens.userId, user.id))
        .get()?.mailState,
    ).toBe("pending");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(user.email);
    expect(sent[0]!.text).toContain(link.url);
    expect(
      getDb()
        .select()
        .from(passwordSetupTokens)
        .where(eq(passwordSetupTokens.userId, user.id))
        .get()?.mailState,
    ).toBe("sent");
  });

  it("keeps the link when the mail fails: it is shown to hand over, and the mail is retried", async () => {
    let attempts = 0;
    setTransportForTests({
      name: "smtp",
      send: async () => {
        attempts += 1;
        throw new Error("connection refused");
      },
    });
    const { token, user } = newUser();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBe(1);
    expect(
      getDb()
        .select()
        .from(passwordSetupTokens)
        .where(eq(passwordSetupTokens.userId, user.id))
        .get()?.mailState,
    ).toBe("pending");
    expect(findSetupToken(token)).not.toBeNull();
  });

  it("says nothing was mailed when mail is not configured", () => {
    setTransportForTests(undefined);
    expect(newUser().link.mail).toEqual({ state: "unconfigured" });
  });

  it("says the link was not mailed because the user has no address, when mail is configured", () => {
    const sent: Mail[] = [];
    setTransportForTests({
      name: "smtp",
      send: async (mail) => void sent.push(mail),
    });
    const { user } = newUser();
    // An account from before addresses were asked for.
    getDb()
      .update(adminUsers)
      .set({ email: "" })
      .where(eq(adminUsers.id, user.id))
      .run();
    const reissued = reissueLink(user.id, ORIGIN);
    expect(reissued.ok && reissued.link.mail).toEqual({ state: "noAddress" });
  });
});

describe("setting the password through the link", () => {
  it("applies the policy, then signs in once; the link is spent", async () => {
    const { user, token } = newUser();
    expect(
      await setPasswordWithToken(
        token,
        { newPassword: "short", confirmPassword: "short" },
        "10.7.1.1",
      ),
    ).toMatchObject({ ok: false });
    expect(
      await setPasswordWithToken(
        token,
        { newPassword: "password1234", confirmPassword: "password1234" },
        "10.7.1.1",
      ),
    ).toMatchObject({
      ok: false,
      errors: { newPassword: expect.stringContaining("common") },
    });
    expect(
      await setPasswordWithToken(
        token,
        { newPassword: GOOD, confirmPassword: `${GOOD}!` },
        "10.7.1.1",
      ),
    ).toMatchObject({ ok: false });
    // Failed attempts with a working link did not spend it.
    const done = await setPasswordWithToken(
      token,
      { newPassword: GOOD, confirmPassword: GOOD },
      "10.7.1.1",
    );
    expect(done).toEqual({ ok: true, userId: user.id, twoFactor: false });
    expect((await attemptLogin(user.username, GOOD, "10.7.1.2")).ok).toBe(true);
    const again = await setPasswordWithToken(
      token,
      { newPassword: `${GOOD} again`, confirmPassword: `${GOOD} again` },
      "10.7.1.1",
    );
    expect(again).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("not valid") },
    });
    expect(findSetupToken(token)).toBeNull();
  });

  it("gives the same answer for an unknown, an expired and a replaced link", async () => {
    const now = Date.now();
    const expired = newUser("editor", now - SETUP_TOKEN_TTL_MS - 1000);
    const replaced = newUser();
    const reissued = reissueLink(replaced.user.id, ORIGIN);
    expect(reissued.ok).toBe(true);
    const values = { newPassword: GOOD, confirmPassword: GOOD };
    const answers = await Promise.all(
      [expired.token, replaced.token, "A".repeat(43), "not-a-token"].map(
        (token, i) => setPasswordWithToken(token, values, `10.7.2.${i}`),
      ),
    );
    const messages = new Set(
      answers.map((answer) => (answer.ok ? "ok" : answer.errors.form)),
    );
    expect(messages.size).toBe(1);
    expect([...messages][0]).toContain("not valid");
    // The new link works.
    if (!reissued.ok) throw new Error("reissue failed");
    expect(findSetupToken(tokenOf(reissued.link.url))?.userId).toBe(
      replaced.user.id,
    );
  });

  it("is throttled like the login: ten wrong links from one address lock it out", async () => {
    const values = { newPassword: GOOD, confirmPassword: GOOD };
    for (let i = 0; i < 10; i++)
      await setPasswordWithToken("B".repeat(43), values, "10.7.3.1");
    const { token } = newUser();
    expect(await setPasswordWithToken(token, values, "10.7.3.1")).toMatchObject(
      { ok: false, throttled: true },
    );
    expect(findSetupToken(token)).not.toBeNull();
  });

  it("ends the sessions the user had (a reset through a new link)", async () => {
    const { user, token } = newUser();
    await setPasswordWithToken(
      token,
      { newPassword: GOOD, confirmPassword: GOOD },
      "10.7.4.1",
    );
    sessionOf(user.id);
    const reissued = reissueLink(user.id, ORIGIN);
    if (!reissued.ok) throw new Error("reissue failed");
    await setPasswordWithToken(
      tokenOf(reissued.link.url),
      { newPassword: `${GOOD} two`, confirmPassword: `${GOOD} two` },
      "10.7.4.1",
    );
    expect(
      getDb().select().from(sessions).where(eq(sessions.userId, user.id)).all(),
    ).toHaveLength(0);
  });
});

describe("deactivation, roles and the guard rails", () => {
  it("deactivating ends the user's sessions at once, spends their link and stops their login", async () => {
    const admin = await activeAdministrator();
    const { user, token } = newUser();
    await setPasswordWithToken(
      token,
      { newPassword: GOOD, confirmPassword: GOOD },
      "10.7.5.1",
    );
    const cookie = createSession(new Request(ORIGIN), user.id).split(";")[0]!;
    const request = new Request(ORIGIN, { headers: { cookie } });
    expect(getAdminSession(request)?.userId).toBe(user.id);
    reissueLink(user.id, ORIGIN);
    expect(setUserActive(admin, user.id, false).ok).toBe(true);
    expect(getAdminSession(request)).toBeNull();
    expect(
      getDb().select().from(sessions).where(eq(sessions.userId, user.id)).all(),
    ).toHaveLength(0);
    expect(
      getDb()
        .select()
        .from(passwordSetupTokens)
        .where(eq(passwordSetupTokens.userId, user.id))
        .all(),
    ).toHaveLength(0);
    expect(await attemptLogin(user.username, GOOD, "10.7.5.2")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(reissueLink(user.id, ORIGIN).ok).toBe(false);
    // Reactivated, they sign in again with the password they had.
    expect(setUserActive(admin, user.id, true).ok).toBe(true);
    expect((await attemptLogin(user.username, GOOD, "10.7.5.3")).ok).toBe(true);
  });

  it("nobody deactivates or demotes themselves", async () => {
    const admin = await activeAdministrator();
    await activeAdministrator();
    expect(setUserActive(admin, admin.userId, false)).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("yourself") },
    });
    expect(changeRole(admin, admin.userId, "editor")).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("yourself") },
    });
    expect(
      getDb()
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.id, admin.userId))
        .get(),
    ).toMatchObject({ role: "administrator", active: true });
  });

  it("the last active administrator stays one", async () => {
    const db = getDb();
    // Only two administrators are active here: the actor and the target.
    db.update(adminUsers)
      .set({ role: "editor" })
      .where(eq(adminUsers.role, "administrator"))
      .run();
    const actor = await activeAdministrator();
    const target = await activeAdministrator();
    // The actor is then demoted by the target, leaving the target alone.
    expect(changeRole(target, actor.userId, "editor").ok).toBe(true);
    expect(changeRole(actor, target.userId, "editor")).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("at least one") },
    });
    expect(setUserActive(actor, target.userId, false)).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("at least one") },
    });
    expect(
      db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.id, target.userId))
        .get(),
    ).toMatchObject({ role: "administrator", active: true });
    // A promotion is always allowed, and then the other may step down.
    expect(changeRole(target, actor.userId, "administrator").ok).toBe(true);
    expect(changeRole(actor, target.userId, "editor").ok).toBe(true);
  });

  it("the environment's account stays an active administrator", async () => {
    const admin = await activeAdministrator();
    const env = getDb()
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, "admin"))
      .get();
    const envId =
      env?.id ??
      getDb()
        .insert(adminUsers)
        .values({ username: "admin", passwordHash: "x", role: "administrator" })
        .returning({ id: adminUsers.id })
        .get().id;
    expect(setUserActive(admin, envId, false)).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("environment") },
    });
    expect(changeRole(admin, envId, "editor")).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("environment") },
    });
  });

  it("an editor's session carries its role", async () => {
    const { user, token } = newUser("editor");
    await setPasswordWithToken(
      token,
      { newPassword: GOOD, confirmPassword: GOOD },
      "10.7.6.1",
    );
    expect(sessionOf(user.id).role).toBe("editor");
  });
});
