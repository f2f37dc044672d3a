import type { ChildProcess } from "node:child_process";
import { execFile } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startNginx } from "../../scripts/lib/nginx-proxy.mjs";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { startOwnServer } from "../support/spawned-server";

/**
 * The production build behind Debian's nginx with TLS, configured by deploy/nginx.conf (the
 * recipe in docs/deployment.md) and a self-signed certificate made here: http moves to https, HSTS, a
 * `__Host-` Secure session cookie, client addresses taken from the proxy, admin writes in a real
 * browser, and the MDN HTTP Observatory's grade. Without TRUST_PROXY, a write through the proxy
 * gets a message saying what to set. One server each, so the desktop project alone runs this
 * file (playwright.config.ts).
 */

const ADMIN = { username: "admin", password: "https-Admin-password-1" };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Site {
  origin: string;
  httpsPort: number;
  httpPort: number;
  cert: string;
  stop: () => Promise<void>;
}

/** The app (with `env`) behind nginx on two free ports, https and http, for localhost. */
async function startSite(
  name: string,
  env: Record<string, string>,
): Promise<Site> {
  const dir = fs.mkdtempSync(
    path.join(os.tmpdir(), `cableworks-nginx-${name}-`),
  );
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const origin = `https://localhost:${httpsPort}`;
  const app = await startOwnServer(name, {
    SITE_URL: origin,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  const nginx = await startNginx({
    dir,
    httpsPort,
    httpPort,
    upstream: `127.0.0.1:${app.port}`,
  }).catch((error: unknown) => {
    app.server.kill("SIGTERM");
    throw error;
  });
  return {
    origin,
    httpsPort,
    httpPort,
    cert: path.join(dir, "cert.pem"),
    async stop() {
      await nginx.stop();
      await stopServer(app.server);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    },
  };
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/**
 * A request to nginx over TLS (checked against the test's certificate) from a loopback address of
 * our choosing, so that nginx sees a client address other than its own.
 */
function request(
  site: Site,
  options: {
    method?: string;
    path: string;
    from?: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port: site.httpsPort,
        path: options.path,
        method: options.method ?? "GET",
        localAddress: options.from,
        ca: fs.readFileSync(site.cert),
        headers: { Host: `localhost:${site.httpsPort}`, ...options.headers },
        agent: false,
      },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A login form posted as a page without JavaScript would post it. */
const postLogin = (
  site: Site,
  password: string,
  from: string,
  forwardedFor?: string,
) =>
  request(site, {
    method: "POST",
    path: "/admin/login",
    from,
    headers: {
      Origin: site.origin,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
    },
    body: new URLSearchParams({
      username: ADMIN.username,
      password,
    }).toString(),
  });

test.describe("behind nginx with TLS and TRUST_PROXY=true @desktop-only", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ ignoreHTTPSErrors: true });
  let site: Site;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSite("https", { TRUST_PROXY: "true" });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("http moves to https with 301, and https pages carry HSTS", async ({
    playwright,
  }) => {
    const client = await playwright.request.newContext({
      ignoreHTTPSErrors: true,
    });
    try {
      const plain = await client.get(
        `http://localhost:${site.httpPort}/products?q=pvc`,
        { maxRedirects: 0 },
      );
      expect(plain.status()).toBe(301);
      expect(plain.headers().location).toBe(`${site.origin}/products?q=pvc`);
      const secure = await client.get(`${site.origin}/`);
      expect(secure.status()).toBe(200);
      const hsts = secure.headers()["strict-transport-security"] ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(
        31_536_000,
      );
      // The page names the public https address, not the proxy's upstream.
      expect(await secure.text()).toContain(
        `<link rel="canonical" href="${site.origin}/"`,
      );
    } finally {
      await client.dispose();
    }
  });

  test("the login limit counts the client's address as nginx saw it, not nginx's own, nor one the client made up", async () => {
    // Five failures from 127.0.0.5, each claiming another address of its own: the sixth is refused.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await postLogin(
        site,
        `wrong-${attempt}`,
        "127.0.0.5",
        `198.51.100.${attempt}`,
      );
      expect(failed.status, `attempt ${attempt}`).toBe(401);
    }
    const throttled = await postLogin(
      site,
      "wrong-6",
      "127.0.0.5",
      "198.51.100.6",
    );
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    // Another client, through the same nginx, is not locked out by them.
    const other = await postLogin(site, "wrong-7", "127.0.0.6");
    expect(other.status).toBe(401);
  });

  test("an administrator logs in and saves through the proxy; the session cookie is __Host- and Secure", async ({
    page,
  }) => {
    await gotoHydrated(
      page,
      `${site.origin}/admin/login?redirectTo=${encodeURIComponent("/admin/clients")}`,
    );
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(`${site.origin}/admin/clients`);
    const cookies = await page.context().cookies(site.origin);
    expect(cookies.map((cookie) => cookie.name)).toEqual(["__Host-cw_session"]);
    expect(cookies[0]).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
    });

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Add Client" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Client" });
    const name = `Delta Grid ${Date.now().toString(36)}`;
    await dialog.getByLabel("Company Name *").fill(name);
    await dialog.getByLabel("Industry *").fill("Utilities");
    await dialog
      .getByLabel("Description *")
      .fill(
        "Feeders for the delta's pumping stations, laid through the proxy.",
      );
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(
      page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "Client added successfully" }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("row", { name: new RegExp(name) }),
    ).toBeVisible();
  });

  test("the MDN HTTP Observatory grades the site A+ through the proxy", async () => {
    test.setTimeout(60_000);
    // The scan checks the certificate as a browser would: the test's own is its trusted root.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["scripts/observatory-scan.mjs", `localhost:${site.httpsPort}`],
      {
        env: { PATH: process.env.PATH ?? "", NODE_EXTRA_CA_CERTS: site.cert },
      },
    );
    const result = JSON.parse(stdout) as {
      grade: string;
      score: number;
      tests: Record<string, { pass: boolean; result: string }>;
    };
    test.info().annotations.push({
      type: "observatory",
      description: `${result.grade}, score ${result.score}`,
    });
    const failed = Object.entries(result.tests).filter(
      ([, outcome]) => !outcome.pass,
    );
    expect(failed).toEqual([]);
    expect(result.tests["strict-transport-security"]?.result).toBe(
      "hsts-implemented-max-age-at-least-six-months",
    );
    expect(result.tests.redirection?.result).toBe("redirection-to-https");
    expect(result.grade).toBe("A+");
  });
});

test.describe("behind nginx with TLS, TRUST_PROXY unset @desktop-only", () => {
  let site: Site;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSite("https-untrusted", {});
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("a form posted through the proxy gets a message saying to set TRUST_PROXY", async () => {
    const refused = await postLogin(site, ADMIN.password, "127.0.0.1");
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("set TRUST_PROXY=true");
  });
});
