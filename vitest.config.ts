import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** Unit tests: beside the code, in Node, against real SQLite files in temporary folders. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "http/**/*.test.ts",
      "scripts/**/*.test.{ts,mjs}",
    ],
    environment: "node",
    // Every core: Vitest's default leaves one to the main process, which on the 2-core machine
    // meant one worker (136 s for the unit stage against 89 s with two, 6 December).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    setupFiles: ["./tests/unit/setup.ts"],
    // `npm test` runs with --coverage (V8's own counters): the app's and the HTTP layer's lines
    // the unit tests run. The floors are the figures measured when coverage was turned on
    // (docs/testing.md), so covered lines cannot fall without the gate saying so.
    coverage: {
      provider: "v8",
      include: ["app/**/*.{ts,tsx}", "http/**/*.ts"],
      exclude: ["**/*.test.{ts,tsx}", "**/*.d.ts"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "coverage",
      // Raised to the figures of 7 December (a clean clone of 2cfcbc5): lines 69.05 % (6,647 of
      // 9,626, as prettier lays the source out), statements 68.48 %, functions 57.57 %, branches
      // 59.05 %. Dead exports and nine copies of the admin write switch went; the rest is covered.
      thresholds: {
        lines: 69.0,
        statements: 68.4,
        functions: 57.5,
        branches: 59.0,
      },
    },
  },
});
