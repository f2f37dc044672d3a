import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every public page names, in its route's `handle.copy`, each copy section that its code reads
 * (decision 042). `useCopy` throws at render time for a section the page was not sent; this check
 * finds the same mistake in the gate, before any page renders (issue 34): it follows each route
 * module's imports through the browser code (static and dynamic, for a lazy part reads copy too)
 * and collects every `useCopy("…")`.
 */
const appDir = path.resolve(__dirname, "..");

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(appDir, specifier.slice(2));
  else if (specifier.startsWith("."))
    base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  return undefined;
}

const importPattern =
  /(?:import|export)\s+(?!type\b)([\s\S]*?)\s*from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const copyPattern = /useCopy\(\s*["'](\w+)["']\s*\)/g;

/**
 * Whether an import can bring copy reads with it: a default, namespace or dynamic import, or a
 * named component (Capitalised) or hook (`use…`). Copy is read at render, so a module imported
 * only for a constant (`lineInputs`, `BASKET_CHANGED`) reads none through that import.
 */
function mayRender(clause: string | undefined): boolean {
  if (clause === undefined) return true;
  const named = /\{([\s\S]*)\}/.exec(clause);
  const outside = clause.replace(/\{[\s\S]*\}/, "").replace(/[\s,]/g, "");
  if (outside) return true;
  return (named?.[1] ?? "")
    .split(",")
    .map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+.*/, "")
          .split(/\s+as\s+/)[0]!,
    )
    .some((name) => /^(use[A-Z]|[A-Z])/.test(name));
}

/** The sections the module reads, itself and through what it imports (server modules aside). */
function sectionsRead(file: string, seen = new Set<string>()): Set<string> {
  const sections = new Set<string>();
  if (seen.has(file) || /\.server\.tsx?$/.test(file)) return sections;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  for (const [, name] of source.matchAll(copyPattern)) sections.add(name!);
  for (const [, clause, from, dynamic] of source.matchAll(importPattern)) {
    if (!mayRender(dynamic ? undefined : clause)) continue;
    const target = resolveImport(file, (from ?? dynamic)!);
    if (target)
      for (const name of sectionsRead(target, seen)) sections.add(name);
  }
  return sections;
}

function declaredSections(file: string): Set<string> {
  const source = fs.readFileSync(file, "utf8");
  const handle = /export const handle = \{[^}]*?copy:\s*\[([^\]]*)\]/.exec(
    source,
  );
  return new Set(
    [...(handle?.[1] ?? "").matchAll(/["'](\w+)["']/g)].map(
      ([, name]) => name!,
    ),
  );
}

const routeFiles = [
  ...new Set(
    [
      ...fs
        .readFileSync(path.join(appDir, "routes.ts"), "utf8")
        .matchAll(/"(routes\/site\/[\w-]+\.tsx)"/g),
    ].map(([, file]) => path.join(appDir, file!)),
  ),
];

describe("each public page is sent the copy sections its code reads", () => {
  // The site layout's sections reach every page under it.
  const layout = path.join(appDir, "routes/site/layout.tsx");
  const fromLayout = declaredSections(layout);

  it("finds the routes and the sections (the check itself reads the code)", () => {
    expect(routeFiles.length).toBeGreaterThan(15);
    expect(
      sectionsRead(path.join(appDir, "routes/site/product.tsx")),
    ).toContain("sizePage");
  });

  it.each(routeFiles.map((file) => [path.relative(appDir, file), file]))(
    "%s",
    (_name, file) => {
      const declared = new Set([...declaredSections(file), ...fromLayout]);
      const missing = [...sectionsRead(file)].filter(
        (name) => !declared.has(name),
      );
      expect(missing, "add these to the route's handle.copy").toEqual([]);
    },
  );
});
