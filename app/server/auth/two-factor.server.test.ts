import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterEach, describe, expect, it } from "vitest";
import {
  attemptLogin,
  createSession,
  ensureAdminAccount,
  getAdminSession,
  type AdminSession,
} from "./auth.server";
import { requireRole } from "./roles.server";
import { getDb } from "../db/client.server";
import { adminUsers, pendingLogins, recoveryCodes } from "../db/schema.server";
import { getEnv } from "../platform/env.server";
import {
  PENDING_LOGIN_MS,
  cancelSetup,
  completeSecondStep,
  confirmSetup,
  createPendingLogin,
  decryptSecret,
  disableTwoFactor,
  encryptSecret,
  hasPendingLogin,
  matchTotp,
  normalizeRecoveryCode,
  regenerateRecoveryCodes,
  saveSignInSecurity,
  spendCode,
  startSetup,
  twoFactorState,
} from "./two-factor.server";
import {
  isTwoFactorRequired,
  setTwoFactorRequired,
} from "./two-factor-policy.server";

const BASE = "http://127.0.0.1:4000";
const STEP = 30_000;

/** The code an authenticator app shows at `at`, computed by the library from the secret. */
function codeAt(secret: string, at: number): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  }).generate({ timestamp: at });
}

let counter = 0;
/** An account of its own, signed in, with two-factor sign-in on; its secret and recovery codes. */
async function userWithTwoFactor(now = Date.now()) {
  const username = `tf-user-${++counter}`;
  await ensureAdminAccount({ username, password: "right-password-1" });
  const session = sessionOf(username);
  expect(startSetup(session).ok).toBe(true);
  const secret = twoFactorState(session).setup!.secret;
  const confirmed = confirmSetup(session, codeAt(secret, now), now);
  if (!confirmed.ok) throw new Error("setup not confirmed");
  return {
    username,
    session,
    secret,
    codes: confirmed.recoveryCodes,
    user: () =>
      getDb()
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.username, username))
        .get()!,
  };
}

function sessionOf(username: string): AdminSession {
  const row = getDb()
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, username))
    .get()!;
  return {
    userId: row.id,
    username,
    displayName: row.displayName,
    role: row.role,
    idHash: "unit",
    lastSeenAt: Date.now(),
    twoFactor: !!row.totpEnabledAt,
  };
}

afterEach(() => setTwoFactorRequired(false));

describe("the secret at rest", () => {
  it("is AES-GCM encrypted with a 0600 key file under DATA_DIR, bound to the account", () => {
    const stored = encryptSecret(7, "JBSWY3DPEHPK3PXP");
    expect(stored).not.toContain("JBSWY3DPEHPK3PXP");
    expect(decryptSecret(7, stored)).toBe("JBSWY3DPEHPK3PXP");
    // Copied to another account's row, it does not decrypt.
    expect(decryptSecret(8, stored)).toBeNull();
    // One bit of the ciphertext changed: the tag check refuses it.
    const [version, iv, tag, body] = stored.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(
      decryptSecret(
        7,
        [version, iv, tag, flipped.toString("base64url")].join("."),
      ),
    ).toBeNull();
    expect(
      fs.statSync(path.join(getEnv().dataDir, "totp.key")).mode & 0o777,
    ).toBe(0o600);
  });
});

describe("authenticator codes", () => {
  const secret = new Secret({ size: 20 }).base32;
  const now = 1_800_000_000_000;

  it("accepts the current step and one step either side, nothing further", () => {
    const step = Math.floor(now / STEP);
    expect(matchTotp("u", secret, codeAt(secret, now), null, now)).toBe(step);
    expect(matchTotp("u", secret, codeAt(secret, now - STEP), null, now)).toBe(
      step - 1,
    );
    expect(matchTotp("u", secret, codeAt(secret, now + STEP), null, now)).toBe(
      step + 1,
    );
    expect(
      matchTotp("u", secret, codeAt(secret, now - 2 * STEP), null, now),
    ).toBeNull();
    expect(
      matchTotp("u", secret, codeAt(secret, now + 2 * STEP), null, now),
    ).toBeNull();
    expect(matchTotp("u", secret, "12345", null, now)).toBeNull();
    expect(matchTotp("u", secret, "abcdef", null, now)).toBeNull();
  });

  it("refuses a code of a step already used, and older ones (replay)", () => {
    const step = Math.floor(now / STEP);
    expect(matchTotp("u", secret, codeAt(secret, now), step, now)).toBeNull();
    expect(
      matchTotp("u", secret, codeAt(secret, now - STEP), step, now),
    ).toBeNull();
    expect(matchTotp("u", secret, codeAt(secret, now + STEP), step, now)).toBe(
      step + 1,
    );
  });

  it("a code that signed in once is refused the second time", async () => {
    const now2 = Date.now();
    const { user, secret: own } = await userWithTwoFactor(now2 - 2 * STEP);
    const code = codeAt(own, now2);
    expect(spendCode(user(), code, now2)).toBe("totp");
    expect(spendCode(user(), code, now2 + 1000)).toBeNull();
  });
});

