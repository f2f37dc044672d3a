// Finds the Chromium the browser tests drive: CHROMIUM_PATH, then /usr/bin/chromium. When neither
// exists and we run as root with apt, installs Debian's `chromium` and says so; otherwise stops
// with the exact command to run. Prints the path it found.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

function hasApt() {
  return spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium();
  if (!found && process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
    process.exit(1);
  }
  if (!found) {
    const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
    if (isRoot && hasApt()) {
      console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)...");
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
      execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
      found = findChromium();
    }
  }
  if (!found) {
    console.error(
      "The browser tests need Chromium. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n" +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
  console.log(`Browser tests use Chromium at ${found}`);
}
