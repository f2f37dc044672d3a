import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  ABSOLUTE_TIMEOUT_MS,
  attemptLogin,
  createSession,
  destroySession,
  ensureAdminAccount,
  getAdminSession,
  IDLE_TIMEOUT_MS,
  isSameOrigin,
  safeRedirectTo,
  sha256,
  THROTTLE_WINDOW_MS,
  TOUCH_INTERVAL_MS,
} from "./auth.server";
import { getDb } from "../db/client.server";
import { requireRole } from "./roles.server";
import { adminUsers, sessions } from "../db/schema.server";

const BASE = "http://127.0.0.1:4000";

function cookieFrom(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

function requestWith(
  cookie: string,
  init: RequestInit = {},
  path = "/admin/products",
): Request {
  return new Request(`${BASE}${path}`, {
    ...init,
    headers: { cookie, ...(init.headers ?? {}) },
  });
}

describe("admin account", () => {
  it("creates the account with an Argon2id hash and resets it from the environment", async () => {
    await ensureAdminAccount({
      username: "owner",
      password: "first-password-1",
    });
    const row = getDb()
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, "owner"))
      .get();
    expect(row?.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(
      (await attemptLogin("owner", "first-password-1", "10.0.0.1")).ok,
    ).toBe(true);

    await ensureAdminAccount({
      username: "owner",
      password: "second-password-2",
    });
    expect(
      (await attemptLogin("owner", "first-password-1", "10.0.0.2")).ok,
    ).toBe(false);
    expect(
      (await attemptLogin("owner", "second-password-2", "10.0.0.3")).ok,
    ).toBe(true);
  });

  it("generates a password once when none is configured and prints it", async () => {
    getDb().delete(adminUsers).run();
    const lines = await ensureAdminAccount({});
    const password = lines.join(" ").match(/with password (\S+)/)?.[1];
    expect(password).toBeTruthy();
    expect((await attemptLogin("admin", password!, "10.0.0.4")).ok).toBe(true);
    const again = await ensureAdminAccount({});
    expect(again.join(" ")).not.toContain(password);
  });
});

describe("the environment's account and roles", () => {
  it("is and stays an active administrator, so ADMIN_PASSWORD remains the way back in", async () => {
    await ensureAdminAccount({
      username: "env-owner",
      password: "env-password-one-1",
    });
    getDb()
      .update(adminUsers)
      .set({ role: "editor", active: false })
      .where(eq(adminUsers.username, "env-owner"))
      .run();
    expect(
      (await attemptLogin("env-owner", "env-password-one-1", "10.0.9.1")).ok,
    ).toBe(false);
    await ensureAdminAccount({
      username: "env-owner",
      password: "env-password-one-1",
    });
    expect(
      getDb()
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.username, "env-owner"))
        .get(),
    ).toMatchObject({ role: "administrator", active: true });
    expect(
      (await attemptLogin("env-owner", "env-password-one-1", "10.0.9.2")).ok,
    ).toBe(true);
  });

  it("records the last sign-in when the session opens", async () => {
    await ensureAdminAccount({
      username: "seen-owner",
      password: "seen-password-one-1",
    });
    const at = Date.now();
    const result = await attemptLogin(
      "seen-owner",
      "seen-password-one-1",
      "10.0.9.3",
      at,
    );
    if (!result.ok) throw new Error("the login failed");
    createSession(
      new Request("http://127.0.0.1/admin/login"),
      result.userId,
      at,
    );
    expect(
      getDb()
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.username, "seen-owner"))
        .get()
        ?.lastLoginAt?.getTime(),
    ).toBe(at);
  });
});