describe("setup", () => {
  it("keeps the secret on the server; a wrong code enables nothing; the right one enables and gives 10 codes stored as hashes", async () => {
    await ensureAdminAccount({
      username: "setup-user",
      password: "right-password-1",
    });
    const session = sessionOf("setup-user");
    expect(twoFactorState(session)).toMatchObject({
      enabled: false,
      setup: null,
    });
    expect(startSetup(session).ok).toBe(true);
    const state = twoFactorState(session);
    expect(state.setup!.uri).toMatch(
      /^otpauth:\/\/totp\/Cableworks:setup-user\?issuer=Cableworks&secret=[A-Z2-7]+/,
    );
    const secret = state.setup!.secret;
    const now = Date.now();

    expect(
      confirmSetup(
        session,
        "000000" === codeAt(secret, now) ? "111111" : "000000",
        now,
      ),
    ).toMatchObject({ ok: false, errors: { code: expect.any(String) } });
    expect(twoFactorState(session).enabled).toBe(false);

    const done = confirmSetup(session, codeAt(secret, now), now);
    expect(done.ok).toBe(true);
    const codes = done.ok ? done.recoveryCodes : [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(
        /^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/,
      );
    const row = getDb()
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, "setup-user"))
      .get()!;
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpPendingSecret).toBeNull();
    const stored = getDb()
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, row.id))
      .all();
    expect(stored).toHaveLength(10);
    for (const code of codes)
      expect(JSON.stringify(stored)).not.toContain(
        normalizeRecoveryCode(code)!,
      );
    expect(twoFactorState(session)).toMatchObject({
      enabled: true,
      recoveryLeft: 10,
      setup: null,
    });
    // Already on: no second setup.
    expect(startSetup(session).ok).toBe(false);
  });

  it("a cancelled setup cannot be confirmed", async () => {
    await ensureAdminAccount({
      username: "cancel-user",
      password: "right-password-1",
    });
    const session = sessionOf("cancel-user");
    startSetup(session);
    const secret = twoFactorState(session).setup!.secret;
    cancelSetup(session);
    expect(confirmSetup(session, codeAt(secret, Date.now())).ok).toBe(false);
    expect(twoFactorState(session).enabled).toBe(false);
  });
});

describe("recovery codes", () => {
  it("each works once, typed in any case, with or without dashes", async () => {
    const { user, codes } = await userWithTwoFactor();
    const now = Date.now();
    expect(
      spendCode(user(), codes[0]!.toUpperCase().replace(/-/g, " "), now),
    ).toBe("recovery");
    expect(spendCode(user(), codes[0]!, now)).toBeNull();
    expect(spendCode(user(), codes[1]!, now)).toBe("recovery");
    expect(spendCode(user(), "not-a-code", now)).toBeNull();
  });

  it("new codes need a current authenticator code, and the old ones stop working", async () => {
    const start = Date.now() - 3 * STEP;
    const { session, user, secret, codes } = await userWithTwoFactor(start);
    const now = Date.now();
    expect(
      regenerateRecoveryCodes(session, codes[0]!, "10.20.0.1", now).ok,
    ).toBe(false);
    expect(regenerateRecoveryCodes(session, "123", "10.20.0.1", now).ok).toBe(
      false,
    );
    const fresh = regenerateRecoveryCodes(
      session,
      codeAt(secret, now),
      "10.20.0.1",
      now,
    );
    expect(fresh.ok).toBe(true);
    expect(spendCode(user(), codes[1]!, now)).toBeNull();
    expect(
      spendCode(user(), fresh.ok ? fresh.recoveryCodes[0]! : "", now),
    ).toBe("recovery");
    expect(twoFactorState(session).recoveryLeft).toBe(9);
  });
});

