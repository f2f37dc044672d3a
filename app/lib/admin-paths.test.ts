import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { adminScreenPaths } from "./admin-paths";

/** The screens under the admin layout, as path patterns ("/admin/categories/:categoryId"). */
function screens(
  entries: RouteConfigEntry[],
  inLayout = false,
  base = "",
): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path
      ? `${base}/${entry.path}`.replace(/\/+/g, "/")
      : base;
    const here =
      inLayout && entry.file.endsWith(".tsx") && !entry.children
        ? [path || "/"]
        : [];
    const below = screens(
      entry.children ?? [],
      inLayout || entry.file === "routes/admin/layout.tsx",
      path,
    );
    return [...here, ...below];
  });
}

describe("the list of admin screens follows app/routes.ts", () => {
  const patterns = screens(routes);

  it("finds the admin layout's screens", () => {
    expect(patterns).toContain("/admin");
    expect(patterns).toContain("/admin/users");
  });

  it("has an address for every screen, and none that no screen answers", () => {
    for (const pattern of patterns) {
      expect(
        adminScreenPaths.filter((path) => matchPath(pattern, path)),
        `one address for ${pattern}`,
      ).toHaveLength(1);
    }
    for (const path of adminScreenPaths) {
      expect(
        patterns.some((pattern) => matchPath(pattern, path)),
        `${path} is an admin screen`,
      ).toBe(true);
    }
  });
});
