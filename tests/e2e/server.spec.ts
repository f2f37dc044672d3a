import crypto from "node:crypto";
import { expect, test } from "../support/fixtures";
import { startOwnServer } from "../support/spawned-server";

/** HTTP-level promises of server.ts: headers, health, body caps. */
test.describe("the HTTP server", () => {
  test("sends the security headers, and a CSP that allows exactly the page's own scripts by hash", async ({
    request,
  }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const headers = first.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(csp).not.toMatch(
      /script-src[^;]*'(unsafe-(inline|eval)|nonce-[^']*)'/,
    );
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "frame-src https://www.openstreetmap.org",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-site");
    expect(headers["x-powered-by"]).toBeUndefined();
    // Over plain http, no HSTS.
    expect(headers["strict-transport-security"]).toBeUndefined();
    // The page and its policy are one immutable pair: a second visitor gets both unchanged.
    const html = await first.text();
    expect(await second.text()).toBe(html);
    expect(second.headers()["content-security-policy"]).toBe(csp);
    expect(second.headers()["etag"]).toBe(headers["etag"]);
    // Every inline script in the page is allowed by its hash, and the policy allows nothing else.
    // Data blocks (the structured data, the page's copy: docs/decisions/039) never run: no hash.
    const inline = [
      ...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g),
    ].filter(
      ([, attributes]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes!),
    );
    expect(html).toMatch(/<script type="application\/json" id="locale-data">/);
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map(
      ([, , text]) =>
        `'sha256-${crypto.createHash("sha256").update(text!).digest("base64")}'`,
    );
    expect(new Set(csp.match(/'sha256-[^']+'/g))).toEqual(new Set(hashes));
    expect(html).not.toContain("nonce=");
  });

  test("answers /healthz", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("serves hashed assets for a year and compresses pages", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    expect(response.headers()["cache-control"]).toContain("immutable");
    // Precompressed at build time; only the headers a file needs.
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["content-type"]).toContain("text/css");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-security-policy"]).toBeUndefined();
    expect(await response.text()).toContain("--");
    const page = await request.get("/", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(page.headers()["content-encoding"]).toBe("gzip");
  });

  test("refuses an oversized form body with 413 and a clear message", async ({
    request,
  }) => {
    const response = await request.post("/contact", {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://127.0.0.1",
      },
      data: `message=${"x".repeat(70 * 1024)}`,
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toMatch(/too large/);
  });

  test("frames and powerful features are refused alike by every header that says so", async ({
    request,
  }) => {
    const headers = (await request.get("/about")).headers();
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toContain(
      "frame-ancestors 'none'",
    );
    for (const feature of [
      "camera=()",
      "microphone=()",
      "geolocation=()",
      "payment=()",
    ]) {
      expect(headers["permissions-policy"]).toContain(feature);
    }
    // One nosniff, not two.
    const raw = (await request.get("/about"))
      .headersArray()
      .filter(
        (header) => header.name.toLowerCase() === "x-content-type-options",
      );
    expect(raw).toHaveLength(1);
  });

  test("admin pages are never kept by a browser or proxy", async ({
    request,
  }) => {
    const login = await request.get("/admin/login");
    expect(login.status()).toBe(200);
    expect(login.headers()["cache-control"]).toBe("no-store");
  });

  test("answers methods it does not take with 405 and the ones it does", async ({
    request,
  }) => {
    for (const method of ["TRACE", "PUT", "DELETE", "PROPFIND"]) {
      const response = await request.fetch("/", { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers()["allow"]).toBe("GET, HEAD, POST, OPTIONS");
    }
  });
});

test.describe("graceful shutdown", () => {
  test("SIGTERM finishes the request in flight, then closes the database cleanly", async () => {
    // Starting a second server while the suite runs can take a while on a busy 2-core machine.
    test.setTimeout(150_000);
    const fs = await import("node:fs");
    const net = await import("node:net");
    const path = await import("node:path");
    const { default: Database } = await import("better-sqlite3");
    /** Every wait has its own limit and says what it waited for, so a failure names its step. */
    const within = <T>(promise: Promise<T>, ms: number, what: string) =>
      Promise.race([
        promise,
        new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(new Error(`no ${what} within ${ms} ms`)),
            ms,
          ).unref(),
        ),
      ]);
    // The server runs as in production, with mail it cannot deliver (the message must be kept anyway).
    const { port, dataDir, server } = await startOwnServer("sigterm", {
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "sigterm-Admin-password-1",
    });
    const exited = new Promise<number | null>((resolve) =>
      server.on("exit", (code) => resolve(code)),
    );
    try {
      // A contact message whose body is still arriving when SIGTERM comes: the action reads the
      // whole form, so the request is truly in flight until the last byte.
      const subject = `Shutdown ${Date.now()}`;
      const body = new URLSearchParams({
        firstName: "Nadia",
        lastName: "Fahmy",
        email: "nadia.fahmy@example.com",
        subject,
        message: "Please quote 500 m of 4x16 mm2 armoured cable.",
      }).toString();
      const socket = net.connect(port, "127.0.0.1");
      // Listeners first: an early close must not be missed.
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString()));
      const closed = new Promise<void>((resolve) =>
        socket.on("close", () => resolve()),
      );
      socket.on("error", () => undefined);
      await within(
        new Promise<void>((resolve) => socket.on("connect", () => resolve())),
        10_000,
        "connection",
      );
      socket.write(
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answer, "the server waits for the rest of the body").toBe("");
      server.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.write(body.slice(20));
      await within(closed, 30_000, "end of the answer");

      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(await within(exited, 30_000, "exit after SIGTERM")).toBe(0);
      // A clean close checkpoints the write-ahead log into the database file...
      expect(fs.existsSync(path.join(dataDir, "cableworks.db-wal"))).toBe(
        false,
      );
      // ...and the message that arrived during the shutdown is in it.
      const db = new Database(path.join(dataDir, "cableworks.db"), {
        readonly: true,
        fileMustExist: true,
      });
      try {
        expect(
          db
            .prepare("select email from messages where subject = ?")
            .all(subject),
        ).toEqual([{ email: "nadia.fahmy@example.com" }]);
      } finally {
        db.close();
      }
    } finally {
      server.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