describe("the second step of a sign-in", () => {
  it("a right password opens a pending sign-in, not a session; the right code completes it once", async () => {
    const { username, secret } = await userWithTwoFactor(Date.now() - 3 * STEP);
    const login = await attemptLogin(username, "right-password-1", "10.21.0.1");
    expect(login).toMatchObject({ ok: true, twoFactor: true });
    const token = createPendingLogin(login.ok ? login.userId : 0);
    expect(
      getDb()
        .select()
        .from(pendingLogins)
        .all()
        .some((row) => row.tokenHash === token),
    ).toBe(false);
    expect(hasPendingLogin(token)).toBe(true);
    const code = codeAt(secret, Date.now());
    expect(completeSecondStep(token, code, "10.21.0.1")).toMatchObject({
      ok: true,
    });
    // Single use: the same token again (with a fresh code too) opens nothing.
    expect(
      completeSecondStep(token, codeAt(secret, Date.now() + STEP), "10.21.0.1"),
    ).toEqual({ ok: false, reason: "expired" });
    expect(hasPendingLogin(token)).toBe(false);
  });

  it("ends after 5 minutes", async () => {
    const { user, secret } = await userWithTwoFactor(Date.now() - 3 * STEP);
    const now = Date.now();
    const token = createPendingLogin(user().id, now);
    expect(hasPendingLogin(token, now + PENDING_LOGIN_MS - 1)).toBe(true);
    expect(hasPendingLogin(token, now + PENDING_LOGIN_MS)).toBe(false);
    const later = now + PENDING_LOGIN_MS + 1;
    expect(
      completeSecondStep(token, codeAt(secret, later), "10.22.0.1", later),
    ).toEqual({ ok: false, reason: "expired" });
  });

  it("a recovery code signs in once; the second time it is refused", async () => {
    const { user, codes } = await userWithTwoFactor();
    const first = createPendingLogin(user().id);
    expect(completeSecondStep(first, codes[3]!, "10.23.0.1")).toMatchObject({
      ok: true,
    });
    const second = createPendingLogin(user().id);
    expect(completeSecondStep(second, codes[3]!, "10.23.0.1")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("wrong codes count in the login throttle: re-entering the password does not reset them", async () => {
    const { username, user, secret } = await userWithTwoFactor(
      Date.now() - 3 * STEP,
    );
    const address = "10.24.0.1";
    const now = Date.now();
    let token = createPendingLogin(user().id, now);
    for (let i = 0; i < 4; i++)
      expect(
        completeSecondStep(
          token,
          "000000" === codeAt(secret, now) ? "111111" : "000000",
          address,
          now + i,
        ),
      ).toEqual({ ok: false, reason: "invalid" });
    // The password again (right): the code failures from this address still count.
    const again = await attemptLogin(
      username,
      "right-password-1",
      address,
      now + 10,
    );
    expect(again).toMatchObject({ ok: true, twoFactor: true });
    token = createPendingLogin(user().id, now + 10);
    expect(
      completeSecondStep(
        token,
        "999999" === codeAt(secret, now) ? "888888" : "999999",
        address,
        now + 11,
      ),
    ).toEqual({ ok: false, reason: "invalid" });
    // Five failures: even the right code is refused from this address until the window passes.
    expect(
      completeSecondStep(token, codeAt(secret, now + 12), address, now + 12),
    ).toMatchObject({ ok: false, reason: "throttled" });
    // From elsewhere, the right code still works (no account-wide lock anyone could trigger).
    expect(
      completeSecondStep(
        token,
        codeAt(secret, now + 13),
        "10.24.0.2",
        now + 13,
      ),
    ).toMatchObject({ ok: true });
  });

  it("a pending sign-in ends after 5 wrong codes: the password is asked again", async () => {
    const { user } = await userWithTwoFactor();
    const token = createPendingLogin(user().id);
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(completeSecondStep(token, "abc", `10.25.0.${i + 1}`));
    expect(
      results.slice(0, 4).every((r) => !r.ok && r.reason === "invalid"),
    ).toBe(true);
    expect(results[4]).toEqual({ ok: false, reason: "too-many" });
    expect(hasPendingLogin(token)).toBe(false);
  });
});

describe("turning it off", () => {
  it("needs the current password and a code, and is refused while required for every account", async () => {
    const { session, secret, codes } = await userWithTwoFactor(
      Date.now() - 3 * STEP,
    );
    const now = Date.now();
    expect(
      await disableTwoFactor(
        session,
        { currentPassword: "wrong", code: codeAt(secret, now) },
        "10.26.0.1",
        now,
      ),
    ).toMatchObject({
      ok: false,
      errors: { currentPassword: expect.any(String) },
    });
    expect(
      await disableTwoFactor(
        session,
        { currentPassword: "right-password-1", code: "000" },
        "10.26.0.1",
        now,
      ),
    ).toMatchObject({ ok: false, errors: { code: expect.any(String) } });
    setTwoFactorRequired(true);
    expect(
      await disableTwoFactor(
        session,
        { currentPassword: "right-password-1", code: codes[0]! },
        "10.26.0.1",
        now,
      ),
    ).toMatchObject({ ok: false, errors: { form: expect.any(String) } });
    setTwoFactorRequired(false);
    expect(
      await disableTwoFactor(
        session,
        { currentPassword: "right-password-1", code: codes[0]! },
        "10.26.0.1",
        now,
      ),
    ).toEqual({ ok: true });
    expect(twoFactorState(session)).toMatchObject({
      enabled: false,
      recoveryLeft: 0,
    });
  });

  it("a new ADMIN_PASSWORD turns it off (the operator's way back in after a lost phone)", async () => {
    const { username, session } = await userWithTwoFactor();
    const lines = await ensureAdminAccount({
      username,
      password: "a-new-env-password-2",
    });
    expect(lines.join("\n")).toMatch(/Two-factor sign-in .* was turned off/);
    expect(twoFactorState(session)).toMatchObject({
      enabled: false,
      recoveryLeft: 0,
    });
    expect(
      await attemptLogin(username, "a-new-env-password-2", "10.27.0.1"),
    ).toMatchObject({ ok: true, twoFactor: false });
  });
});

describe("required for every account", () => {
  it("the administrator turns it on only with it on their own account", async () => {
    await ensureAdminAccount({
      username: "plain-admin",
      password: "right-password-1",
    });
    expect(saveSignInSecurity(sessionOf("plain-admin"), true)).toMatchObject({
      ok: false,
      errors: { twoFactorRequired: expect.any(String) },
    });
    expect(isTwoFactorRequired()).toBe(false);
    const { session } = await userWithTwoFactor();
    expect(saveSignInSecurity(session, true)).toEqual({ ok: true });
    expect(isTwoFactorRequired()).toBe(true);
    expect(saveSignInSecurity(session, false)).toEqual({ ok: true });
    expect(isTwoFactorRequired()).toBe(false);
  });

  it("sends an account without it to /admin/account from every other page, loaders and actions alike", async () => {
    await ensureAdminAccount({
      username: "no-2fa",
      password: "right-password-1",
    });
    const cookie = createSession(
      new Request(`${BASE}/admin/login`),
      sessionOf("no-2fa").userId,
    ).split(";")[0]!;
    const get = (path: string, init: RequestInit = {}) =>
      new Request(`${BASE}${path}`, {
        ...init,
        headers: { cookie, origin: BASE },
      });
    expect(requireRole(get("/admin/products"), "editor").username).toBe(
      "no-2fa",
    );
    setTwoFactorRequired(true);
    for (const [path, method] of [
      ["/admin/products", "GET"],
      ["/admin/settings", "POST"],
      ["/admin/products.data", "GET"],
      ["/admin/accountx", "GET"],
    ] as const) {
      let thrown: unknown;
      try {
        requireRole(get(path, { method }), "editor");
      } catch (error) {
        thrown = error;
      }
      expect(
        thrown instanceof Response && thrown.headers.get("location"),
        path,
      ).toBe("/admin/account");
    }
    expect(requireRole(get("/admin/account"), "editor").username).toBe(
      "no-2fa",
    );
    expect(
      requireRole(get("/admin/account", { method: "POST" }), "editor").username,
    ).toBe("no-2fa");
    expect(requireRole(get("/admin/account.data"), "editor").username).toBe(
      "no-2fa",
    );
    expect(getAdminSession(get("/admin/products"))?.twoFactor).toBe(false);

    // With two-factor sign-in on, every page opens.
    const { session } = await userWithTwoFactor();
    const cookie2 = createSession(
      new Request(`${BASE}/admin/login`),
      session.userId,
    ).split(";")[0]!;
    expect(
      requireRole(
        new Request(`${BASE}/admin/products`, { headers: { cookie: cookie2 } }),
        "editor",
      ).username,
    ).toBe(session.username);
  });
});
