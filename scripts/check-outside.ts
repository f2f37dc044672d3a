// `npm run check:outside`: the Nu Html Checker and pa11y (HTML_CodeSniffer, WCAG 2 AA) over EVERY
// public page (each address of /sitemap.xml, plus the search results and the 404 page from
// app/lib/public-paths.ts), the admin login and every signed-in admin screen, on a production build
// over a temporary DATA_DIR. Prints the error count per checker and page, then every error; exits 1
// when any checker found one. `-- --no-build` uses the build already there.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { adminScreenPaths } from "../app/lib/admin-paths.ts";
import { checkedPublicPaths, notFoundPath } from "../app/lib/public-paths.ts";
import {
  adminSessionCookie,
  type CheckerName,
  describeFindings,
  fetchHtml,
  fetchPages,
  type Finding,
  nuHtmlChecker,
  pa11yErrors,
} from "./lib/outside-checkers.ts";
import {
  projectRoot,
  spawnServer,
  waitForServer,
} from "./lib/server-process.mjs";

const ADMIN = { username: "admin", password: "check-Outside-password-1" };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

if (!process.argv.includes("--no-build")) {
  console.log("Building the production site...");
  execFileSync("npm", ["run", "build", "--silent"], {
    cwd: projectRoot,
    stdio: "ignore",
  });
}
execFileSync(
  process.execPath,
  [path.join(projectRoot, "scripts/ensure-chromium.mjs")],
  { stdio: "inherit" },
);
execFileSync(
  process.execPath,
  [path.join(projectRoot, "scripts/ensure-java.mjs")],
  { stdio: "inherit" },
);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-outside-"));
const server = spawnServer({
  env: {
    PATH: process.env.PATH ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: base,
    LOG_LEVEL: "error",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  },
  stdio: ["ignore", "ignore", "inherit"],
});

let failed = false;
try {
  await waitForServer(base, server);
  const sitemap = await fetchHtml(`${base}/sitemap.xml`);
  const sitemapUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1] ?? "",
  );
  const publicUrls = [
    ...new Set([
      ...sitemapUrls,
      ...checkedPublicPaths.map((p) => `${base}${p}`),
      `${base}/admin/login`,
    ]),
  ];
  const adminUrls = adminScreenPaths.map((p) => `${base}${p}`);
  const cookie = await adminSessionCookie(base, ADMIN);
  console.log(
    `Checking ${publicUrls.length} public pages (${sitemapUrls.length} from the sitemap), the 404 page and ${adminUrls.length} admin screens...`,
  );

  const pages = [
    ...(await fetchPages(publicUrls)),
    ...(await fetchPages([`${base}${notFoundPath}`], { status: 404 })),
    ...(await fetchPages(adminUrls, { cookie })),
  ];
  const started = Date.now();
  const vnu = await nuHtmlChecker(pages);
  console.log(
    `Nu Html Checker: ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const pa11yStarted = Date.now();
  const pa11yFindings = [
    ...(await pa11yErrors([...publicUrls, `${base}${notFoundPath}`])),
    ...(await pa11yErrors(adminUrls, { cookie })),
  ];
  console.log(
    `pa11y: ${pages.length} pages in ${((Date.now() - pa11yStarted) / 1000).toFixed(1)} s`,
  );

  const findings: Finding[] = [...vnu, ...pa11yFindings];
  const tools: CheckerName[] = ["Nu Html Checker", "pa11y"];
  console.log(
    `\n${"page".padEnd(60)} ${tools.map((tool) => tool.padStart(16)).join(" ")}`,
  );
  for (const { url } of pages) {
    const counts = tools.map((tool) =>
      String(
        findings.filter((f) => f.tool === tool && f.url === url).length,
      ).padStart(16),
    );
    console.log(`${url.replace(base, "").padEnd(60)} ${counts.join(" ")}`);
  }
  const totals = tools.map((tool) =>
    String(findings.filter((f) => f.tool === tool).length).padStart(16),
  );
  console.log(
    `${`total (${pages.length} pages)`.padEnd(60)} ${totals.join(" ")}`,
  );
  if (findings.length > 0) {
    console.log(`\n${describeFindings(findings)}`);
    failed = true;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
