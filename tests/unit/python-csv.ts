import { spawnSync } from "node:child_process";

/**
 * A CSV parser the app does not share: Python's `csv` module, the "standard parser" issue 35
 * measured the exports with. Reading our files with our own code (or csv-parse, which the import
 * uses) could agree with a wrong writer; this cannot. Null when there is no python3 on the machine.
 */
const SCRIPT = `
import csv, io, json, sys
text = sys.stdin.buffer.read().decode("utf-8-sig")
print(json.dumps(list(csv.reader(io.StringIO(text, newline=""), delimiter=sys.argv[1]))))
`;

export const hasPython =
  spawnSync("python3", ["-c", "import csv"], { stdio: "ignore" }).status === 0;

export function pythonCsv(bytes: Buffer | string, delimiter = ","): string[][] {
  const run = spawnSync("python3", ["-c", SCRIPT, delimiter], {
    input: bytes,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0)
    throw new Error(`python3 csv failed: ${run.stderr.toString()}`);
  return JSON.parse(run.stdout.toString("utf8")) as string[][];
}

/** Where a spreadsheet would run a cell as a formula: it starts with = + - @ or a tab. */
export const FORMULA = /^[=+\-@\t]/;
