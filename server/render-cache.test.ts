import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crcShift, createRenderCache, gzipWithNonce } from "./render-cache";

describe("gzipWithNonce", () => {
  it("joins precompressed segments and a fresh nonce into one valid gzip member", () => {
    const page = `<script nonce="NONCE">a()</script>${"<p>cable</p>".repeat(500)}<script nonce="NONCE">b()</script>end é ✓`;
    const gz = gzipWithNonce(page, "NONCE", "fresh+nonce/value==");
    // gunzip checks the CRC and length in the trailer, computed from the segments' own CRCs.
    expect(zlib.gunzipSync(gz).toString()).toBe(page.replaceAll("NONCE", "fresh+nonce/value=="));
    expect(gz.length).toBeLessThan(page.length / 5);
    for (const nonce of ["", "x", "a".repeat(300)]) {
      expect(zlib.gunzipSync(gzipWithNonce(`NONCE${page}NONCE`, "NONCE", nonce)).toString()).toBe(`NONCE${page}NONCE`.replaceAll("NONCE", nonce));
    }
  });
});

describe("gzipWithNonce, for random pages and nonces", () => {
  it("always gives the page with the nonce in every place, with a trailer gunzip accepts", () => {
    for (let round = 0; round < 200; round++) {
      const parts = Array.from({ length: 1 + crypto.randomInt(30) }, () => crypto.randomBytes(crypto.randomInt(2000)).toString("latin1"));
      const nonce = crypto.randomBytes(crypto.randomInt(40)).toString("base64");
      const gz = gzipWithNonce(parts.join("\u0000MARK\u0000"), "\u0000MARK\u0000", nonce);
      expect(zlib.gunzipSync(gz).equals(Buffer.from(parts.join(nonce))), `round ${round}`).toBe(true);
    }
  });
});

