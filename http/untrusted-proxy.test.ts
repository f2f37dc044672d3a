import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  refuseUntrustedProxy,
  UNTRUSTED_PROXY_LOG,
  UNTRUSTED_PROXY_MESSAGE,
} from "./untrusted-proxy";

/** An app with the check in front of a write that answers "stored". */
async function serve(trustProxy: boolean, logged: string[]) {
  const app = express();
  app.use(refuseUntrustedProxy(trustProxy, (line) => logged.push(line)));
  app.post("/admin/login", (_req, res) => {
    res.send("stored");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port };
}

describe("refuseUntrustedProxy", () => {
  const logged: string[] = [];
  let untrusted: Awaited<ReturnType<typeof serve>>;
  let trusted: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    untrusted = await serve(false, logged);
    trusted = await serve(true, []);
  });
  afterAll(() => {
    untrusted.server.close();
    trusted.server.close();
  });

  // node:http, not fetch: fetch sends its own Host.
  const post = (port: number, host: string, origin: string) =>
    new Promise<{ status: number; text: () => Promise<string> }>(
      (resolve, reject) => {
        const req = http.request(
          {
            port,
            host: "127.0.0.1",
            path: "/admin/login",
            method: "POST",
            headers: { Host: host, Origin: origin },
          },
          (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => (body += chunk.toString()));
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, text: async () => body }),
            );
          },
        );
        req.on("error", reject);
        req.end();
      },
    );

  it("refuses, saying what to set, a write an https page sent to its own host over plain http", async () => {
    for (const [host, origin] of [
      ["shop.test:8443", "https://shop.test:8443"],
      ["shop.test", "https://shop.test"],
      ["shop.test:443", "https://shop.test"],
    ]) {
      const response = await post(untrusted.port, host!, origin!);
      expect(response.status, `${host} ${origin}`).toBe(400);
      expect(await response.text()).toBe(UNTRUSTED_PROXY_MESSAGE);
    }
    expect(UNTRUSTED_PROXY_MESSAGE).toContain("set TRUST_PROXY=true");
    // The server's log says it once, not once per post.
    expect(logged).toEqual([UNTRUSTED_PROXY_LOG]);
  });

  it("leaves same-scheme writes, other hosts' and trusted proxies' to the app's own checks", async () => {
    for (const [host, origin] of [
      ["shop.test:8080", "http://shop.test:8080"],
      ["shop.test", "https://evil.test"],
      ["shop.test", "null"],
    ]) {
      const response = await post(untrusted.port, host!, origin!);
      expect(await response.text(), `${host} ${origin}`).toBe("stored");
    }
    const viaTrusted = await post(
      trusted.port,
      "shop.test",
      "https://shop.test",
    );
    expect(await viaTrusted.text()).toBe("stored");
  });
});
