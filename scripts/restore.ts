// `npm run restore FILE`: brings a backup made by `npm run backup` back into DATA_DIR.
// Stop the server first; the data it replaces is kept in DATA_DIR/before-restore-<time>.
import { restoreBackup } from "../app/server/platform/backup.server";
import { parseEnv } from "../app/server/platform/env.server";

const env = parseEnv(process.env);
const archive = process.argv[2];
if (!archive) {
  console.error(
    "Usage: npm run restore -- FILE   (a .tar.gz made by npm run backup)",
  );
  process.exit(1);
}
try {
  const response = await fetch(`http://127.0.0.1:${env.PORT}/healthz`).catch(
    () => undefined,
  );
  if (response?.ok) {
    console.error(
      `A server answers on port ${env.PORT}: stop it before restoring.`,
    );
    process.exit(1);
  }
  const { keptAt } = restoreBackup(archive, env.dataDir);
  console.log(
    `Restored ${archive} into ${env.dataDir}. The data it replaced is in ${keptAt}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
