import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md's layout names every feature folder of app/lib and app/server, and no
 * folder that is not there: the map a newcomer reads stays the tree they open (issue 34).
 */
const root = path.resolve(__dirname, "..");
const doc = fs.readFileSync(path.join(root, "docs/architecture.md"), "utf8");
const layout = /## Layout\n\n```\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";

/** The indented folder names listed under `parent` in the layout block. */
function listed(parent: string): string[] {
  const lines = layout.split("\n");
  const start = lines.findIndex((line) => line.startsWith(parent));
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("  ")) break;
    // "  admin/   ...   audit/  ..." lists two on one line.
    for (const match of line.matchAll(/(?:^ {2}|\s{2,})([a-z-]+)\/(?=\s)/g))
      names.push(match[1]!);
  }
  return names.sort();
}

function folders(dir: string): string[] {
  return (
    fs
      .readdirSync(path.join(root, dir), { withFileTypes: true })
      // git keeps no empty folder: one left behind by a move is not part of the tree.
      .filter(
        (entry) =>
          entry.isDirectory() &&
          fs.readdirSync(path.join(root, dir, entry.name)).length > 0,
      )
      .map((entry) => entry.name)
      .sort()
  );
}

describe("docs/architecture.md's layout", () => {
  it.each(["app/lib", "app/server"])("lists the folders of %s", (dir) => {
    expect(layout).not.toBe("");
    expect(listed(`${dir}/`)).toEqual(folders(dir));
  });
});
