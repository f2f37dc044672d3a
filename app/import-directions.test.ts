import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The lint rule for import directions (eslint.config.js) fires on each broken direction. */
const eslint = new ESLint({ cwd: path.resolve(__dirname, "..") });

async function restricted(file: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(
    `import { x } from "${specifier}";\nexport const y = x;\n`,
    { filePath: file },
  );
  return result!.messages.some(
    (message) => message.ruleId === "no-restricted-imports",
  );
}

describe("import directions", () => {
  it.each([
    ["app/components/site/card.tsx", "~/server/catalog.server"],
    ["app/components/site/card.tsx", "../../server/catalog.server"],
    ["app/components/ui/card.tsx", "~/server/db/schema.server"],
    ["app/components/admin/card.tsx", "~/locales/en/catalog-content.server"],
    [
      "app/server/product-image.server.ts",
      "~/components/site/cable-cross-section",
    ],
    [
      "app/server/product-image.server.ts",
      "../components/site/cable-cross-section",
    ],
    ["app/server/admin/products.server.ts", "../../routes/admin/products"],
    ["app/lib/catalog.ts", "~/server/catalog.server"],
    ["app/lib/catalog.ts", "../server/env.server"],
    ["app/lib/catalog.ts", "~/components/ui/button"],
    ["app/lib/catalog.ts", "~/routes/site/home"],
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
    ["app/routes/site/home.tsx", "~/server/catalog.server"],
    ["app/routes/admin/products.tsx", "~/server/admin/products.server"],
    ["app/routes/admin/layout.tsx", "~/components/ui/logo"],
    ["app/server/product-image.server.ts", "~/lib/cable-svg"],
    ["app/server/catalog.server.ts", "./db/client.server"],
    ["app/components/site/product-card.tsx", "~/lib/catalog"],
    ["app/components/site/product-card.tsx", "./product-picture"],
    ["app/components/admin/thumb.tsx", "~/components/ui/button"],
    ["app/server/pdf.server.ts", "react-dom/server"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await restricted(file, specifier)).toBe(false);
  });
});
