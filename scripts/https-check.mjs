// `npm run https-check [-- --keep]`: the production build (run `npm run build` first) behind nginx
// with TLS, as deploy/nginx.conf describes, on a new data folder with a self-signed certificate
// for localhost; prints the MDN HTTP Observatory's grade through it, then stops. With --keep it
// stays up for a look in a browser (https://localhost:8443, the certificate warning accepted) until
// Ctrl+C. HTTPS_PORT and HTTP_PORT choose the ports (8443 and 8080).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startNginx } from "./lib/nginx-proxy.mjs";
import {
  projectRoot,
  spawnServer,
  waitForServer,
} from "./lib/server-process.mjs";

const httpsPort = Number(process.env.HTTPS_PORT || 8443);
const httpPort = Number(process.env.HTTP_PORT || 8080);
const keep = process.argv.includes("--keep");

const appPort = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cableworks-https-"));
const dataDir = path.join(dir, "data");
const siteUrl = `https://localhost:${httpsPort}`;
const server = spawnServer({
  env: {
    ...process.env,
    PORT: String(appPort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    TRUST_PROXY: "true",
    LOG_LEVEL: "error",
  },
});
let nginx;
const stop = async () => {
  await nginx?.stop();
  server.kill("SIGTERM");
  await new Promise((resolve) =>
    server.exitCode === null ? server.once("exit", resolve) : resolve(),
  );
  fs.rmSync(dir, { recursive: true, force: true });
};
try {
  await waitForServer(`http://127.0.0.1:${appPort}`, server);
  nginx = await startNginx({
    dir,
    httpsPort,
    httpPort,
    upstream: `127.0.0.1:${appPort}`,
    siteUrl,
  });
  const scan = JSON.parse(
    execFileSync(
      process.execPath,
      [
        path.join(projectRoot, "scripts/observatory-scan.mjs"),
        `localhost:${httpsPort}`,
      ],
      {
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: path.join(dir, "cert.pem"),
        },
        encoding: "utf8",
      },
    ),
  );
  const failed = Object.entries(scan.tests).filter(([, test]) => !test.pass);
  console.log(
    `MDN HTTP Observatory through nginx: ${scan.grade}, score ${scan.score}, ${scan.testsPassed} of ${scan.testsQuantity} tests passed.`,
  );
  for (const [name, test] of failed)
    console.log(`  failed: ${name}: ${test.result}`);
  if (keep) {
    console.log(
      `Serving ${siteUrl} (and http://localhost:${httpPort}) until Ctrl+C.`,
    );
    await new Promise((resolve) => process.once("SIGINT", resolve));
  }
} finally {
  await stop();
}
