// An administrator's session cookie by one POST to /admin/login, without a browser: for the
// outside checkers' admin pages and the browser tests' stored sessions (tests/support/admin-helpers.ts).

/**
 * Signs in through the login form's action, as a browser without scripts would, and returns the
 * session cookie to send with admin requests. `clientAddress` is sent as X-Forwarded-For (the test
 * servers trust it) so a caller's login attempts are counted apart from other tests'.
 */
export async function adminSessionCookie(
  base: string,
  credentials: { username: string; password: string },
  clientAddress?: string,
): Promise<string> {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(base).origin,
      ...(clientAddress ? { "x-forwarded-for": clientAddress } : {}),
    },
    body: new URLSearchParams({ ...credentials, redirectTo: "/admin" }),
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.includes("="));
  if (response.status !== 302 || !cookie) {
    throw new Error(
      `Signing in at ${base}/admin/login answered ${response.status} without a session cookie.`,
    );
  }
  return cookie;
}
