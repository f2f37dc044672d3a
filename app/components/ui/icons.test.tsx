import fs from "node:fs";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types; its two functions are read here.
import { declaredIcons, iconsCss } from "../../../scripts/generate-icons.mjs";
import { ArrowRight, Building2, Search } from "./icons";

const cssFile = new URL("../../styles/icons.css", import.meta.url);

describe("icons as CSS masks (decision 057)", () => {
  it("has the generated stylesheet up to date: every declared icon drawn, none left over", async () => {
    const names = (declaredIcons as () => string[])();
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size).toBe(names.length);
    const written = fs.readFileSync(cssFile, "utf8");
    expect(written).toBe(await (iconsCss as () => Promise<string>)());
    const drawn = [...written.matchAll(/^ {2}\.icon-([a-z0-9-]+) \{$/gm)].map(
      (match) => match[1],
    );
    expect(drawn).toEqual(names);
    // lucide's drawing, not a placeholder: the magnifier's circle and handle.
    expect(written).toMatch(
      /\.icon-search \{\n {4}--icon: url\("data:image\/svg\+xml,%3Csvg [^"]*%3Cpath d='m21 21-4\.34-4\.34'\/%3E%3Ccircle cx='11' cy='11' r='8'\/%3E%3C\/svg%3E"\);/,
    );
  });

  it("renders one element, hidden from assistive technology, sized by the caller", () => {
    expect(renderToString(<Search className="size-4" />)).toBe(
      '<span aria-hidden="true" class="icon icon-search size-4"></span>',
    );
    expect(renderToString(<ArrowRight />)).toBe(
      '<span aria-hidden="true" class="icon icon-arrow-right"></span>',
    );
  });

  it("is an image of that name when it is given one", () => {
    expect(
      renderToString(<Building2 className="size-6" aria-label="Acme Ltd" />),
    ).toBe(
      '<span role="img" aria-label="Acme Ltd" class="icon icon-building-2 size-6"></span>',
    );
  });
});
