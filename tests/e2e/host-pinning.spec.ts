import fs from "node:fs";
import http from "node:http";
import { expect, test } from "../support/fixtures";
import { startOwnServer } from "../support/spawned-server";

/**
 * A page names its own origin (canonical, preview cards, JSON-LD, sitemap), and anonymous pages
 * are cached for everyone: a Host or X-Forwarded-Host a visitor makes up must never get into them
 * (http/host-guard.ts).
 */

function get(port: number, urlPath: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(
        {
          host: "127.0.0.1",
          port,
          path: urlPath,
          headers: { "accept-encoding": "identity", ...headers },
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      )
      .on("error", reject);
  });
}

const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test("with SITE_URL set, a forged X-Forwarded-Host reaches no page, sitemap or robots.txt", async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  for (let visit = 0; visit < 3; visit++) {
    const page = await get(port, "/about", {
      host: "evil.test",
      "x-forwarded-host": "evil.test",
    });
    expect(page.status).toBe(200);
    expect(canonicalOf(page.body)).toBe(`${baseURL}/about`);
    expect(page.body).not.toContain("evil.test");
  }
  // A Host that is no host name is a bad request, not a server error.
  for (const host of ["a b", "%", "[", "x:99999", "@evil"]) {
    expect((await get(port, "/about", { host })).status, host).toBe(400);
  }
  for (const resource of ["/sitemap.xml", "/robots.txt"]) {
    expect(
      (
        await get(port, resource, {
          host: "evil.test",
          "x-forwarded-host": "evil.test",
        })
      ).body,
    ).not.toContain("evil.test");
  }
});

test("without SITE_URL, only loopback and ALLOWED_HOSTS are answered, and each gets its own pages", async () => {
  test.setTimeout(150_000);
  const { port, dataDir, server } = await startOwnServer("hosts", {
    TRUST_PROXY: "true",
    ALLOWED_HOSTS: "www.cableworks.test",
  });
  try {
    const refused = await get(port, "/about", { host: "evil.test" });
    expect(refused.status).toBe(421);
    expect(refused.body).toContain("SITE_URL");
    expect(refused.body).toContain("ALLOWED_HOSTS");
    expect(
      (
        await get(port, "/about", {
          host: `127.0.0.1:${port}`,
          "x-forwarded-host": "evil.test",
        })
      ).status,
    ).toBe(421);

    // Twice each, so the second is a cache hit: a page kept for one name is not served to another.
    for (let visit = 0; visit < 2; visit++) {
      const listed = await get(port, "/about", { host: "www.cableworks.test" });
      expect(listed.status).toBe(200);
      expect(canonicalOf(listed.body)).toBe("http://www.cableworks.test/about");
      const local = await get(port, "/about", { host: `localhost:${port}` });
      expect(canonicalOf(local.body)).toBe(`http://localhost:${port}/about`);
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.on("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
