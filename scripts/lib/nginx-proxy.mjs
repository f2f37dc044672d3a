// nginx in front of the app with TLS, as deploy/nginx.conf (the recipe in docs/deployment.md) describes: for the
// https browser test and scripts/https-check.mjs. nginx runs as an ordinary child process: its own
// prefix, configuration, pid file, logs and temporary folders in one temporary folder, no daemon.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { projectRoot } from "./server-process.mjs";

export const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";
export const SITE_CONF = path.join(projectRoot, "deploy/nginx.conf");

/**
 * The nginx binary: NGINX_PATH, else Debian's /usr/sbin/nginx. When missing and we run as root
 * with apt, installs Debian's `nginx-light` and says so; otherwise throws with the command to run.
 */
export function ensureNginx() {
  if (fs.existsSync(NGINX)) return NGINX;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt =
    spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" })
      .status === 0;
  if (!process.env.NGINX_PATH && isRoot && hasApt) {
    console.log(
      "nginx not found: installing Debian's nginx-light package (apt-get install -y nginx-light)...",
    );
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "nginx-light"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (fs.existsSync(NGINX)) return NGINX;
  }
  throw new Error(
    `The https test needs nginx at ${NGINX}. Install it with:\n  sudo apt-get update && sudo apt-get install -y nginx-light\n` +
      "or set NGINX_PATH to an nginx binary.",
  );
}

/** deploy/nginx.conf with its {{PLACEHOLDERS}} filled in; throws when one is left without a value. */
export function renderSiteConf(values) {
  return fs
    .readFileSync(SITE_CONF, "utf8")
    .replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name) => {
      if (values[name] === undefined)
        throw new Error(`deploy/nginx.conf: no value for ${placeholder}`);
      return String(values[name]);
    });
}

/** A self-signed certificate for localhost and 127.0.0.1, made with openssl in `dir`. */
export function makeSelfSignedCertificate(dir) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return { cert, key };
}

/** Resolves once something accepts connections on `port` of 127.0.0.1, or rejects after `timeoutMs`. */
async function waitForPort(port, timeoutMs, child) {
  const started = Date.now();
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(socket.destroy() && true));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (child.exitCode !== null)
      throw new Error(
        `nginx exited (${child.exitCode}) before listening on ${port}.`,
      );
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `nginx did not listen on ${port} within ${timeoutMs} ms.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts nginx with deploy/nginx.conf in `dir` (a temporary folder of the caller's): https on
 * `httpsPort`, http on `httpPort`, for `serverName`, in front of `upstream` (host:port). Resolves
 * when both ports accept connections, with `stop()` (SIGQUIT: a graceful stop; resolves on exit)
 * and `errors()` (nginx's error log).
 */
export async function startNginx({
  dir,
  httpsPort,
  httpPort,
  upstream,
  serverName = "localhost",
  siteUrl,
}) {
  const nginx = ensureNginx();
  // Run as root, nginx's workers become `nobody`: they must reach the temporary folders.
  fs.chmodSync(dir, 0o755);
  const { cert, key } = makeSelfSignedCertificate(dir);
  const site = renderSiteConf({
    SERVER_NAME: serverName,
    SITE_URL: siteUrl ?? `https://${serverName}:${httpsPort}`,
    HTTPS_PORT: httpsPort,
    HTTP_PORT: httpPort,
    CERT: cert,
    KEY: key,
    UPSTREAM: upstream,
  });
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  const errorLog = path.join(dir, "error.log");
  // The main context a distribution's nginx.conf gives, here all inside `dir`.
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "master_process on;",
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${errorLog} warn;`,
      "events { worker_connections 256; }",
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${path.join(dir, "body")};`,
      `  proxy_temp_path ${path.join(dir, "proxy")};`,
      `  fastcgi_temp_path ${path.join(dir, "fastcgi")};`,
      `  uwsgi_temp_path ${path.join(dir, "uwsgi")};`,
      `  scgi_temp_path ${path.join(dir, "scgi")};`,
      `  include ${path.join(dir, "site.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(
    nginx,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", errorLog],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    await waitForPort(httpsPort, 10_000, child);
    await waitForPort(httpPort, 10_000, child);
  } catch (error) {
    child.kill("SIGKILL");
    const log = fs.existsSync(errorLog)
      ? fs.readFileSync(errorLog, "utf8")
      : "";
    throw new Error(`${error.message}\n${stderr}${log}`);
  }
  return {
    errors: () =>
      (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : "") +
      stderr,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}
