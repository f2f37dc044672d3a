// Finds the outside PDF checkers the PDF tests run: `qpdf` (structure) and poppler's `pdffonts`
// (embedded fonts). When one is missing and we run as root with apt, installs Debian's `qpdf` and
// `poppler-utils` and says so; otherwise stops with the exact command to run.
import { execFileSync, spawnSync } from "node:child_process";

const tools = { qpdf: "qpdf", pdffonts: "poppler-utils" };

/** The path of `command` on the PATH, or undefined. */
export function findTool(command) {
  const which = spawnSync("sh", ["-c", `command -v ${command}`], {
    encoding: "utf8",
  });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

function hasApt() {
  return findTool("apt-get") !== undefined;
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  let missing = Object.keys(tools).filter((command) => !findTool(command));
  const packages = [...new Set(missing.map((command) => tools[command]))];
  if (missing.length > 0) {
    const isRoot =
      typeof process.getuid === "function" && process.getuid() === 0;
    if (isRoot && hasApt()) {
      console.log(
        `${missing.join(" and ")} not found: installing Debian's ${packages.join(" ")} for the PDF checks (apt-get install -y ${packages.join(" ")})...`,
      );
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
      execFileSync(
        "apt-get",
        ["install", "-y", "-qq", "--no-install-recommends", ...packages],
        {
          stdio: "inherit",
          env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        },
      );
      missing = missing.filter((command) => !findTool(command));
    }
  }
  if (missing.length > 0) {
    console.error(
      `The PDF checks need ${missing.join(" and ")}. Install them with:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(
    `The PDF checks use ${Object.keys(tools)
      .map((command) => findTool(command))
      .join(" and ")}`,
  );
}
