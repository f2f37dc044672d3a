import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "./server-process.mjs";

describe("serverNodeFlags", () => {
  it("bounds the heap by default", () => {
    expect(serverNodeFlags()).toEqual(["--max-old-space-size=128", "--max-semi-space-size=8"]);
  });

  it("gives way to a limit set in NODE_OPTIONS", () => {
    expect(serverNodeFlags("--max-old-space-size=512")).toEqual(["--max-semi-space-size=8"]);
    expect(serverNodeFlags("--enable-source-maps --max-semi-space-size=16")).toEqual(["--max-old-space-size=128"]);
  });
});
