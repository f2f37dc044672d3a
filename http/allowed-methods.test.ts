import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedMethods } from "./allowed-methods";

describe("allowedMethods", () => {
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let base: string;
  const reached: string[] = [];
  beforeAll(async () => {
    const app = express();
    app.use(allowedMethods());
    app.use((req, res) => {
      reached.push(req.method);
      res.send("page");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => server.close());

  it("answers OPTIONS itself with 204 and Allow, without reaching the app", async () => {
    const response = await fetch(base, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(reached).not.toContain("OPTIONS");
  });

  it("refuses other methods with 405 and passes GET and POST on", async () => {
    const put = await fetch(base, { method: "PUT", body: "x" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect((await fetch(base)).status).toBe(200);
    expect((await fetch(base, { method: "POST", body: "a=1" })).status).toBe(
      200,
    );
    expect(reached).toEqual(["GET", "POST"]);
  });
});
