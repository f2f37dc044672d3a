// Checkers nobody here wrote, run over pages of a running production server: the Nu Html Checker
// (the `vnu-jar` package, on Java) and pa11y (HTML_CodeSniffer, WCAG 2 AA, in Chromium). Used by
// tests/e2e/outside-checkers.spec.ts (a few pages per run) and `npm run check:outside` (all pages).
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pa11y from "pa11y";
import { findChromium } from "../ensure-chromium.mjs";
import { findJava } from "../ensure-java.mjs";

export type CheckerName = "Nu Html Checker" | "pa11y";

/** One error a checker reported: where, what, and the markup it points at. */
export interface Finding {
  tool: CheckerName;
  url: string;
  message: string;
  extract: string;
}

/** The pages' HTML, one request at a time (the server shares the machine with the checkers). */
export async function fetchPages(
  urls: readonly string[],
  options: { cookie?: string; status?: number } = {},
) {
  const pages: { url: string; html: string }[] = [];
  for (const url of urls)
    pages.push({ url, html: await fetchHtml(url, options) });
  return pages;
}

/** The page's HTML as the server sends it, failing on any other status than `status`. */
export async function fetchHtml(
  url: string,
  { cookie, status = 200 }: { cookie?: string; status?: number } = {},
): Promise<string> {
  const response = await fetch(url, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
    // Generous: on a busy machine a page's first (uncached) render can take seconds.
    signal: AbortSignal.timeout(60_000),
  });
  if (response.status !== status)
    throw new Error(`${url} answered ${response.status}, not ${status}.`);
  return response.text();
}

export { adminSessionCookie } from "./admin-session";

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The Nu Html Checker's errors on each page (warnings and notes are not errors). All pages go to
 * one Java process: starting the JVM costs more than checking a page.
 */
export async function nuHtmlChecker(
  pages: readonly { url: string; html: string }[],
): Promise<Finding[]> {
  if (pages.length === 0) return [];
  const java = findJava();
  if (!java)
    throw new Error(
      "The Nu Html Checker needs Java: run node scripts/ensure-java.mjs.",
    );
  const jar = createRequire(import.meta.url).resolve(
    "vnu-jar/build/dist/vnu.jar",
  );
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-vnu-"));
  try {
    const files = pages.map((page, index) => {
      const file = path.join(folder, `page-${index}.html`);
      fs.writeFileSync(file, page.html);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        java,
        [
          "-Xss2m",
          // A short run: the JVM's first JIT tier and its single-threaded collector check the same
          // pages with the same findings in about half the CPU (2.0 against 4.4 s of user time for
          // ten pages, 7 December, night); the optimising tier never pays back in a run this short.
          "-XX:TieredStopAtLevel=1",
          "-XX:+UseSerialGC",
          "-jar",
          jar,
          "--errors-only",
          "--format",
          "json",
          "--stdout",
          "--exit-zero-always",
          ...files,
        ],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) =>
          error
            ? reject(new Error(`${error.message}\n${stderr}`))
            : resolve(stdout),
      );
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter(
        (message) =>
          message.type === "error" || message.type === "non-document-error",
      )
      .map((message) => {
        const index = files.findIndex((file) =>
          message.url?.endsWith(`/${path.basename(file)}`),
        );
        const where = message.lastLine ? ` (line ${message.lastLine})` : "";
        return {
          tool: "Nu Html Checker" as const,
          url: pages[index]?.url ?? message.url ?? "?",
          message: `${message.message}${where}`,
          extract: message.extract ?? "",
        };
      });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** What these checks use of the puppeteer that pa11y drives. */
interface Puppeteer {
  launch(options: {
    executablePath: string;
    args: string[];
    headless: boolean;
  }): Promise<{ close(): Promise<void> }>;
}

/**
 * pa11y's errors (HTML_CodeSniffer, WCAG 2 AA) on each address, in Debian's Chromium. One browser
 * for all of them (pa11y opens a page per address): launching Chromium for each took longer than
 * checking the page. The browser comes from pa11y's own puppeteer, the version it is built for.
 */
export async function pa11yErrors(
  urls: readonly string[],
  options: { cookie?: string } = {},
): Promise<Finding[]> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error(
      "pa11y needs Chromium: run node scripts/ensure-chromium.mjs.",
    );
  const require = createRequire(import.meta.url);
  const puppeteer = createRequire(require.resolve("pa11y"))(
    "puppeteer",
  ) as Puppeteer;
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-sync",
    ],
  });
  const findings: Finding[] = [];
  try {
    // One page at a time: this machine has two cores, and the server under test shares them.
    for (const url of urls) {
      const results = await pa11y(url, {
        browser,
        standard: "WCAG2AA",
        runners: ["htmlcs"],
        timeout: 60_000,
        headers: options.cookie ? { Cookie: options.cookie } : {},
      });
      for (const issue of results.issues) {
        if (issue.type !== "error") continue;
        findings.push({
          tool: "pa11y",
          url,
          message: `${issue.code}: ${issue.message} (${issue.selector})`,
          extract: issue.context ?? "",
        });
      }
    }
  } finally {
    await browser.close();
  }
  return findings;
}

/** One line per finding, for a failing test's message or the script's report. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.tool} ${finding.url}: ${finding.message}\n    ${finding.extract}`,
    )
    .join("\n");
}
