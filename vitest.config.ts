import { defineConfig } from "vitest/config";

/** Unit tests: beside the code, in Node, against real SQLite files in temporary folders. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "http/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    testTimeout: 20_000,
    setupFiles: ["./tests/unit/setup.ts"],
  },
});
