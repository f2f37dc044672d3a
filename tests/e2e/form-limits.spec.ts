import fs from "node:fs";
import http from "node:http";
import { expect, test } from "../support/fixtures";
import { startOwnServer } from "../support/spawned-server";

/**
 * Form floods (issue 15): ~1.7 million empty fields in 5 MB, or tens of thousands of empty
 * multipart parts, are refused with a 413 at their first chunks (http/form-limits.ts), and the
 * server stays up and answers /healthz quickly meanwhile. Each flood once ran the server out of
 * heap, so they go to a server of the test's own. HTTP-only: the desktop project alone runs this
 * file (playwright.config.ts).
 */

/** One POST with a declared length through node:http, which reads an answer that comes early. */
function post(port: number, urlPath: string, body: Buffer, type: string) {
  return new Promise<{ status: number; text: string; ms: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          path: urlPath,
          method: "POST",
          headers: {
            "Content-Type": type,
            "Content-Length": body.length,
            Origin: `http://127.0.0.1:${port}`,
          },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              text,
              ms: performance.now() - started,
            }),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    },
  );
}

async function healthzMs(port: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
    signal: AbortSignal.timeout(10_000),
  });
  expect(response.status).toBe(200);
  return performance.now() - started;
}

const URLENCODED = "application/x-www-form-urlencoded";
const emptyFields = (megabytes: number) =>
  Buffer.from("a=&".repeat(Math.floor((megabytes * 1024 * 1024) / 3)));
const BOUNDARY = "flood";
const emptyParts = (count: number) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`.repeat(
      count,
    ) + `--${BOUNDARY}--\r\n`,
  );

test("form floods get a 413 at once and the server stays up and quick", async () => {
  test.setTimeout(150_000);
  const { port, dataDir, server } = await startOwnServer("form-limits", {});
  try {
    // ~1.7 million empty fields, 5 MB, to a visitor's form and to the admin login.
    const flood = emptyFields(5);
    for (const target of ["/careers", "/admin/login"]) {
      const answer = await post(port, target, flood, URLENCODED);
      expect(answer.status, target).toBe(413);
      expect(answer.text).toMatch(/too many fields \(\d+ at most\)/);
      expect(answer.ms, target).toBeLessThan(5_000);
      // 2 s, not 1: on CI a browser worker shares the two cores and one answer took 1.1 s; the
      // stall this guards against (the fields parsed on the event loop) took several seconds.
      expect(await healthzMs(port)).toBeLessThan(2_000);
    }

    // 80,000 empty parts (4.5 MB) to the multipart forms: careers' and an admin upload's.
    const parts = emptyParts(80_000);
    for (const target of ["/careers", "/admin/products"]) {
      const answer = await post(
        port,
        target,
        parts,
        `multipart/form-data; boundary=${BOUNDARY}`,
      );
      expect(answer.status, target).toBe(413);
      expect(answer.text).toMatch(/too many fields/);
    }

    // Three concurrent 2 MB floods while /healthz is asked every 50 ms: it once took 3.7 s.
    const two = emptyFields(2);
    let flooding = true;
    const latencies: number[] = [];
    const polling = (async () => {
      while (flooding) {
        latencies.push(await healthzMs(port));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(port, "/careers", two, URLENCODED)),
    );
    flooding = false;
    await polling;
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413]);
    expect(Math.max(...latencies)).toBeLessThan(750);

    expect(server.exitCode).toBeNull();
    expect(server.signalCode).toBeNull();
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.on("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a session cookie that is not well-formed percent-encoding is no session, not a 500", async ({
  request,
}) => {
  for (const urlPath of ["/admin", "/admin/login", "/"]) {
    const response = await request.get(urlPath, {
      headers: { Cookie: "cw_session=%E0%A4%A" },
      maxRedirects: 0,
    });
    expect(response.status(), urlPath).toBeLessThan(500);
  }
});
