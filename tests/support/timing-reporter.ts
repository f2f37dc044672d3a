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
  /** Each worker slot's busy spans, to show the stage's idle start and uneven end. */
  private readonly spans: { worker: number; start: number; end: number }[] = [];
  private begun = Date.now();
  /** Where the whole table goes: the React job names its own, so the two do not overwrite. */
  private readonly file: string;

  constructor(options: { file?: string } = {}) {
    this.file = options.file ?? path.join("test-results", "timings.json");
  }

  onBegin() {
    this.begun = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const seconds = result.duration / 1000;
    const project = test.parent.project()?.name ?? "";
    const file = `${project} ${path.basename(test.location.file)}`;
    const entry = this.byFile.get(file) ?? { seconds: 0, tests: 0 };
    entry.seconds += seconds;
    entry.tests += 1;
    this.byFile.set(file, entry);
    this.spans.push({
      worker: result.parallelIndex,
      start: result.startTime.getTime(),
      end: result.startTime.getTime() + result.duration,
    });
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
    const ended = Date.now();
    const slots = [...new Set(this.spans.map((span) => span.worker))].sort();
    const slotLines = slots.map((slot) => {
      const mine = this.spans.filter((span) => span.worker === slot);
      const busy = mine.reduce((sum, span) => sum + span.end - span.start, 0);
      const last = Math.max(...mine.map((span) => span.end));
      return `worker ${slot}: ${(busy / 1000).toFixed(0)} s in tests, done ${((ended - last) / 1000).toFixed(0)} s before the end`;
    });
    const firstStart = Math.min(ended, ...this.spans.map((span) => span.start));
    const out = [
      "",
      `Stage ${((ended - this.begun) / 1000).toFixed(0)} s; the first test began ${((firstStart - this.begun) / 1000).toFixed(0)} s in; ${slotLines.join("; ")}`,
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
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify({ total, files, tests }, null, 1));
  }

  printsToStdio() {
    return false;
  }
}
