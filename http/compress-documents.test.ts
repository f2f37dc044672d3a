import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressDocuments } from "./compress-documents";

/** A GET with its raw (undecoded) body, so the test sees what went over the wire. */
function get(url: string, acceptEncoding?: string, method = "GET") {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("compressDocuments", () => {
  const page = `<!DOCTYPE html><html><body>${"<p>Copper conductor, 4x16 mm², armoured</p>".repeat(300)}</body></html>`;
  const kept: string[] = [];
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.use(compressDocuments());
    // As the render cache does: wraps the response after compressDocuments and sees what the app wrote.
    app.use((_req, res, next) => {
      const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk === "string") kept.push(chunk);
        return end(chunk, ...rest);
      }) as express.Response["end"];
      next();
    });
    app.get("/page", (_req, res) => {
      res.type("html");
      // In pieces, as React Router writes a document, with a flush after each (as it does).
      res.write(page.slice(0, 1000));
      (res as unknown as { flush?: () => void }).flush?.();
      res.end(page.slice(1000));
    });
    app.get("/small", (_req, res) => void res.type("html").send("<p>ok</p>"));
    app.get(
      "/data",
      (_req, res) => void res.json({ text: "cable ".repeat(1000) }),
    );
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("sends a document compressed in one piece, with its length (brotli first, else gzip)", async () => {
    const br = await get(`${base}/page`, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.headers["transfer-encoding"]).toBeUndefined();
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 10);

    const gzip = await get(`${base}/page`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
  });

  it("leaves the page uncompressed for what comes after it (the render cache keeps that)", async () => {
    kept.length = 0;
    await get(`${base}/page`, "br");
    expect(kept).toEqual([page.slice(1000)]);
  });

  it("sends plain documents to clients that take no compression, and small ones as they are", async () => {
    const plain = await get(`${base}/page`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    const small = await get(`${base}/small`, "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<p>ok</p>");
    const head = await get(`${base}/page`, "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("leaves other responses to the compression middleware", async () => {
    const data = await get(`${base}/data`, "gzip");
    expect(data.headers["content-encoding"]).toBe("gzip");
    expect(data.headers["transfer-encoding"]).toBe("chunked");
    expect(JSON.parse(zlib.gunzipSync(data.body).toString()).text).toContain(
      "cable",
    );
  });
});
