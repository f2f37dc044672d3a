import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changePassword, endSession, listSessions } from "./account.server";
import { describeBrowser, formatUtcDateTime } from "./account-display.server";
import {
  attemptLogin,
  createSession,
  ensureAdminAccount,
  getAdminSession,
  THROTTLE_WINDOW_MS,
} from "./auth.server";
import { getDb } from "../db/client.server";
import { adminUsers } from "../db/schema.server";
import { commonPasswords, passwordProblem } from "./password-policy.server";

const BASE = "http://127.0.0.1:4000/admin/account";
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const FIREFOX =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";

/** Signs `username` in from a browser; answers the request that carries its cookie. */
function signIn(username: string, userAgent: string): Request {
  const user = getDb()
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, username))
    .get()!;
  const setCookie = createSession(
    new Request(BASE, { headers: { "user-agent": userAgent } }),
    user.id,
  );
  return new Request(BASE, { headers: { cookie: setCookie.split(";")[0]! } });
}

describe("password policy", () => {
  it("ships a list of at least 10,000 common passwords", () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
  });

  it("refuses short, common, padded-common and username passwords, and takes a good one", () => {
    expect(passwordProblem("short-1", "owner")).toBe("short");
    expect(passwordProblem("qwerty123456", "owner")).toBe("common");
    expect(passwordProblem("Password1234", "owner")).toBe("common");
    expect(passwordProblem("Qwertyuiop123!", "owner")).toBe("common");
    expect(passwordProblem("111111111111", "owner")).toBe("common");
    expect(passwordProblem("the-owner-password", "owner")).toBe("username");
    expect(passwordProblem("x".repeat(257), "owner")).toBe("long");
    expect(passwordProblem("copper drums at dawn", "owner")).toBeNull();
  });
});

