import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and drops falsy ones", () => {
    expect(cn("a", false, null, undefined, "b", { c: true, d: false })).toBe(
      "a b c",
    );
  });

  it("throws on conflicting utilities outside production builds", () => {
    expect(() => cn("px-3 py-2", "px-4")).toThrow(
      /Conflicting Tailwind classes: px-3/,
    );
    expect(() => cn("h-10", "md:h-12")).not.toThrow();
  });
});
