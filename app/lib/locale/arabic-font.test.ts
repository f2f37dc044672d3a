import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { parseFontFaces } from "../../../scripts/lib/font-faces.mjs";
import { arabicFont, fontPreloadHeader } from "./arabic-font";

/** The Arabic web font (issue 21 item 3; docs/decisions/037-arabic-font.md). */
const css = fs.readFileSync(
  new URL("../../styles/arabic-font.css", import.meta.url),
  "utf8",
);
const appCss = fs.readFileSync(
  new URL("../../app.css", import.meta.url),
  "utf8",
);
const require = createRequire(import.meta.url);
/** The value of a custom property in a stylesheet, white space collapsed. */
const property = (text: string, name: string) =>
  text
    .match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]
    ?.replace(/\s+/g, " ")
    .trim();

describe("the Arabic web font", () => {
  it("declares only the arabic subset's woff2 files, in 400, 600 and 700, swapped in", () => {
    const faces = parseFontFaces(css);
    expect(faces.map((face) => face.weight)).toEqual(["400", "600", "700"]);
    for (const face of faces) {
      expect(face.family).toBe("Noto Sans Arabic Web");
      expect(face.urls).toEqual([
        `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${face.weight}-normal.woff2`,
      ]);
      // The package really has the file (a typo would only show as a fallback font).
      expect(fs.existsSync(require.resolve(face.urls[0]!))).toBe(true);
    }
    expect(css.match(/font-display:\s*swap/g)).toHaveLength(faces.length);
  });

  it("asks for the font only for Arabic characters: never for Latin letters, digits or punctuation", () => {
    for (const face of parseFontFaces(css)) {
      expect(face.ranges.length).toBeGreaterThan(1);
      for (const [low] of face.ranges)
        expect(low).toBeGreaterThanOrEqual(0x600);
      const covers = (char: string) =>
        face.ranges.some(
          ([low, high]) =>
            char.codePointAt(0)! >= low && char.codePointAt(0)! <= high,
        );
      expect(covers("ك")).toBe(true);
      expect(covers("١")).toBe(true);
      for (const char of "Aa0²×/.-é") expect(covers(char), char).toBe(false);
    }
  });

  it("leads the Arabic pages' stack, followed by the English pages' stack unchanged", () => {
    const english = property(appCss, "--font-sans");
    expect(english).toMatch(/^"Inter"/);
    expect(css).toMatch(/html\[lang="ar"\]\s*\{\s*--font-sans:/);
    expect(property(css, "--font-sans")).toBe(
      `"Noto Sans Arabic Web", ${english}`,
    );
    expect(
      css
        .match(/font-family:\s*([^;]+);\s*\}\s*$/)![1]!
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe(`"Noto Sans Arabic Web", ${english}`);
  });

  it("preloads the regular weight by header on Arabic pages only, in CORS mode", () => {
    // The file's address is Vite's, as in the build.
    expect(arabicFont.regularWeight).toMatch(
      /noto-sans-arabic-arabic-400-normal\.woff2$/,
    );
    expect(fontPreloadHeader("ar")).toBe(
      `<${arabicFont.regularWeight}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
    );
    expect(fontPreloadHeader("en")).toBeUndefined();
  });

  it("is part of the main stylesheet, named only for Arabic pages and the admin's Arabic fields", () => {
    expect(appCss).toMatch(/@import "\.\/styles\/arabic-font\.css";/);
    // The English stack names the system's "Noto Sans Arabic", never the web face.
    expect(property(appCss, "--font-sans")).not.toContain(
      "Noto Sans Arabic Web",
    );
    expect(css).toMatch(
      /html:has\(#admin-shell\) :lang\(ar\)\s*\{\s*font-family:/,
    );
  });
});
