import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentEtag, sealDocument } from "~/server/platform/csp.server";
import { createRenderCache, etagMatches } from "./render-cache";

/** Sends `page` as entry.server.tsx sends a document: sealed, with its own CSP and ETag. */
function sendDocument(res: express.Response, page: string) {
  const { html, csp } = sealDocument(
    page.replaceAll("<script>", '<script nonce="n">'),
    "n",
  );
  res.setHeader("Content-Security-Policy", csp);
  res.setHeader("ETag", documentEtag(Buffer.from(html)));
  res.type("html").send(html);
}

/** A plain GET with the given headers, read whole (fetch would add and decode encodings itself). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

describe("the render cache", () => {
  let server: http.Server;
  let base = "";
  let version = 1;
  let renders = 0;
  const cache = createRenderCache({
    version: () => String(version),
    skip: (path) => path.startsWith("/admin"),
  });

  beforeAll(async () => {
    const app = express();
    // As under React Router's handler, which streams: only the document's own ETag, none of Express's.
    app.set("etag", false);
    app.use(cache.middleware);
    app.get(/.*/, (req, res) => {
      renders += 1;
      if (req.path === "/missing") {
        res.status(404).type("html").send("<p>404</p>");
        return;
      }
      if (req.path === "/cookie") res.cookie("x", "1");
      if (req.path.startsWith("/api/")) {
        // As the catalogue API answers (app/server/catalogue/catalogue-api.server.ts): JSON with its own ETag.
        const body = Buffer.from(
          JSON.stringify({ path: req.originalUrl, version }),
        );
        res.setHeader("ETag", documentEtag(body));
        res.setHeader("Access-Control-Allow-Origin", "*");
        res.type("application/json").send(body);
        return;
      }
      if (req.path === "/no-etag") {
        res.type("html").send("<p>no validator</p>");
        return;
      }
      sendDocument(
        res,
        `<html><script>go()</script><p>${req.originalUrl} v${version}</p></html>`,
      );
    });
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("renders once, then serves the same page with the same headers, brotli first", async () => {
    const before = renders;
    const first = await fetch(`${base}/products`);
    const firstText = await first.text();
    const second = await fetch(`${base}/products`);
    expect(renders - before).toBe(1);
    expect(second.headers.get("x-render-cache")).toBe("hit");
    expect(await second.text()).toBe(firstText);
    const brotli = await get(`${base}/products`, {
      "accept-encoding": "gzip, br",
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(firstText);
    // The page and its policy are one pair: the same CSP (naming the inline script's hash) and ETag.
    expect(second.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
    expect(second.headers.get("content-security-policy")).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/,
    );
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(first.headers.get("cache-control")).toContain("s-maxage=");
    expect(second.headers.get("cache-control")).toContain(
      "stale-while-revalidate=",
    );
  });

  it("does not keep the empty body of a HEAD request: a GET after it gets the whole page", async () => {
    const head = await fetch(`${base}/head-first`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const page = await fetch(`${base}/head-first`);
    expect(await page.text()).toContain("<p>/head-first v");
    // The GET's render is kept, and a later HEAD is answered from it, without a body.
    const again = await fetch(`${base}/head-first`, { method: "HEAD" });
    expect(again.headers.get("x-render-cache")).toBe("hit");
    expect(await (await fetch(`${base}/head-first`)).text()).toContain(
      "<p>/head-first v",
    );
  });

  it("serves the same page as gzip, and plain to clients that take no compression", async () => {
    await fetch(`${base}/plain`);
    const gzip = await get(`${base}/plain`, { "accept-encoding": "gzip" });
    const plain = await get(`${base}/plain`, { "accept-encoding": "identity" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["x-render-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(
      "<html><script>go()</script><p>/plain v1</p></html>",
    );
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
  });

  it("keeps a page with a query (a search) the second time it is rendered, not the first", async () => {
    const before = renders;
    const first = await fetch(`${base}/products?q=pvc`);
    const second = await fetch(`${base}/products?q=pvc`);
    const third = await fetch(`${base}/products?q=pvc`);
    expect(renders - before).toBe(2);
    expect(first.headers.get("x-render-cache")).toBeNull();
    expect(second.headers.get("x-render-cache")).toBeNull();
    expect(third.headers.get("x-render-cache")).toBe("hit");
    expect(await third.text()).toContain("/products?q=pvc v");
  });

  it("keeps the catalogue API's JSON as it keeps pages, with its headers and ETag", async () => {
    const before = renders;
    const first = await fetch(`${base}/api/v1/products`);
    const second = await fetch(`${base}/api/v1/products`);
    expect(renders - before).toBe(1);
    expect(second.headers.get("x-render-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toMatch(/^application\/json/);
    expect(second.headers.get("access-control-allow-origin")).toBe("*");
    expect(second.headers.get("cache-control")).toContain("s-maxage=");
    expect(await second.json()).toEqual(await first.json());
    const notModified = await get(`${base}/api/v1/products`, {
      "if-none-match": second.headers.get("etag")!,
    });
    expect(notModified.status).toBe(304);
  });

  it("answers 304, with the page's own headers, to a matching ETag", async () => {
    const first = await fetch(`${base}/about`);
    const etag = first.headers.get("etag")!;
    const again = await fetch(`${base}/about`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
    expect(
      (
        await fetch(`${base}/about`, {
          headers: { "If-None-Match": 'W/"other"' },
        })
      ).status,
    ).toBe(200);
  });

  it("never serves a page kept under an older version", async () => {
    await fetch(`${base}/news`);
    expect(await (await fetch(`${base}/news`)).text()).toContain("v1");
    version = 2;
    const fresh = await fetch(`${base}/news`);
    expect(fresh.headers.get("x-render-cache")).toBeNull();
    expect(await fresh.text()).toContain("v2");
  });

  it("does not keep pages for visitors with cookies, pages setting cookies, admin pages, errors or pages without a validator", async () => {
    for (const [path, init] of [
      ["/careers", { headers: { cookie: "session=1" } }],
      ["/cookie", {}],
      ["/admin/products", {}],
      ["/missing", {}],
      ["/no-etag", {}],
      [`/products?pad=${"x".repeat(2000)}`, {}],
    ] as const) {
      await fetch(`${base}${path}`, init);
      await fetch(`${base}${path}`, init);
      const third = await fetch(`${base}${path}`, init);
      expect(third.headers.get("x-render-cache"), path).toBeNull();
    }
  });

  it("treats a request carrying only an ignored cookie (the quote basket) as one without cookies", async () => {
    const withBasket = createRenderCache({
      version: () => "1",
      ignoredCookies: ["cw_quote"],
    });
    const app = express();
    app.set("etag", false);
    app.use(withBasket.middleware);
    app.get(/.*/, (req, res) => sendDocument(res, `<p>${req.path}</p>`));
    const listening = app.listen(0);
    await new Promise((resolve) => listening.once("listening", resolve));
    const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    try {
      await fetch(`${url}/products`);
      const basket = await fetch(`${url}/products`, {
        headers: { cookie: "cw_quote=1:500::" },
      });
      expect(basket.headers.get("x-render-cache")).toBe("hit");
      // Any other cookie (a session) still means a page rendered for this visitor alone.
      for (const cookie of [
        "cw_quote=1:500::; cw_session=abc",
        "cw_session=abc",
        "cw_quotex=1",
        "=cw_quote",
      ]) {
        const other = await fetch(`${url}/products`, { headers: { cookie } });
        expect(other.headers.get("x-render-cache"), cookie).toBeNull();
      }
    } finally {
      listening.close();
    }
  });

  it("counts what it keeps against its budget, dropping the least recently used pages", async () => {
    const small = createRenderCache({
      version: () => "1",
      maxBytes: 64 * 1024,
    });
    const app = express();
    app.use(small.middleware);
    // Random text does not compress: each page costs about twice its size (brotli and gzip).
    app.get(/.*/, (req, res) =>
      sendDocument(
        res,
        `<p>${req.path}</p>${Buffer.from(crypto.getRandomValues(new Uint8Array(3000))).toString("base64")}`,
      ),
    );
    const listening = app.listen(0);
    await new Promise((resolve) => listening.once("listening", resolve));
    const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    for (let page = 0; page < 30; page++)
      await fetch(`${url}/page-${page}`).then((response) => response.text());
    listening.close();
    const { entries, bytes } = small.stats();
    expect(bytes).toBeLessThanOrEqual(64 * 1024);
    expect(entries).toBeGreaterThan(3);
    expect(entries).toBeLessThan(30);
  });
});

describe("a burst of requests for a page not yet kept", () => {
  it("renders it once and answers every request with the same page", async () => {
    let renders = 0;
    const cache = createRenderCache({ version: () => "1" });
    const app = express();
    app.use(cache.middleware);
    app.get(/.*/, (_req, res) => {
      renders += 1;
      setTimeout(
        () =>
          sendDocument(
            res,
            `<script>boot()</script>${"<p>cable</p>".repeat(2000)}`,
          ),
        50,
      );
    });
    const listening = app.listen(0);
    await new Promise((resolve) => listening.once("listening", resolve));
    const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/burst`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => fetch(url)),
    );
    const texts = await Promise.all(
      responses.map((response) => response.text()),
    );
    listening.close();
    expect(renders).toBe(1);
    expect(new Set(texts).size).toBe(1);
    expect(
      new Set(responses.map((response) => response.headers.get("etag"))).size,
    ).toBe(1);
    expect(cache.stats().hits).toBe(19);
  });
});

describe("a request that waited for a render and was abandoned", () => {
  // A picture is rendered for every request (it is not a page, so never kept). A visitor who leaves
  // while waiting on another's render must not become the renderer of a flight nobody ends: the
  // next request for that address would wait for ever (this hung the shared e2e server).
  it("does not leave later requests for the address waiting", async () => {
    const cache = createRenderCache({ version: () => "1" });
    const app = express();
    app.use(cache.middleware);
    app.get(/.*/, (_req, res) => {
      setTimeout(() => res.type("image/svg+xml").send("<svg/>"), 100);
    });
    const listening = app.listen(0);
    await new Promise((resolve) => listening.once("listening", resolve));
    const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/picture.svg?v=1`;
    try {
      const first = get(url);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const leaving = http.get(url);
      leaving.on("error", () => {});
      await new Promise((resolve) => setTimeout(resolve, 20));
      leaving.destroy();
      expect((await first).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const later = await Promise.race([
        get(url),
        new Promise<"hung">((resolve) =>
          setTimeout(() => resolve("hung"), 2000),
        ),
      ]);
      expect(later === "hung" ? later : later.status).toBe(200);
    } finally {
      listening.closeAllConnections();
      listening.close();
    }
  });
});

describe("etagMatches", () => {
  it("compares weakly, in a list, and takes *", () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches("*", 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
  });
});