describe("the render cache", () => {
  let server: http.Server;
  let base = "";
  let version = 1;
  let renders = 0;
  let nonceCounter = 0;
  const cache = createRenderCache({
    version: () => String(version),
    nonce: (res) => String(res.locals.nonce),
    skip: (path) => path.startsWith("/admin"),
  });

  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.nonce = `nonce${++nonceCounter}`;
      next();
    });
    app.use(cache.middleware);
    app.get(/.*/, (req, res) => {
      renders += 1;
      if (req.path === "/missing") {
        res.status(404).type("html").send("<p>404</p>");
        return;
      }
      if (req.path === "/cookie") res.cookie("x", "1");
      res.type("html").send(`<html><script nonce="${res.locals.nonce}">go()</script><p>${req.originalUrl} v${version}</p></html>`);
    });
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("renders once, then serves the kept page with a new nonce each time", async () => {
    const before = renders;
    const first = await fetch(`${base}/products`);
    const firstText = await first.text();
    const second = await fetch(`${base}/products`);
    const secondText = await second.text();
    expect(renders - before).toBe(1);
    expect(second.headers.get("x-render-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    const nonceOf = (text: string) => /nonce="([^"]+)"/.exec(text)?.[1];
    expect(nonceOf(firstText)).not.toBe(nonceOf(secondText));
    expect(secondText.replace(/nonce\d+/, "N")).toBe(firstText.replace(/nonce\d+/, "N"));
    expect(second.headers.get("cache-control")).toContain("s-maxage=");
    expect(second.headers.get("cache-control")).toContain("stale-while-revalidate=");
  });

  it("serves a kept page with a nonce of another length than the one it was rendered with", async () => {
    await fetch(`${base}/lengths`);
    nonceCounter = 99_998;
    for (const expected of ["nonce99999", "nonce100000", "nonce100001"]) {
      const response = await fetch(`${base}/lengths`);
      expect(response.headers.get("x-render-cache")).toBe("hit");
      expect(await response.text()).toBe(`<html><script nonce="${expected}">go()</script><p>/lengths v${version}</p></html>`);
    }
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

  it("answers 304 to a matching ETag", async () => {
    await fetch(`${base}/about`);
    const kept = await fetch(`${base}/about`);
    const etag = kept.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/about`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it("never serves a page kept under an older version", async () => {
    await fetch(`${base}/news`);
    expect(await (await fetch(`${base}/news`)).text()).toContain("v1");
    version = 2;
    const fresh = await fetch(`${base}/news`);
    expect(fresh.headers.get("x-render-cache")).toBeNull();
    expect(await fresh.text()).toContain("v2");
  });

  it("does not keep pages for visitors with cookies, pages setting cookies, admin pages or errors", async () => {
    for (const [path, init] of [
      ["/careers", { headers: { cookie: "session=1" } }],
      ["/cookie", {}],
      ["/admin/products", {}],
      ["/missing", {}],
    ] as const) {
      await fetch(`${base}${path}`, init);
      const second = await fetch(`${base}${path}`, init);
      expect(second.headers.get("x-render-cache"), path).toBeNull();
    }
  });

  it("serves plain bodies to clients that do not accept gzip", async () => {
    await fetch(`${base}/plain`);
    const response = await new Promise<{ encoding?: string; body: string }>((resolve) => {
      http.get(`${base}/plain`, { headers: { "accept-encoding": "identity" } }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body }));
      });
    });
    expect(response.encoding).toBeUndefined();
    expect(response.body).toContain("/plain v");
  });
});

/** A server with a fresh render cache in front of `page`, each response with the nonce `n<counter>`. */
async function cachedServer(page: (nonce: string, res: express.Response) => void, firstNonce = 0) {
  const cache = createRenderCache({ version: () => "1", nonce: (res) => String(res.locals.nonce) });
  const app = express();
  let counter = firstNonce;
  app.use((_req, res, next) => {
    res.locals.nonce = `n${++counter}`;
    next();
  });
  app.use(cache.middleware);
  app.get(/.*/, (_req, res) => page(String(res.locals.nonce), res));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  return { cache, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe("a burst of requests for a page not yet kept", () => {
  it("renders it once and answers every request", async () => {
    let renders = 0;
    const { base, close } = await cachedServer((nonce, res) => {
      renders += 1;
      setTimeout(() => res.type("html").send(`<script nonce="${nonce}"></script>page`), 50);
    });
    const texts = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/burst`).then((response) => response.text())));
    close();
    expect(renders).toBe(1);
    expect(new Set(texts.map((text) => text.replace(/n\d+/, "N")))).toEqual(new Set(['<script nonce="N"></script>page']));
    expect(new Set(texts).size).toBe(20);
  });

  it("reuses the bodies of finished responses, each hit with its own nonce and a valid trailer", async () => {
    // Nonces from n1001 on: all of one length, so every hit takes the reused-body path.
    const { cache, base, close } = await cachedServer(
      (nonce, res) => void res.type("html").send(`<script nonce="${nonce}"></script>${"<p>cable</p>".repeat(2000)}<i nonce="${nonce}"></i>`),
      1000,
    );
    const url = `${base}/reused`;
    await fetch(url).then((response) => response.text());
    for (let round = 0; round < 5; round++) {
      // fetch checks each gzip trailer's CRC and length as it decodes.
      const texts = await Promise.all(Array.from({ length: 10 }, () => fetch(url).then((response) => response.text())));
      for (const text of texts) {
        const nonces = [...text.matchAll(/nonce="(n\d+)"/g)].map((match) => match[1]);
        expect(nonces).toHaveLength(2);
        expect(nonces[0]).toBe(nonces[1]);
      }
      expect(new Set(texts).size).toBe(10);
    }
    close();
    expect(cache.stats().hits).toBe(50);
  });
});

describe("crcShift", () => {
  it("is what zlib's crc32 does over that many more bytes, for any start value (none: the identity)", () => {
    expect([...crcShift(0)]).toEqual(Array.from({ length: 32 }, (_, bit) => (1 << bit) >>> 0));
    for (const length of [1, 2, 3, 7, 64, 1000, 65_535, 70_001]) {
      const data = crypto.randomBytes(length);
      const columns = crcShift(length);
      for (const start of [0, 1, 0x80000000, 0xdeadbeef, 0xffffffff]) {
        let shifted = 0;
        for (let bit = 0, value = start; value !== 0; bit++, value >>>= 1) if (value & 1) shifted ^= columns[bit]!;
        expect(((shifted ^ zlib.crc32(data, 0)) >>> 0).toString(16), `length ${length}, start ${start}`).toBe(zlib.crc32(data, start).toString(16));
      }
    }
  });
});
