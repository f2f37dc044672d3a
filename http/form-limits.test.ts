import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORM_LIMITS,
  type FormLimits,
  limitMessage,
  readFormWithinLimits,
} from "./form-limits";

/**
 * A real HTTP server reads each body within small limits and, when it passes, reads the replayed
 * body as React Router's adapter does (its stream pump, then `Request.formData()`) and answers
 * what it found.
 */
const small: FormLimits = {
  fields: 5,
  fieldSize: 64,
  fieldNameSize: 20,
  files: 1,
  fileSize: 1024,
};
let base = "";
let handedOn = 0;
let seen: IncomingMessage | undefined;
const server = http.createServer((req, res) => {
  const limits = req.url === "/default" ? FORM_LIMITS : small;
  void readFormWithinLimits(req, res, limits).then(async (request) => {
    if (!request) return;
    handedOn += 1;
    seen = request;
    const body = new Request(`http://localhost${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: createReadableStreamFromReadable(request),
      duplex: "half",
    } as RequestInit);
    const fields: [string, string][] = [];
    try {
      for (const [name, value] of await body.formData()) {
        fields.push([
          name,
          typeof value === "string"
            ? value
            : `${value.name}:${value.size}:${await value.text()}`,
        ]);
      }
    } catch {
      res.end("not a form");
      return;
    }
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(fields));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
const post = (
  body: BodyInit,
  headers: Record<string, string> = {},
  path = "/",
) => fetch(`${base}${path}`, { method: "POST", body, headers });

function multipart(count: number, file?: string): FormData {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append(`f${i}`, `v${i}`);
  if (file !== undefined) form.append("cv", new Blob([file]), "cv.pdf");
  return form;
}

describe("readFormWithinLimits", () => {
  it("hands on a form within the limits with its body whole", async () => {
    const before = handedOn;
    const answer = await post(
      "name=Ada&note=caf%C3%A9+%26+tea&empty=",
      urlencoded,
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([
      ["name", "Ada"],
      ["note", "café & tea"],
      ["empty", ""],
    ]);
    expect(handedOn).toBe(before + 1);
  });

  it("hands on a multipart form with its file byte for byte", async () => {
    const answer = await post(multipart(4, "%PDF-1.7 résumé"));
    expect(await answer.json()).toEqual([
      ["f0", "v0"],
      ["f1", "v1"],
      ["f2", "v2"],
      ["f3", "v3"],
      ["cv", `cv.pdf:${Buffer.byteLength("%PDF-1.7 résumé")}:%PDF-1.7 résumé`],
    ]);
  });

  it("keeps the request's headers and URL on what it hands on", async () => {
    await post("a=1", { ...urlencoded, "X-Probe": "kept" }, "/default?x=1");
    expect(seen?.headers["x-probe"]).toBe("kept");
    expect(seen?.url).toBe("/default?x=1");
    expect(seen?.method).toBe("POST");
  });

  it("answers 413 for one field too many, in either encoding, and hands nothing on", async () => {
    const before = handedOn;
    const encoded = await post("a=&a=&a=&a=&a=&a=", urlencoded);
    expect(encoded.status).toBe(413);
    expect(await encoded.text()).toBe(limitMessage("fields", small));
    const parts = await post(multipart(6));
    expect(parts.status).toBe(413);
    expect(await parts.text()).toMatch(/too many fields \(5 at most\)/);
    expect(handedOn).toBe(before);
  });

  it("refuses 1.7 million empty fields (5 MB) at once with the real limits", async () => {
    const flood = "a=&".repeat(1_750_000);
    const started = performance.now();
    const answer = await post(flood, urlencoded, "/default");
    expect(answer.status).toBe(413);
    expect(await answer.text()).toMatch(/too many fields \(200 at most\)/);
    expect(performance.now() - started).toBeLessThan(2_000);
    // The connection and server still serve the next form.
    expect((await post("a=1", urlencoded, "/default")).status).toBe(200);
  });

  it("refuses 100,000 empty multipart parts with the real limits", async () => {
    const boundary = "flood";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`.repeat(
        100_000,
      ) + `--${boundary}--\r\n`;
    const answer = await post(
      body,
      { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      "/default",
    );
    expect(answer.status).toBe(413);
    expect(await answer.text()).toMatch(/too many fields/);
  });

  it("answers 413 for a field value or name too long", async () => {
    const value = await post(`a=${"x".repeat(65)}`, urlencoded);
    expect(value.status).toBe(413);
    expect(await value.text()).toBe(limitMessage("fieldSize", small));
    expect((await post(`a=${"x".repeat(64)}`, urlencoded)).status).toBe(200);
    const name = await post(`${"n".repeat(21)}=1`, urlencoded);
    expect(name.status).toBe(413);
    expect(await name.text()).toMatch(
      /field name .* too long \(20 bytes at most\)/,
    );
    const multipartValue = new FormData();
    multipartValue.append("a", "x".repeat(65));
    expect((await post(multipartValue)).status).toBe(413);
  });

  it("answers 413 for too many files or a file too large", async () => {
    const two = multipart(0, "one");
    two.append("cv2", new Blob(["two"]), "two.pdf");
    const files = await post(two);
    expect(files.status).toBe(413);
    expect(await files.text()).toBe(limitMessage("files", small));
    const large = await post(multipart(0, "x".repeat(1025)));
    expect(large.status).toBe(413);
    expect(await large.text()).toMatch(
      /file you attached is too large \(1 KB at most\)/,
    );
    expect((await post(multipart(0, "x".repeat(1024)))).status).toBe(200);
  });

  it("answers 400 for a multipart body that is not well formed", async () => {
    const noBoundary = await post("--x\r\n", {
      "Content-Type": "multipart/form-data",
    });
    expect(noBoundary.status).toBe(400);
    expect(await noBoundary.text()).toMatch(/could not be read/);
    const cut = await post(
      `--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nhalf`,
      {
        "Content-Type": "multipart/form-data; boundary=b",
      },
    );
    expect(cut.status).toBe(400);
  });

  it("hands on any other body unread", async () => {
    const before = handedOn;
    const json = await post('{"a":1}', { "Content-Type": "application/json" });
    expect(await json.text()).toBe("not a form");
    expect(handedOn).toBe(before + 1);
  });
});
