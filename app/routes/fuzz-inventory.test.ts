import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import {
  FUZZED_ACTIONS,
  FUZZED_PARAMS,
} from "../../tests/support/fuzz-inventory";
import routes from "../routes";

function files(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    entry.file,
    ...files(entry.children ?? []),
  ]);
}

const modules = [...new Set(files(routes))].map((file) => ({
  file,
  source: fs.readFileSync(path.join(__dirname, "..", file), "utf8"),
}));

describe("every action and URL parameter is fuzzed", () => {
  it("lists each route module that exports an action", () => {
    const withAction = modules
      .filter(({ source }) =>
        /export\s+(async\s+)?(function|const)\s+action\b/.test(source),
      )
      .map(({ file }) => file);
    expect(withAction.sort()).toEqual(Object.keys(FUZZED_ACTIONS).sort());
  });

  it("lists each route module that reads URL params or the query string", () => {
    const readsInput = modules
      // The finder's readers (app/server/catalogue/finder.server.ts, catalogue-api.server.ts) take the request whole.
      .filter(({ source }) =>
        /\bparams\.\w|searchParams|finderPage\(|productsResponse\(/.test(
          source,
        ),
      )
      .map(({ file }) => file);
    // The login page's component reads ?redirectTo too; it is the loader's reading that is fuzzed.
    expect(readsInput.sort()).toEqual(Object.keys(FUZZED_PARAMS).sort());
  });
});
