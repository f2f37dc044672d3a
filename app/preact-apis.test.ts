import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint rule for React 19-only APIs (eslint.config.js, `preactApis`): the browser runs on Preact
 * (decision 002), so each of them would build and then break only in the browser.
 */
const eslint = new ESLint({ cwd: path.resolve(__dirname, "..") });

async function refusals(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter(
    (message) =>
      message.ruleId === "no-restricted-syntax" &&
      message.message.includes("decision 002"),
  ).length;
}

// A public route (under the copy rules' later config too), an admin component and app/lib.
const FILES = [
  "app/routes/site/probe.tsx",
  "app/components/admin/probe.tsx",
  "app/lib/probe.ts",
];

describe("React 19-only APIs", () => {
  it.each(FILES)("are refused in %s", async (file) => {
    const tsx = file.endsWith(".tsx");
    const code = [
      'import { use, useActionState, useState } from "react";',
      'import * as React from "react";',
      'import { useFormStatus } from "react-dom";',
      "export function Probe() {",
      "  const [value] = useState(0);",
      "  React.useOptimistic(value);",
      "  useFormStatus();",
      "  useActionState(() => value, value);",
      "  use(Promise.resolve(1));",
      tsx ? "  return <form action={() => undefined} />;" : "  return null;",
      "}",
      "",
    ].join("\n");
    // use and useActionState (one import), useFormStatus, React.useOptimistic, and the form's action.
    expect(await refusals(file, code)).toBe(tsx ? 5 : 4);
  });

  it("leaves the hooks Preact has, and a form posting to a URL, alone", async () => {
    const code = [
      'import { useEffect, useState } from "react";',
      "export function Probe() {",
      "  const [value] = useState(0);",
      "  useEffect(() => undefined, [value]);",
      '  return <form action="/contact" method="post" />;',
      "}",
      "",
    ].join("\n");
    expect(await refusals("app/routes/site/probe.tsx", code)).toBe(0);
  });
});
