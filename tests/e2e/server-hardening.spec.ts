import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { spawnServer } from "../../scripts/lib/server-process.mjs";
import { expect, test } from "../support/fixtures";
import { queryE2eDb } from "../support/smtp-listener";

/**
 * Hardening promises checked over HTTP: HSTS behind a trusted https proxy, request logs that never
 * hold a secret, clear 413s for oversized uploads, clear 429s from every rate limit, and a short
 * crash-test run (scripts/crash-test.ts). HTTP-only: the desktop project alone runs this file
 * (playwright.config.ts).
 */

/** An address of the benchmarking range, its own per test, so per-address limits are its own. */
const address = () =>
  `198.19.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;
const unique = (label: string) =>
  `${label}-${crypto.randomBytes(6).toString("hex")}`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The production build on its own temporary DATA_DIR, with stdout and stderr captured. */
async function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(
    path.join(os.tmpdir(), "cableworks-hardening-"),
  );
  const port = await freePort();
  let output = "";
  const child: ChildProcess = spawnServer({
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      TRUST_PROXY: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.on("exit", () => resolve()),
  );
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () =>
        (await fetch(`${base}/healthz`).catch(() => undefined))?.status,
      { timeout: 30_000 },
    )
    .toBe(200);
  return {
    base,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test.describe("HSTS", () => {
  test("is sent for a year when a trusted proxy says the request came over https", async ({
    request,
  }) => {
    // The e2e server runs with TRUST_PROXY=true (tests/support/env.ts).
    const viaHttps = await request.get("/", {
      headers: { "X-Forwarded-Proto": "https", "X-Forwarded-For": address() },
    });
    const hsts = viaHttps.headers()["strict-transport-security"] ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    const plain = await request.get("/", {
      headers: { "X-Forwarded-For": address() },
    });
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  });
});

test.describe("request logs", () => {
  test("name the request id and path, never a password, cookie, session id or message body", async () => {
    test.setTimeout(90_000);
    const password = unique("log-password");
    const server = await startServer({
      LOG_LEVEL: "info",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: password,
    });
    try {
      const requestId = unique("log-request");
      const login = await fetch(`${server.base}/admin/login`, {
        method: "POST",
        headers: {
          origin: server.base,
          "content-type": "application/x-www-form-urlencoded",
          "x-request-id": requestId,
        },
        body: new URLSearchParams({
          username: "admin",
          password,
          redirectTo: "/admin/products",
        }),
        redirect: "manual",
      });
      expect(login.status).toBe(302);
      const sessionCookie = /^([^=]+)=([^;]+)/.exec(
        login.headers.get("set-cookie") ?? "",
      );
      expect(sessionCookie).not.toBeNull();
      const sessionId = sessionCookie![2]!;
      const admin = await fetch(`${server.base}/admin/products`, {
        headers: { cookie: `${sessionCookie![1]}=${sessionId}` },
      });
      expect(admin.status).toBe(200);

      const body = unique("log-message-body");
      const otherCookie = unique("log-cookie");
      const contact = await fetch(`${server.base}/contact`, {
        method: "POST",
        headers: {
          origin: server.base,
          "content-type": "application/x-www-form-urlencoded",
          cookie: `tracking=${otherCookie}`,
        },
        body: new URLSearchParams({
          email: "log-test@example.com",
          subject: "Log test",
          message: body,
        }),
      });
      expect(contact.status).toBe(200);
      const query = unique("log-query");
      expect((await fetch(`${server.base}/products?q=${query}`)).status).toBe(
        200,
      );

      // Over plain http, and with no trusted proxy, a forwarded "https" is not believed: no HSTS.
      const spoofed = await fetch(`${server.base}/`, {
        headers: { "x-forwarded-proto": "https" },
      });
      expect(spoofed.headers.get("strict-transport-security")).toBeNull();

      await expect
        .poll(() => server.output().includes('"path":"/products"'))
        .toBe(true);
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.find((line) => line.id === requestId)).toMatchObject({
        method: "POST",
        path: "/admin/login",
        status: 302,
      });
      expect(lines.find((line) => line.path === "/contact")).toMatchObject({
        method: "POST",
        status: 200,
      });
      for (const line of lines)
        expect(typeof line.id === "string" && line.id.length > 0).toBe(true);
      for (const secret of [password, sessionId, otherCookie, body, query]) {
        expect(server.output(), `the logs hold ${secret}`).not.toContain(
          secret,
        );
      }
    } finally {
      await server.stop();
    }
    expect(server.output()).toContain("SIGTERM received");
  });
});

test.describe("body limits", () => {
  const careersPost = (
    request: APIRequestContext,
    fullName: string,
    cv: Buffer,
  ) =>
    request.post("/careers", {
      headers: {
        Origin: test.info().project.use.baseURL!,
        "X-Forwarded-For": address(),
      },
      multipart: {
        fullName,
        email: `${unique("big")}@example.com`,
        message: "Please see my CV.",
        cv: {
          name: "cv.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), cv]),
        },
      },
    });

  test("an upload over the request cap is refused with 413 before it is read", async ({
    request,
  }) => {
    const fullName = unique("Huge Upload");
    const response = await careersPost(
      request,
      fullName,
      Buffer.alloc(7 * 1024 * 1024, 0x20),
    );
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain(
      "What you sent is too large (6144 KB at most here)",
    );
    expect(
      queryE2eDb("select id from applications where full_name = ?", fullName),
    ).toEqual([]);
  });

  test("a CV over 5 MB is refused with 413 and the form's own message", async ({
    request,
  }) => {
    const fullName = unique("Big CV");
    const response = await careersPost(
      request,
      fullName,
      Buffer.alloc(5 * 1024 * 1024 + 100_000, 0x20),
    );
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain(
      "Your CV is larger than 5 MB. Please upload a smaller file.",
    );
    expect(
      queryE2eDb("select id from applications where full_name = ?", fullName),
    ).toEqual([]);
  });
});

test.describe("rate limits", () => {
  const form = (fields: Record<string, string>) =>
    new URLSearchParams(fields).toString();
  const post = (
    request: APIRequestContext,
    url: string,
    from: string,
    fields: Record<string, string>,
  ) =>
    request.post(url, {
      headers: {
        Origin: test.info().project.use.baseURL!,
        "X-Forwarded-For": from,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      data: form(fields),
      maxRedirects: 0,
    });

  test("login: after five failures, 429 with a clear message", async ({
    request,
  }) => {
    const from = address();
    const username = unique("throttled");
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await post(request, "/admin/login", from, {
            username,
            password: `wrong-${i}`,
          })
        ).status(),
      ).toBe(401);
    }
    const refused = await post(request, "/admin/login", from, {
      username,
      password: "wrong-again",
    });
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain(
      "Too many failed login attempts. Please wait 15 minutes and try again.",
    );
    // When to try again: about the 15-minute window.
    const retryAfter = Number(refused.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  for (const [url, fields] of [
    [
      "/contact",
      (email: string, n: number) => ({
        email,
        subject: `Rate ${n}`,
        message: "Hello",
      }),
    ],
    [
      "/careers",
      (email: string, n: number) => ({
        email,
        fullName: `Rate Applicant ${n}`,
        message: "Hello",
      }),
    ],
  ] as const) {
    test(`${url}: the fourth post from one sender within ten minutes gets 429 with a clear message`, async ({
      request,
    }) => {
      const from = address();
      const email = `${unique("rate")}@example.com`;
      for (let n = 1; n <= 3; n++)
        expect(
          (await post(request, url, from, fields(email, n))).status(),
        ).toBe(200);
      const refused = await post(request, url, from, fields(email, 4));
      expect(refused.status()).toBe(429);
      expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
      expect(await refused.text()).toContain(
        "Too many messages from you in a short time. Please wait a few minutes and try again.",
      );
    });
  }
});

test.describe("crash safety", () => {
  test("a short crash-test run loses no acknowledged write, and no audit entry", async () => {
    test.setTimeout(120_000);
    const out = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-crash-spec-")),
      "crash.json",
    );
    const port = await freePort();
    const run = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/crash-test.ts",
        "--cycles",
        "3",
        "--port",
        String(port),
        "--out",
        out,
      ],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    run.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    run.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) =>
      run.on("exit", resolve),
    );
    expect(code, output).toBe(0);
    const result = JSON.parse(fs.readFileSync(out, "utf8")) as Record<
      string,
      number
    >;
    expect(result).toMatchObject({
      cyclesDone: 3,
      lostWrites: 0,
      tornRows: 0,
      unexpectedAnswers: 0,
      integrityFailures: 0,
      // The audit log accounts for every change: no write without its entry, no entry without its write.
      writesWithoutAuditEntry: 0,
      auditEntriesWithoutWrite: 0,
    });
    expect(result.acknowledgedWrites).toBeGreaterThan(0);
    expect(result.auditEntriesReplayed).toBeGreaterThan(0);
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  });
});
