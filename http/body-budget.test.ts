import http from "node:http";
import type { AddressInfo } from "node:net";
import v8 from "node:v8";
import vm from "node:vm";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bodyBudgetOptions,
  createBodyBudget,
  type BodyBudgetOptions,
} from "./body-budget";
import {
  BUSY_RETRY_AFTER_SECONDS,
  bodyLimit,
  LARGEST_BODY_LIMIT,
} from "./body-limit";
import { readFormWithinLimits } from "./form-limits";

/**
 * The body budget in front of the real form reading: an Express app with `bodyLimit(budget)`, then
 * each form read within its limits (./form-limits.ts), parsed as React Router's adapter does and
 * held for a moment, as an action would. The bytes the app holds are counted as they arrive, apart
 * from the budget's own figures.
 */
const MB = 1024 * 1024;
const options: BodyBudgetOptions = {
  totalBytes: 16 * MB,
  smallReserveBytes: 4 * MB,
  smallBodyBytes: 64 * 1024,
  maxWaitMs: 1_500,
  maxWaiting: 256,
};
const budget = createBodyBudget(options);
let held = 0;
let mostHeld = 0;

const app = express();
app.use(bodyLimit(budget));
app.use((req, res) => {
  let bytes = 0;
  req.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
    held += chunk.length;
    mostHeld = Math.max(mostHeld, held);
  });
  res.once("close", () => (held -= bytes));
  void readFormWithinLimits(req, res).then(async (request) => {
    if (!request) return;
    const form = await new Request(`http://localhost${req.url}`, {
      method: "POST",
      headers: req.headers as Record<string, string>,
      body: createReadableStreamFromReadable(request),
      duplex: "half",
    } as RequestInit).formData();
    // An action's work: the parsed form stays alive until the answer.
    await new Promise((resolve) => setTimeout(resolve, 100));
    res.type("text/plain").send(`${[...form.keys()].length} fields`);
  });
});
const server = http.createServer(app);
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number | string;
  retryAfter?: string;
  text: string;
}

/** One POST with its declared length through node:http, so the answer is read whatever happens. */
function post(path: string, body: Buffer, type: string): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { "Content-Type": type, "Content-Length": body.length },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers["retry-after"],
            text,
          }),
        );
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error("timeout")));
    request.on("error", (error) =>
      resolve({ status: error.message, text: "" }),
    );
    request.end(body);
  });
}

const boundary = "budget";
/** A multipart form of a few fields and one file of `fileBytes`. */
function upload(fileBytes: number): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.alloc(fileBytes, 0x20),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
const multipart = `multipart/form-data; boundary=${boundary}`;
const urlencoded = "application/x-www-form-urlencoded";

/** V8's collector, to see what outlives the requests. */
function collectGarbage() {
  v8.setFlagsFromString("--expose-gc");
  const gc: unknown = vm.runInNewContext("gc");
  if (typeof gc === "function") {
    gc();
    gc();
  }
}

describe("the body budget", () => {
  it("holds at most its bytes under 30 parallel 2 MB uploads; every post is answered, small forms too, and nothing is kept after", async () => {
    const body = upload(2 * MB);
    const small = Buffer.from("firstName=Ada&message=Hello");
    collectGarbage();
    const buffersBefore = process.memoryUsage().arrayBuffers;

    const uploads = Promise.all(
      Array.from({ length: 30 }, () => post("/careers", body, multipart)),
    );
    // Small forms keep arriving while the uploads wait.
    const smallAnswers: Answer[] = [];
    for (let i = 0; i < 20; i++) {
      smallAnswers.push(await post("/contact", small, urlencoded));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = await uploads;

    // Never more body bytes in the app than the budget, uploads never in the small forms' share.
    expect(mostHeld).toBeGreaterThan(2 * MB);
    expect(mostHeld).toBeLessThanOrEqual(
      options.totalBytes - options.smallReserveBytes + 20 * small.length,
    );
    expect(budget.peak).toBeLessThanOrEqual(options.totalBytes);

    // Each upload is let in (and read whole) or refused with the deliberate 503: nothing else.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(
      true,
    );
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(
      5,
    );
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.text).toBe("2 fields");
      else {
        expect(answer.retryAfter).toBe(String(BUSY_RETRY_AFTER_SECONDS));
        expect(answer.text).toMatch(/busy receiving other forms/);
      }
    }
    expect(smallAnswers.map((answer) => answer.status)).toEqual(
      Array<number>(20).fill(200),
    );

    // Every reservation given back, and no body outlives its request.
    expect(budget.inUse).toBe(0);
    expect(budget.waiting).toBe(0);
    expect(held).toBe(0);
    collectGarbage();
    expect(process.memoryUsage().arrayBuffers - buffersBefore).toBeLessThan(
      4 * MB,
    );
  });

  it("refuses a body that waited too long with 503 and Retry-After, unread, and the next one fits again", async () => {
    const tight = createBodyBudget({
      ...options,
      totalBytes: 8 * MB,
      maxWaitMs: 50,
    });
    const first = await tight.reserve(3 * MB);
    expect(first).toBeDefined();
    // 3 + 2 MB would pass the 4 MB uploads may take: it waits, then is refused.
    expect(await tight.reserve(2 * MB)).toBeUndefined();
    expect(tight.waiting).toBe(0);
    // A small form still fits in the share kept for it.
    const form = await tight.reserve(10 * 1024);
    expect(form).toBeDefined();
    first?.();
    first?.();
    expect(tight.inUse).toBe(10 * 1024);
    form?.();
    expect(tight.inUse).toBe(0);
  });

  it("lets a waiting body in, first fit in arrival order, once bytes come back", async () => {
    const tight = createBodyBudget({ ...options, totalBytes: 8 * MB });
    const first = await tight.reserve(4 * MB);
    const large = tight.reserve(3 * MB);
    const smaller = tight.reserve(MB);
    expect(tight.waiting).toBe(2);
    first?.();
    const [a, b] = await Promise.all([large, smaller]);
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(tight.inUse).toBe(4 * MB);
    a?.();
    b?.();
  });

  it("has room for the largest body at the smallest BODY_MEMORY_MB (16)", async () => {
    const smallest = createBodyBudget(bodyBudgetOptions(16));
    const release = await smallest.reserve(LARGEST_BODY_LIMIT);
    expect(release).toBeDefined();
    release?.();
  });

  it("drops a waiting body whose client went away, and refuses at once past maxWaiting", async () => {
    const tight = createBodyBudget({
      ...options,
      totalBytes: 8 * MB,
      maxWaiting: 1,
    });
    const first = await tight.reserve(4 * MB);
    let cancel = () => {};
    const waiting = tight.reserve(MB, (leave) => (cancel = leave));
    expect(await tight.reserve(MB)).toBeUndefined();
    cancel();
    expect(await waiting).toBeUndefined();
    expect(tight.waiting).toBe(0);
    first?.();
    expect(tight.inUse).toBe(0);
  });
});
