// The server under test and the HTTP client the writers use: start, SIGKILL, log in, post a form.
import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { spawnServer } from "../lib/server-process.mjs";
import { ADMIN, base, port, REQUEST_TIMEOUT_MS } from "./options";

export type Answer = "acknowledged" | "no-answer" | { unexpected: string };

export async function post(
  pathname: string,
  fields: Record<string, string>,
  cookie: string,
  signal: AbortSignal,
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${base}${pathname}`, {
      method: "POST",
      headers: {
        origin: base,
        cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
      signal: AbortSignal.any([
        signal,
        AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ]),
    });
  } catch {
    return "no-answer";
  }
  // Success is decided by the status line; the body only confirms it (and may be cut by the kill).
  const body = await response.text().catch(() => "");
  if (response.status === 200 && !/"ok",false/.test(body))
    return "acknowledged";
  return { unexpected: `${response.status} ${pathname} ${body.slice(0, 160)}` };
}

let server: ChildProcess | undefined;

export async function startServer(
  buildCopy: string,
  dataDir: string,
  withAdminEnv: boolean,
): Promise<number> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    // Each login comes from an address of its own (X-Forwarded-For, below): a login cut off by the
    // kill keeps counting against its address (the login limit counts an attempt before the
    // password hash), and ten of those from one address would rightly throttle the next.
    TRUST_PROXY: "true",
  };
  // Only the first start sets the account: later starts keep it (and skip hashing the password).
  if (withAdminEnv)
    Object.assign(env, {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
  else delete env.ADMIN_PASSWORD;
  server = spawnServer({
    buildRoot: buildCopy,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  server.stderr?.on(
    "data",
    (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)),
  );
  const child = server;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `The server exited at start (${child.exitCode}): ${stderr}`,
      );
    const ok = await fetch(`${base}/healthz`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    if (performance.now() - started > 60_000)
      throw new Error(`The server did not answer /healthz in 60 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

export async function killServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

export async function login(
  signal?: AbortSignal,
): Promise<
  { cookie: string; idHash: string } | "no-answer" | { unexpected: string }
> {
  let response: Response;
  try {
    response = await fetch(`${base}/admin/login`, {
      method: "POST",
      headers: {
        origin: base,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
      },
      body: new URLSearchParams({
        ...ADMIN,
        redirectTo: "/admin/categories",
      }).toString(),
      redirect: "manual",
      signal: AbortSignal.any([
        ...(signal ? [signal] : []),
        AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ]),
    });
  } catch {
    return "no-answer";
  }
  await response.arrayBuffer().catch(() => undefined);
  const cookie = /^(cw_session=[^;]+)/.exec(
    response.headers.get("set-cookie") ?? "",
  )?.[1];
  if (response.status !== 302 || !cookie)
    return { unexpected: `${response.status} /admin/login` };
  return {
    cookie,
    idHash: crypto
      .createHash("sha256")
      .update(cookie.slice("cw_session=".length))
      .digest("hex"),
  };
}

/** Interrupted or stuck: take the server down at once, without waiting. */
export function killServerNow(): void {
  server?.kill("SIGKILL");
}

/** The end of the run: a clean stop, so the last state is checked by no one but left whole. */
export async function stopServer(): Promise<void> {
  const child = server;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}