describe("password change", () => {
  it("needs the current password, keeps this session and ends the others", async () => {
    await ensureAdminAccount({
      username: "changer",
      password: "first-password-1",
    });
    const here = signIn("changer", CHROME);
    const elsewhere = signIn("changer", FIREFOX);
    const session = getAdminSession(here)!;

    const wrong = await changePassword(
      session,
      {
        currentPassword: "not-it",
        newPassword: "copper drums at dawn",
        confirmPassword: "copper drums at dawn",
      },
      "10.9.0.1",
    );
    expect(wrong).toEqual({
      ok: false,
      errors: { currentPassword: expect.any(String) },
    });
    const common = await changePassword(
      session,
      {
        currentPassword: "first-password-1",
        newPassword: "password123456",
        confirmPassword: "password123456",
      },
      "10.9.0.1",
    );
    expect(common).toEqual({
      ok: false,
      errors: { newPassword: expect.stringContaining("too common") },
    });
    const mismatch = await changePassword(
      session,
      {
        currentPassword: "first-password-1",
        newPassword: "copper drums at dawn",
        confirmPassword: "copper drums at dusk",
      },
      "10.9.0.1",
    );
    expect(mismatch.ok).toBe(false);
    expect(getAdminSession(elsewhere)).not.toBeNull();

    const changed = await changePassword(
      session,
      {
        currentPassword: "first-password-1",
        newPassword: "copper drums at dawn",
        confirmPassword: "copper drums at dawn",
      },
      "10.9.0.1",
    );
    expect(changed).toEqual({ ok: true });
    expect(getAdminSession(here)).not.toBeNull();
    expect(getAdminSession(elsewhere)).toBeNull();
    expect(
      (await attemptLogin("changer", "first-password-1", "10.9.0.2")).ok,
    ).toBe(false);
    expect(
      (await attemptLogin("changer", "copper drums at dawn", "10.9.0.3")).ok,
    ).toBe(true);
  });

  it("counts wrong current passwords under the login throttle", async () => {
    await ensureAdminAccount({
      username: "guessed",
      password: "first-password-1",
    });
    const session = getAdminSession(signIn("guessed", CHROME))!;
    const now = Date.now();
    const tries = [];
    for (let i = 0; i < 6; i++) {
      tries.push(
        await changePassword(
          session,
          {
            currentPassword: `guess-${i}`,
            newPassword: "copper drums at dawn",
            confirmPassword: "copper drums at dawn",
          },
          "10.9.1.1",
          now,
        ),
      );
    }
    expect(tries.at(-1)).toEqual({
      ok: false,
      errors: { form: expect.stringContaining("Too many") },
    });
    // Even the right password waits until the window has passed.
    expect(
      (
        await changePassword(
          session,
          {
            currentPassword: "first-password-1",
            newPassword: "copper drums at dawn",
            confirmPassword: "copper drums at dawn",
          },
          "10.9.1.1",
          now,
        )
      ).ok,
    ).toBe(false);
    expect(
      (
        await changePassword(
          session,
          {
            currentPassword: "first-password-1",
            newPassword: "copper drums at dawn",
            confirmPassword: "copper drums at dawn",
          },
          "10.9.1.1",
          now + THROTTLE_WINDOW_MS + 1000,
        )
      ).ok,
    ).toBe(true);
  });

  it("keeps a changed password when the server starts again with the same ADMIN_PASSWORD, and resets it with a new one", async () => {
    await ensureAdminAccount({
      username: "envowner",
      password: "env-password-one",
    });
    const session = getAdminSession(signIn("envowner", CHROME))!;
    expect(
      (
        await changePassword(
          session,
          {
            currentPassword: "env-password-one",
            newPassword: "copper drums at dawn",
            confirmPassword: "copper drums at dawn",
          },
          "10.9.2.1",
        )
      ).ok,
    ).toBe(true);
    await ensureAdminAccount({
      username: "envowner",
      password: "env-password-one",
    });
    expect(
      (await attemptLogin("envowner", "copper drums at dawn", "10.9.2.2")).ok,
    ).toBe(true);
    await ensureAdminAccount({
      username: "envowner",
      password: "env-password-two",
    });
    expect(
      (await attemptLogin("envowner", "copper drums at dawn", "10.9.2.3")).ok,
    ).toBe(false);
    expect(
      (await attemptLogin("envowner", "env-password-two", "10.9.2.4")).ok,
    ).toBe(true);
  });
});

describe("active sessions", () => {
  it("lists the user's live sessions, this one marked, and ends another one by its handle", async () => {
    await ensureAdminAccount({
      username: "lister",
      password: "first-password-1",
    });
    await ensureAdminAccount({
      username: "stranger",
      password: "first-password-1",
    });
    const here = signIn("lister", CHROME);
    const other = signIn("lister", FIREFOX);
    const strangers = signIn("stranger", CHROME);
    const session = getAdminSession(here)!;
    const list = listSessions(session);
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const firefox = list.find((s) => !s.current)!;
    expect(describeBrowser(firefox.userAgent!)).toBe("Firefox on Windows");
    expect(firefox.handle).toMatch(/^[0-9a-f]{32}$/);

    // Another user's handle, and this session's own, are refused.
    const strangerHandle = listSessions(getAdminSession(strangers)!)[0]!.handle;
    expect(endSession(session, strangerHandle).ok).toBe(false);
    expect(getAdminSession(strangers)).not.toBeNull();
    expect(endSession(session, list.find((s) => s.current)!.handle).ok).toBe(
      false,
    );

    expect(endSession(session, firefox.handle)).toEqual({ ok: true });
    expect(getAdminSession(other)).toBeNull();
    expect(listSessions(session)).toHaveLength(1);
    expect(endSession(session, firefox.handle).ok).toBe(false);
  });

  it("names browsers and times as a person reads them", () => {
    expect(describeBrowser(CHROME)).toBe("Chrome on Linux");
    expect(
      describeBrowser(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(formatUtcDateTime(Date.UTC(2026, 10, 27, 9, 5))).toBe(
      "Nov 27, 2026, 09:05 UTC",
    );
  });
});
