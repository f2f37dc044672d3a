import { describe, expect, it } from "vitest";
import { loggedPath } from "./request-log";

describe("the request log's path", () => {
  it("never holds a set-password token", () => {
    const token = "A".repeat(43);
    expect(loggedPath(`/admin/set-password/${token}`)).toBe(
      "/admin/set-password/[token]",
    );
    expect(loggedPath(`/admin/set-password/${token}?x=1`)).toBe(
      "/admin/set-password/[token]",
    );
    expect(loggedPath(`/admin/set-password/${token}.data`)).toBe(
      "/admin/set-password/[token]",
    );
  });

  it("keeps other paths, without their query", () => {
    expect(loggedPath("/admin/users?x=secret")).toBe("/admin/users");
    expect(loggedPath(undefined)).toBe("/");
  });
});
