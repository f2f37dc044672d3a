// The MDN HTTP Observatory's scan (npm package @mdn/mdn-http-observatory) of one host, for the https
// test: `node scripts/observatory-scan.mjs localhost:8443` prints the grade, the score and every
// test's result as JSON. The host is scanned at https://HOST and http://HOST (the same port: nginx
// sends plain http on its https port on to https, deploy/nginx.conf). For a self-signed
// certificate, start this with NODE_EXTRA_CA_CERTS=<its cert.pem>, so it is checked as a real one.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const host = process.argv[2];
if (!host) {
  console.error("Usage: node scripts/observatory-scan.mjs HOST[:PORT]");
  process.exit(2);
}

// The package's install script downloads Chromium's HSTS preload list, which needs the internet;
// the project skips it (package.json's allowScripts). Without the list the scan stops, so an
// empty one stands in: it only gives credit to preloaded domains, and a local host is none.
const packageDir = path.dirname(
  createRequire(import.meta.url).resolve(
    "@mdn/mdn-http-observatory/package.json",
  ),
);
const preloadList = path.join(packageDir, "conf/hsts-preload.json");
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, "{}\n");

const { scan } = await import("@mdn/mdn-http-observatory");
const result = await scan(host);
// Then exit: the scanner's keep-alive connections would hold the process open for seconds.
process.stdout.write(
  JSON.stringify(
    {
      grade: result.scan.grade,
      score: result.scan.score,
      testsPassed: result.scan.testsPassed,
      testsQuantity: result.scan.testsQuantity,
      tests: Object.fromEntries(
        Object.entries(result.tests).map(([name, test]) => [
          name,
          {
            result: test.result,
            pass: test.pass,
            scoreModifier: test.scoreModifier,
          },
        ]),
      ),
    },
    null,
    2,
  ) + "\n",
  () => process.exit(0),
);
