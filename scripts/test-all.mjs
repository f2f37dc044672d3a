// `npm test` and `npm run test:quick`: every check, stage by stage, then a table of each stage's
// seconds. `node scripts/test-all.mjs` runs the whole gate; `--quick` the inner loop (typecheck,
// lint, unit tests, and a browser smoke of every public route in both languages). A stage that
// fails stops the run (as `a && b` did), after the table of what ran. The steps of a stage run side
// by side (typecheck, lint, the format check and knip's unused exports; the two builds; the budget
// and the React job's tests): they are independent, and their output is printed whole, one after
// the other, when all are done.
// docs/testing.md explains the stages.
import { spawn } from "node:child_process";

const quick = process.argv.includes("--quick");

/** @typedef {{ name: string, command: string }} Step */
/** @type {Step[][]} each entry one stage; the steps of a stage run side by side */
const stages = [
  [
    { name: "typecheck", command: "npm run typecheck" },
    { name: "lint", command: "npm run lint" },
    { name: "format", command: "npm run format:check" },
    { name: "unused exports", command: "npm run knip" },
  ],
  [
    {
      name: quick ? "unit" : "unit + coverage",
      command: quick ? "npm run test:unit" : "npm run test:unit -- --coverage",
    },
  ],
  ...(quick
    ? [[{ name: "browser smoke", command: "npm run test:smoke" }]]
    : [
        // Both builds side by side (each its own folder), so that the React job after the browser
        // stage has only its tests left; the budget (a server of its own on a random port) runs
        // beside those tests (the React job's servers take the browser stage's ports, free by then).
        [
          { name: "build", command: "npm run test:tools && npm run build" },
          { name: "react build", command: "npm run build:react" },
        ],
        [{ name: "browser", command: "npx playwright test" }],
        [
          { name: "budget", command: "npm run budget" },
          {
            name: "react",
            command: "npx playwright test --config playwright.react.config.ts",
          },
        ],
      ]),
];

/** Runs `command` in a shell; `buffer` keeps its output to print later (a stage of two). */
function run(step, buffer) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit",
      env: process.env,
    });
    let output = "";
    if (buffer) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("exit", (code, signal) =>
      resolve({
        ...step,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
        output,
      }),
    );
  });
}

const results = [];
const begun = performance.now();
let failed;
for (const stage of stages) {
  const parallel = stage.length > 1;
  const done = await Promise.all(stage.map((step) => run(step, parallel)));
  for (const result of done) {
    if (parallel) {
      console.log(`\n> ${result.name}: ${result.command}`);
      process.stdout.write(result.output);
    }
    results.push(result);
    if (result.code !== 0 && !failed) failed = result;
  }
  if (failed) break;
}
const total = (performance.now() - begun) / 1000;

const width = Math.max(
  ...results.map((result) => result.name.length),
  "total".length,
);
const line = (name, seconds, note = "") =>
  `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${note}`;
console.log(
  `\n${quick ? "npm run test:quick" : "npm test"}: seconds per step (a stage's steps side by side: the first four, the builds, the budget and React)`,
);
for (const result of results)
  console.log(
    line(
      result.name,
      result.seconds,
      result.code === 0 ? "" : `  FAILED (exit ${result.code})`,
    ),
  );
console.log(line("total", total));
if (failed) {
  console.error(`\n${failed.name} failed: ${failed.command}`);
  process.exit(failed.code || 1);
}
