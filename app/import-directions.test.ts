import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The lint rule for import directions (eslint.config.js) fires on each broken direction. */
const eslint = new ESLint({ cwd: path.resolve(__dirname, "..") });

async function restricted(
  file: string,
  specifier: string,
  kind: "value" | "type" = "value",
): Promise<boolean> {
  const [result] = await eslint.lintText(
    kind === "type"
      ? `import type { X } from "${specifier}";\nexport type Y = X;\n`
      : `import { x } from "${specifier}";\nexport const y = x;\n`,
    { filePath: file },
  );
  return result!.messages.some(
    (message) =>
      message.ruleId === "no-restricted-imports" ||
      message.ruleId === "@typescript-eslint/no-restricted-imports",
  );
}

describe("import directions", () => {
  it.each([
    ["app/components/site/card.tsx", "~/server/catalogue/catalogue.server"],
    ["app/components/site/card.tsx", "../../server/catalogue/catalogue.server"],
    ["app/components/ui/card.tsx", "~/server/db/schema.server"],
    ["app/components/admin/card.tsx", "~/locales/en/catalogue-content.server"],
    [
      "app/server/catalogue/product-image.server.ts",
      "~/components/site/cable-cross-section",
    ],
    [
      "app/server/catalogue/product-image.server.ts",
      "../components/site/cable-cross-section",
    ],
    ["app/server/admin/products.server.ts", "../../routes/admin/products"],
    ["app/lib/catalogue/catalogue.ts", "~/server/catalogue/catalogue.server"],
    ["app/lib/catalogue/catalogue.ts", "../server/env.server"],
    ["app/lib/catalogue/catalogue.ts", "~/components/ui/button"],
    ["app/lib/catalogue/catalogue.ts", "~/routes/site/home"],
    ["app/components/admin/thumb.tsx", "~/components/site/product-picture"],
    ["app/components/admin/thumb.tsx", "../site/product-picture"],
    ["app/routes/admin/layout.tsx", "~/components/site/logo"],
    ["app/components/site/product-card.tsx", "~/components/admin/thumb"],
    ["app/components/site/product-card.tsx", "../admin/thumb"],
    ["app/routes/site/home.tsx", "~/components/admin/thumb"],
    ["app/components/ui/button.tsx", "../site/logo"],
  ])("%s may not import %s", async (file, specifier) => {
    expect(await restricted(file, specifier)).toBe(true);
  });

  it.each([
    ["app/routes/site/home.tsx", "~/server/catalogue/catalogue.server"],
    ["app/routes/admin/products.tsx", "~/server/admin/products.server"],
    ["app/routes/admin/layout.tsx", "~/components/ui/logo"],
    [
      "app/server/catalogue/product-image.server.ts",
      "~/lib/catalogue/cable-svg",
    ],
    ["app/server/catalogue/catalogue.server.ts", "./db/client.server"],
    ["app/components/site/product-card.tsx", "~/lib/catalogue/catalogue"],
    ["app/components/site/product-card.tsx", "./product-picture"],
    ["app/components/admin/thumb.tsx", "~/components/ui/button"],
    ["app/server/documents/datasheet-pdf.server.ts", "react-dom/server"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await restricted(file, specifier)).toBe(false);
  });

  // A type is erased from the build: the admin's dialogs name the server's row types (issue 34).
  it("an admin component may import a server module's types, never its values", async () => {
    const file = "app/components/admin/job-dialog.tsx";
    const server = "~/server/admin/jobs.server";
    expect(await restricted(file, server, "type")).toBe(false);
    expect(await restricted(file, server)).toBe(true);
    expect(await restricted(file, "~/components/site/logo", "type")).toBe(true);
    expect(
      await restricted("app/components/site/card.tsx", server, "type"),
    ).toBe(true);
  });
});
