import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
} from "@playwright/test/reporter";

/**
 * Where the browser stage's time goes (issue 33): the files and tests that cost the most worker
 * seconds, printed after the list, and the whole table in `test-results/timings.json` for a closer
 * look. The gate's time is mostly this stage; this shows what to make cheaper next.
 */
export default class TimingReporter implements Reporter {
  private readonly byFile = new Map<
    string,
    { seconds: number; tests: number }
  >();
  private readonly tests: { seconds: number; title: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const seconds = result.duration / 1000;
    const project = test.parent.project()?.name ?? "";
    const file = `${project} ${path.basename(test.location.file)}`;
    const entry = this.byFile.get(file) ?? { seconds: 0, tests: 0 };
    entry.seconds += seconds;
    entry.tests += 1;
    this.byFile.set(file, entry);
    this.tests.push({
      seconds,
      title: `${file}:${test.location.line} ${test.title}`,
    });
  }

  onEnd(_result: FullResult) {
    const files = [...this.byFile.entries()]
      .map(([file, entry]) => ({ file, ...entry }))
      .sort((a, b) => b.seconds - a.seconds);
    const tests = [...this.tests].sort((a, b) => b.seconds - a.seconds);
    const total = files.reduce((sum, entry) => sum + entry.seconds, 0);
    const line = (seconds: number) => seconds.toFixed(1).padStart(7);
    const out = [
      "",
      `Worker seconds in tests: ${total.toFixed(0)} (the ten most costly files, then tests)`,
      ...files
        .slice(0, 10)
        .map(
          (entry) =>
            `${line(entry.seconds)} s ${String(entry.tests).padStart(4)} tests  ${entry.file}`,
        ),
      ...tests
        .slice(0, 10)
        .map((entry) => `${line(entry.seconds)} s  ${entry.title}`),
    ];
    console.log(out.join("\n"));
    mkdirSync("test-results", { recursive: true });
    writeFileSync(
      path.join("test-results", "timings.json"),
      JSON.stringify({ total, files, tests }, null, 1),
    );
  }

  printsToStdio() {
    return false;
  }
}
