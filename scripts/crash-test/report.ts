// The report: the run's figures and first failures, written to bench-results/crash-test.json (or --out).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { failures, totals } from "./checks";
import { cycles, lanes, maxKillMs, resultsFile, seed } from "./options";

/** What the main loop measured, beside the totals the checks keep. */
export interface RunFigures {
  began: number;
  journalMode: string;
  synchronous: string;
  startTimes: number[];
  firstAckTimes: number[];
}

const median = (values: number[]) =>
  Math.round(
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0,
  );

export function report(done: number, run: RunFigures) {
  const { began, journalMode, synchronous, startTimes, firstAckTimes } = run;
  const result = {
    date: new Date().toISOString(),
    cyclesPlanned: cycles,
    cyclesDone: done,
    lanes,
    maxKillMs,
    seed,
    sqlite: { journalMode, synchronous },
    acknowledgedWrites: totals.acknowledged,
    unansweredWrites: totals.unanswered,
    inFlightWritesApplied: totals.inFlightApplied,
    acknowledgedLogins: totals.logins,
    lostWrites: totals.lost,
    tornRows: totals.torn,
    writesWithoutAuditEntry: totals.auditMissing,
    auditEntriesWithoutWrite: totals.auditOrphans,
    auditEntriesReplayed: totals.auditEntries,
    unexpectedAnswers: totals.unexpected,
    integrityFailures: totals.integrityFailures,
    medianStartMs: median(startTimes),
    medianFirstAckMs: median(firstAckTimes),
    durationSeconds: Math.round((performance.now() - began) / 100) / 10,
    node: process.version,
    cpus: os.cpus().length,
    failures,
  };
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
}
