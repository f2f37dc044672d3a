// `npm run backup [-- FILE]`: a consistent online snapshot of DATA_DIR (database + uploaded files),
// safe while the server runs. Default file: backups/cableworks-<time>.tar.gz
import path from "node:path";
import { createBackup } from "../app/server/platform/backup.server";
import { parseEnv } from "../app/server/platform/env.server";

const env = parseEnv(process.env);
const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const out =
  process.argv[2] ?? path.join("backups", `cableworks-${stamp}.tar.gz`);
const { file, bytes } = await createBackup(env.dataDir, out);
console.log(
  `Backup of ${env.dataDir} written to ${file} (${(bytes / 1024).toFixed(1)} KB).`,
);
