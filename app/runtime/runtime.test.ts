import * as preact from "preact/compat";
import * as React from "react";
import { describe, expect, it } from "vitest";
import { runtime, runtimeOf } from "./runtime";

describe("runtimeOf", () => {
  it("tells Preact's elements from React's", () => {
    expect(runtimeOf((type) => preact.createElement(type, null))).toBe(
      "preact",
    );
    expect(runtimeOf(React.createElement)).toBe("react");
  });

  it("finds React where `react` is React itself (the server, and these tests)", () => {
    expect(runtime).toBe("react");
  });
});