describe("login throttle", () => {
  it("answers the same for an unknown user and a wrong password", async () => {
    await ensureAdminAccount({
      username: "same-answer",
      password: "right-password-1",
    });
    expect(await attemptLogin("nobody-here", "x", "10.1.0.1")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await attemptLogin("same-answer", "wrong", "10.1.0.2")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses an account from an address after 5 failures there, even with the right password, until the window passes", async () => {
    await ensureAdminAccount({
      username: "locked-user",
      password: "right-password-1",
    });
    const now = Date.now();
    for (let i = 0; i < 5; i++) {
      expect(
        (await attemptLogin("locked-user", "wrong", "10.2.0.1", now + i)).ok,
      ).toBe(false);
    }
    const refused = await attemptLogin(
      "locked-user",
      "right-password-1",
      "10.2.0.1",
      now + 10,
    );
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    // Retry-After: when the oldest of the five leaves the 15-minute window.
    expect(
      refused.ok === false &&
        refused.reason === "throttled" &&
        refused.retryAfterSeconds,
    ).toBe(Math.ceil((THROTTLE_WINDOW_MS - 10) / 1000));
    expect(
      (
        await attemptLogin(
          "locked-user",
          "right-password-1",
          "10.2.0.1",
          now + THROTTLE_WINDOW_MS + 100,
        )
      ).ok,
    ).toBe(true);
  });

  it("never lets a stranger's failures lock the administrator out from another address", async () => {
    await ensureAdminAccount({
      username: "victim-admin",
      password: "right-password-1",
    });
    const now = Date.now();
    for (let address = 0; address < 20; address++) {
      for (let i = 0; i < 5; i++)
        await attemptLogin(
          "victim-admin",
          "wrong",
          `10.4.${address}.1`,
          now + i,
        );
    }
    expect(
      (
        await attemptLogin(
          "victim-admin",
          "right-password-1",
          "10.4.200.1",
          now + 10,
        )
      ).ok,
    ).toBe(true);
  });

  it("refuses an address after 10 failures, whatever the usernames", async () => {
    await ensureAdminAccount({
      username: "victim-user",
      password: "right-password-1",
    });
    const now = Date.now();
    for (let i = 0; i < 10; i++)
      await attemptLogin(`guess-${i}`, "wrong", "10.3.0.9", now + i);
    expect(
      await attemptLogin(
        "victim-user",
        "right-password-1",
        "10.3.0.9",
        now + 10,
      ),
    ).toMatchObject({ ok: false, reason: "throttled" });
    expect(
      (
        await attemptLogin(
          "victim-user",
          "right-password-1",
          "10.3.0.10",
          now + 10,
        )
      ).ok,
    ).toBe(true);
  });

  it("lets at most 5 of 300 guesses sent at once reach the password check", async () => {
    await ensureAdminAccount({
      username: "burst-user",
      password: "right-password-1",
    });
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        attemptLogin("burst-user", `wrong-${i}`, "10.5.0.1", now),
      ),
    );
    expect(
      results.filter((result) => !result.ok && result.reason === "invalid"),
    ).toHaveLength(5);
    expect(
      results.filter((result) => !result.ok && result.reason === "throttled"),
    ).toHaveLength(295);
  });

  it("a successful login clears the account's failures from its address", async () => {
    await ensureAdminAccount({
      username: "clears-user",
      password: "right-password-1",
    });
    const now = Date.now();
    for (let i = 0; i < 4; i++)
      await attemptLogin("clears-user", "wrong", "10.6.0.1", now + i);
    expect(
      (
        await attemptLogin(
          "clears-user",
          "right-password-1",
          "10.6.0.1",
          now + 5,
        )
      ).ok,
    ).toBe(true);
    for (let i = 0; i < 4; i++)
      expect(
        await attemptLogin("clears-user", "wrong", "10.6.0.1", now + 10 + i),
      ).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("sessions", () => {
  async function userId(): Promise<number> {
    await ensureAdminAccount({
      username: "session-user",
      password: "session-password-1",
    });
    return getDb()
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, "session-user"))
      .get()!.id;
  }

  it("sets an HttpOnly, SameSite=Lax cookie holding a 256-bit id that is stored hashed", async () => {
    const setCookie = createSession(
      new Request(`${BASE}/admin/login`),
      await userId(),
    );
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const token = cookieFrom(setCookie).split("=")[1]!;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(
      getDb().select().from(sessions).where(eq(sessions.idHash, token)).get(),
    ).toBeUndefined();
    expect(
      getDb()
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(token)))
        .get(),
    ).toBeTruthy();
  });

  it("treats a session cookie that is not well-formed percent-encoding as no session", () => {
    for (const value of ["%E0%A4%A", "%", "a%ZZ"]) {
      const request = requestWith(`other=%E0; cw_session=${value}`);
      expect(getAdminSession(request), value).toBeNull();
      expect(() => requireRole(request, "editor"), value).toThrow(Response);
      expect(destroySession(request), value).toMatch(/Max-Age=0/);
    }
  });

  it("is Secure with the __Host- prefix under https", async () => {
    const setCookie = createSession(
      new Request("https://cableworks.example/admin/login"),
      await userId(),
    );
    expect(setCookie.startsWith("__Host-cw_session=")).toBe(true);
    expect(setCookie).toMatch(/; Secure/);
  });

  it("expires after 2 hours idle", async () => {
    const start = Date.now();
    const cookie = cookieFrom(
      createSession(new Request(`${BASE}/`), await userId(), start),
    );
    expect(
      getAdminSession(requestWith(cookie), start + IDLE_TIMEOUT_MS - 1000),
    ).toBeTruthy();
    expect(
      getAdminSession(requestWith(cookie), start + IDLE_TIMEOUT_MS + 1000),
    ).toBeNull();
  });

  it("a GET never writes: reading pages leaves the session row as it was", async () => {
    const start = Date.now();
    const cookie = cookieFrom(
      createSession(new Request(`${BASE}/`), await userId(), start),
    );
    const hash = sha256(cookie.split("=")[1]!);
    const before = getDb()
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hash))
      .get();
    for (const method of ["GET", "HEAD"]) {
      for (const at of [
        start + TOUCH_INTERVAL_MS + 1000,
        start + IDLE_TIMEOUT_MS - 1000,
      ]) {
        expect(
          getAdminSession(requestWith(cookie, { method }), at),
        ).toBeTruthy();
        expect(
          requireRole(requestWith(cookie, { method }), "editor", at).username,
        ).toBe("session-user");
      }
    }
    expect(
      getDb().select().from(sessions).where(eq(sessions.idHash, hash)).get(),
    ).toEqual(before);
    expect(
      getAdminSession(requestWith(cookie), start + IDLE_TIMEOUT_MS + 1000),
    ).toBeNull();
  });

  it("a write restarts the idle clock, at most once every few minutes", async () => {
    const start = Date.now();
    const cookie = cookieFrom(
      createSession(new Request(`${BASE}/`), await userId(), start),
    );
    const hash = sha256(cookie.split("=")[1]!);
    const post = requestWith(cookie, {
      method: "POST",
      headers: { origin: BASE },
    });
    const lastSeen = () =>
      getDb()
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hash))
        .get()!
        .lastSeenAt.getTime();
    requireRole(post, "editor", start + 1000);
    expect(lastSeen()).toBe(start);
    requireRole(post, "editor", start + TOUCH_INTERVAL_MS + 1000);
    expect(lastSeen()).toBe(start + TOUCH_INTERVAL_MS + 1000);
    // Idle is counted from the last write: two hours after it, not after the login.
    expect(
      getAdminSession(requestWith(cookie), start + IDLE_TIMEOUT_MS + 2000),
    ).toBeTruthy();
    expect(
      getAdminSession(
        requestWith(cookie),
        start + TOUCH_INTERVAL_MS + IDLE_TIMEOUT_MS + 2000,
      ),
    ).toBeNull();
  });

  it("expires after 12 hours in all, however active", async () => {
    const start = Date.now();
    const cookie = cookieFrom(
      createSession(new Request(`${BASE}/`), await userId(), start),
    );
    const post = requestWith(cookie, {
      method: "POST",
      headers: { origin: BASE },
    });
    for (
      let at = start;
      at < start + ABSOLUTE_TIMEOUT_MS;
      at += IDLE_TIMEOUT_MS / 2
    ) {
      expect(requireRole(post, "editor", at)).toBeTruthy();
    }
    expect(
      getAdminSession(requestWith(cookie), start + ABSOLUTE_TIMEOUT_MS + 1),
    ).toBeNull();
  });

  it("gives a new id on every login and ends on logout", async () => {
    const id = await userId();
    const first = cookieFrom(createSession(new Request(`${BASE}/`), id));
    const second = cookieFrom(createSession(new Request(`${BASE}/`), id));
    expect(first).not.toEqual(second);
    expect(destroySession(requestWith(first))).toMatch(/Max-Age=0/);
    expect(getAdminSession(requestWith(first))).toBeNull();
    expect(getAdminSession(requestWith(second))).toBeTruthy();
  });
});

