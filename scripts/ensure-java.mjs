// Finds the Java that runs the Nu Html Checker (the `vnu-jar` package): JAVA_HOME's, then `java`
// on the PATH. When there is none and we run as root with apt, installs Debian's
// `default-jre-headless` and says so; otherwise stops with the exact command to run. Prints the path
// it found. (vnu-jar's own install script would download a JDK from GitHub: npm does not run it.)
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export function findJava() {
  const fromHome =
    process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, "bin", "java");
  if (fromHome && fs.existsSync(fromHome)) return fromHome;
  const which = spawnSync("sh", ["-c", "command -v java"], {
    encoding: "utf8",
  });
  const onPath = which.status === 0 ? which.stdout.trim() : "";
  return onPath || undefined;
}

function hasApt() {
  return (
    spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" })
      .status === 0
  );
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  let found = findJava();
  if (!found) {
    const isRoot =
      typeof process.getuid === "function" && process.getuid() === 0;
    if (isRoot && hasApt()) {
      console.log(
        "Java not found: installing Debian's default-jre-headless for the Nu Html Checker (apt-get install -y default-jre-headless)...",
      );
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
      execFileSync(
        "apt-get",
        [
          "install",
          "-y",
          "-qq",
          "--no-install-recommends",
          "default-jre-headless",
        ],
        {
          stdio: "inherit",
          env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        },
      );
      found = findJava();
    }
  }
  if (!found) {
    console.error(
      "The HTML checks need Java (the Nu Html Checker is a Java program). Install it with:\n" +
        "  sudo apt-get update && sudo apt-get install -y default-jre-headless\n" +
        "or set JAVA_HOME to a Java 11 or later.",
    );
    process.exit(1);
  }
  console.log(`The Nu Html Checker uses Java at ${found}`);
}
