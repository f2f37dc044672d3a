import { describe, expect, it } from "vitest";
import { crashReason, serverNodeFlags } from "./server-process.mjs";

describe("serverNodeFlags", () => {
  it("bounds the heap by default", () => {
    expect(serverNodeFlags()).toEqual([
      "--max-old-space-size=128",
      "--max-semi-space-size=8",
    ]);
  });

  it("gives way to a limit set in NODE_OPTIONS", () => {
    expect(serverNodeFlags("--max-old-space-size=512")).toEqual([
      "--max-semi-space-size=8",
    ]);
    expect(
      serverNodeFlags("--enable-source-maps --max-semi-space-size=16"),
    ).toEqual(["--max-old-space-size=128"]);
  });
});

describe("crashReason", () => {
  it("names an uncaught exception's message, not its stack or Node's footer", () => {
    const stderr = [
      "node:events:497",
      "      throw er; // Unhandled 'error' event",
      "      ^",
      "",
      "Error: listen EADDRINUSE: address already in use 127.0.0.1:3000",
      "    at Server.setupListenHandle [as _listen2] (node:net:1897:16)",
      "Emitted 'error' event on Server instance at:",
      "    at emitErrorNT (node:net:1876:8) {",
      "  code: 'EADDRINUSE',",
      "}",
      "",
      "Node.js v20.19.0",
    ].join("\n");
    expect(crashReason(stderr)).toBe(
      "Error: listen EADDRINUSE: address already in use 127.0.0.1:3000",
    );
  });

  it("names V8's out-of-memory line and a bad setting", () => {
    expect(
      crashReason(
        "<--- Last few GCs --->\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n",
      ),
    ).toBe(
      "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
    );
    expect(crashReason("Invalid environment: PORT: Too big\n")).toBe(
      "Invalid environment: PORT: Too big",
    );
  });

  it("says nothing when stderr has nothing useful", () => {
    expect(crashReason("")).toBe("");
    expect(crashReason("\n}\n\nNode.js v22.1.0\n")).toBe("");
  });
});
