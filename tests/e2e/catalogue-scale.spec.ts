import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { getDocumentProxy } from "unpdf";
import { fontsOf } from "../support/pdf-accessibility";
import { startOwnServer } from "../support/spawned-server";

/**
 * The complete catalogue PDF of a 10,000-product site, from a production server with its normal
 * heap limit (scripts/lib/server-process.mjs): one request used to run it out of memory at 1,200
 * products. The server keeps answering while the catalogue is built, and its peak memory stays
 * bounded. Its own server and data: the desktop project alone runs this file (playwright.config.ts).
 */
const PRODUCTS = 10_000;

const peakMb = (pid: number) =>
  Math.round(
    Number(
      /VmHWM:\s+(\d+)/.exec(
        fs.readFileSync(`/proc/${pid}/status`, "utf8"),
      )?.[1] ?? 0,
    ) / 1024,
  );

test("the catalogue of 10,000 products downloads whole, and the server stays up and bounded", async () => {
  test.setTimeout(420_000);
  const { port, dataDir, server } = await startOwnServer("catalogue-scale", {});
  const base = `http://127.0.0.1:${port}`;
  try {
    execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/generate-catalogue.ts",
        dataDir,
        String(PRODUCTS),
      ],
      {
        env: { PATH: process.env.PATH ?? "" },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );

    const started = Date.now();
    const download = fetch(
      `${base}/downloads/cableworks-product-catalogue.pdf`,
      { signal: AbortSignal.timeout(400_000) },
    );
    // While it is drawn, other requests are answered: the build yields the event loop.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const healthStarted = Date.now();
    expect(
      (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) }))
        .status,
    ).toBe(200);
    expect(Date.now() - healthStarted).toBeLessThan(5_000);

    const response = await download;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(Number(response.headers.get("content-length")));
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.subarray(-6).toString()).toContain("%%EOF");
    test.info().annotations.push({
      type: "catalogue",
      description: `${bytes.length} bytes in ${Date.now() - started} ms, server peak ${peakMb(server.pid!)} MB`,
    });

    // At least a page per product, numbered to the end; the last page is a generated product's.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBeGreaterThanOrEqual(PRODUCTS);
    const pageText = async (n: number) =>
      (await (await pdf.getPage(n)).getTextContent()).items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ");
    // The last page is numbered as the last, and the last datasheet (it may take two or three
    // pages) is a generated product's.
    expect(await pageText(pdf.numPages)).toContain(String(pdf.numPages));
    const lastPages = await Promise.all(
      [0, 1, 2].map((back) => pageText(pdf.numPages - back)),
    );
    expect(lastPages.join(" ")).toMatch(/#\d{4,5}/);

    // Tagged like every PDF (decision 017), compactly: a section per product. (qpdf --check runs
    // over the smaller documents in pdf.server.test.ts: on this file it takes minutes.)
    expect(bytes.subarray(0, 8).toString()).toBe("%PDF-1.7");
    const count = (needle: string) => {
      let n = 0;
      for (
        let at = bytes.indexOf(needle);
        at >= 0;
        at = bytes.indexOf(needle, at + 1)
      )
        n++;
      return n;
    };
    expect(count("/StructTreeRoot")).toBeGreaterThan(0);
    expect(count("/Marked true")).toBe(1);
    expect(count("/Lang (en)")).toBe(1);
    expect(count("/DisplayDocTitle true")).toBe(1);
    expect(count("/S /Sect\n")).toBe(PRODUCTS);
    // The two font subsets, embedded once for all 20,000 pages.
    expect(count("/FontFile2")).toBe(2);
    const file = `${dataDir}/catalogue.pdf`;
    fs.writeFileSync(file, bytes);
    const fonts = fontsOf(file);
    expect(
      fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort(),
    ).toEqual(["NotoSans-Bold", "NotoSans-Regular"]);
    for (const font of fonts)
      expect(font).toMatchObject({ embedded: true, subset: true });

    expect(server.exitCode).toBeNull();
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    // Under the heap limit's 128 MB, the built file is not held in memory.
    expect(peakMb(server.pid!)).toBeLessThan(400);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.on("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