describe("the guard", () => {
  it("redirects anonymous visitors to the login with the page to come back to", () => {
    let thrown: unknown;
    try {
      requireRole(new Request(`${BASE}/admin/products?x=1`), "editor");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fproducts%3Fx%3D1",
    );
  });

  it("refuses a cross-origin write before anything else", () => {
    const request = new Request(`${BASE}/admin/products`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(isSameOrigin(request)).toBe(false);
    expect(() => requireRole(request, "editor")).toThrow();
    try {
      requireRole(request, "editor");
    } catch (error) {
      expect((error as Response).status).toBe(403);
    }
    expect(
      isSameOrigin(
        new Request(`${BASE}/x`, { method: "POST", headers: { origin: BASE } }),
      ),
    ).toBe(true);
    expect(isSameOrigin(new Request(`${BASE}/x`, { method: "POST" }))).toBe(
      false,
    );
  });

  it("only follows redirects inside the admin area", () => {
    expect(safeRedirectTo("/admin/clients")).toBe("/admin/clients");
    expect(safeRedirectTo("https://evil.example/admin")).toBe(
      "/admin/categories",
    );
    expect(safeRedirectTo("//evil.example")).toBe("/admin/categories");
    expect(safeRedirectTo("/products")).toBe("/admin/categories");
    expect(safeRedirectTo(undefined)).toBe("/admin/categories");
  });

  it("never returns what a Location header cannot carry", () => {
    for (const hostile of [
      "/admin/\r\nSet-Cookie: x=1",
      "/admin/\u0000",
      "/admin/🔌",
      "/admin/a b",
      "/admin/é",
    ]) {
      expect(
        () => new Headers({ Location: safeRedirectTo(hostile) }),
      ).not.toThrow();
      expect(safeRedirectTo(hostile)).toMatch(/^\/admin\/[\x21-\x7e]*$/);
    }
    expect(safeRedirectTo("/admin/../../etc/passwd")).toBe("/admin/categories");
    expect(safeRedirectTo("/admin/%2e%2e/products")).toBe("/admin/categories");
    expect(safeRedirectTo("/admin/../admin/clients")).toBe("/admin/clients");
    expect(safeRedirectTo("/admin/products?q=%F0%9F%94%8C")).toBe(
      "/admin/products?q=%F0%9F%94%8C",
    );
  });
});
