import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, staticFiles } from "./static-files";

describe("chooseEncoding", () => {
  it("prefers brotli, falls back to gzip, honours q=0", () => {
    const both = { br: true, gzip: true };
    expect(chooseEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chooseEncoding("gzip", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8", both)).toBe("gzip");
    expect(chooseEncoding("identity", both)).toBeUndefined();
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding("br", { br: false, gzip: true })).toBeUndefined();
  });
});

describe("staticFiles", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-static-"));
  const script = `console.log(${JSON.stringify("cable ".repeat(200))});`;
  let server: ReturnType<express.Express["listen"]>;
  let base = "";

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets/app-abc123.js"), script);
    fs.writeFileSync(
      path.join(dir, "assets/app-abc123.js.br"),
      zlib.brotliCompressSync(script),
    );
    fs.writeFileSync(
      path.join(dir, "assets/app-abc123.js.gz"),
      zlib.gzipSync(script),
    );
    fs.writeFileSync(
      path.join(dir, "logo.svg"),
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
    );
    const app = express();
    app.use(staticFiles(dir));
    app.use((_req, res) => res.status(404).send("app"));
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends the precompressed copy with the original type, cached for a year when hashed", async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe(
      "text/javascript; charset=utf-8",
    );
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe(script);
    const plain = await fetch(`${base}/assets/app-abc123.js`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("gives an SVG a locked-down policy and an hour's cache; other paths go on to the app", async () => {
    const svg = await fetch(`${base}/logo.svg`);
    expect(svg.headers.get("content-security-policy")).toContain(
      "default-src 'none'",
    );
    expect(svg.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${base}/products`)).text()).toBe("app");
    expect(await (await fetch(`${base}/assets/app-abc123.js.br`)).text()).toBe(
      "app",
    );
  });
});
