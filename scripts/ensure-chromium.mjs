// Finds the Chromium the browser tests drive: CHROMIUM_PATH, then Debian's chromium-headless-shell,
// then /usr/bin/chromium. The headless shell is Chromium's own build for automation, without the
// desktop browser's UI layers: the same engine (Blink, V8, axe sees the same page), about a quarter
// less time per test on two cores (a 48-test subset: 124 s with chromium, 93 s with the shell,
// 6 December). When no shell and we run as root with apt, installs the packages and says so;
// otherwise stops with the exact command to run. Prints the path it found.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const SHELL = "/usr/bin/chromium-headless-shell";

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    SHELL,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

/** The desktop browser itself, for Lighthouse: its figures are a real Chrome's, never the shell's. */
export function findFullChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

function hasApt() {
  return (
    spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" })
      .status === 0
  );
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium();
  if (process.env.CHROMIUM_PATH && found !== process.env.CHROMIUM_PATH) {
    console.error(
      `CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`,
    );
    process.exit(1);
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (found !== SHELL && !process.env.CHROMIUM_PATH && isRoot && hasApt()) {
    console.log(
      "Installing Debian's chromium-headless-shell (and chromium) for the browser tests...",
    );
    try {
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
      execFileSync(
        "apt-get",
        ["install", "-y", "-qq", "chromium-headless-shell", "chromium"],
        {
          stdio: "inherit",
          env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        },
      );
    } catch (error) {
      // A Chromium already here still runs the tests, only slower: say so below and go on.
      if (!found) throw error;
      console.warn(
        `Could not install chromium-headless-shell (${error.message}).`,
      );
    }
    found = findChromium();
  }
  if (!found) {
    console.error(
      "The browser tests need Chromium. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium\n" +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
  if (found !== SHELL && !process.env.CHROMIUM_PATH)
    console.warn(
      `No ${SHELL}: the browser tests run on ${found}, about a quarter slower (apt-get install chromium-headless-shell).`,
    );
  console.log(`Browser tests use Chromium at ${found}`);
}
