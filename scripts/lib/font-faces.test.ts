import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  fontUrlsForPage,
  pageText,
  parseFontFaces,
  parseUnicodeRange,
  stylesheetUrls,
} from "./font-faces.mjs";

const arabicCss = fs.readFileSync(
  new URL("../../app/styles/arabic-font.css", import.meta.url),
  "utf8",
);
const built = (css: string) =>
  css.replace(
    /url\("@fontsource\/noto-sans-arabic\/files\/([^"]+)"\)/g,
    'url("/assets/$1")',
  );

describe("the font budget's count", () => {
  it("reads unicode-range lists, single points and wildcards", () => {
    expect(parseUnicodeRange("U+0600-06FF, U+200C,u+4??")).toEqual([
      [0x600, 0x6ff],
      [0x200c, 0x200c],
      [0x400, 0x4ff],
    ]);
  });

  it("reads the Arabic stylesheet's three faces", () => {
    const faces = parseFontFaces(arabicCss);
    expect(faces.map((face) => [face.family, face.weight])).toEqual([
      ["Noto Sans Arabic Web", "400"],
      ["Noto Sans Arabic Web", "600"],
      ["Noto Sans Arabic Web", "700"],
    ]);
    expect(faces[0]!.ranges[0]).toEqual([0x600, 0x6ff]);
  });

  it("counts a face only on a page whose text holds a character in its range", () => {
    const stylesheets = [
      { href: "/assets/arabic-font-x.css", css: built(arabicCss) },
    ];
    const english =
      "<html lang=en><body><h1>Copper cables</h1><script>const a = 'كابل'</script></body></html>";
    expect(fontUrlsForPage({ html: english, stylesheets })).toEqual(new Set());
    const arabic = "<html lang=ar><body><h1>كابلات نحاس</h1></body></html>";
    expect(fontUrlsForPage({ html: arabic, stylesheets })).toEqual(
      new Set(
        ["400", "600", "700"].map(
          (weight) => `/assets/noto-sans-arabic-arabic-${weight}-normal.woff2`,
        ),
      ),
    );
  });

  it("counts the font on Arabic pages and the admin's Arabic fields, never on an English page showing an Arabic word", () => {
    const stylesheets = [{ href: "/assets/root-x.css", css: built(arabicCss) }];
    const all = new Set(
      ["400", "600", "700"].map(
        (weight) => `/assets/noto-sans-arabic-arabic-${weight}-normal.woff2`,
      ),
    );
    // The language switcher's Arabic name on an English page: the web face is named for Arabic documents only.
    const english =
      '<html lang="en" dir="ltr"><body><a href="/ar" lang="ar">العربية</a><h1>Cables</h1></body></html>';
    expect(fontUrlsForPage({ html: english, stylesheets })).toEqual(new Set());
    const arabic =
      '<html lang="ar" dir="rtl"><body><h1>كابلات</h1><p lang="en">Fallback</p></body></html>';
    expect(fontUrlsForPage({ html: arabic, stylesheets })).toEqual(all);
    const admin =
      '<html lang="en"><body><div id="admin-shell"><textarea lang="ar" dir="rtl">نص</textarea></div></body></html>';
    expect(fontUrlsForPage({ html: admin, stylesheets })).toEqual(all);
    // Minified as the build writes it: unquoted attribute values.
    const minified = built(arabicCss)
      .replace(/\s+/g, " ")
      .replace(/lang="ar"/g, "lang=ar");
    expect(
      fontUrlsForPage({
        html: english,
        stylesheets: [{ href: "/a.css", css: minified }],
      }),
    ).toEqual(new Set());
    expect(
      fontUrlsForPage({
        html: arabic,
        stylesheets: [{ href: "/a.css", css: minified }],
      }),
    ).toEqual(all);
  });

  it("counts a font preloaded by a Link header", () => {
    const linkHeader =
      '</assets/noto-400.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin, </x.css>; rel=preload; as=style';
    expect(
      fontUrlsForPage({ html: "<p>x</p>", stylesheets: [], linkHeader }),
    ).toEqual(new Set(["/assets/noto-400.woff2"]));
  });

  it("counts preloaded fonts, and resolves addresses against their stylesheet", () => {
    const html =
      '<head><link rel="preload" href="/assets/a.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
      '<link rel="preload" href="/assets/b.png" as="image"/></head><body>x</body>';
    const css =
      "@font-face { font-family: X; src: url(./fonts/x.woff2) format('woff2'); } body { font-family: X, sans-serif; }";
    expect(
      fontUrlsForPage({
        html,
        stylesheets: [{ href: "/assets/site.css", css }],
      }),
    ).toEqual(new Set(["/assets/a.woff2", "/assets/fonts/x.woff2"]));
  });

  it("finds stylesheet links and the text of a page, entities included", () => {
    expect(
      stylesheetUrls(
        '<link rel="stylesheet" href="/assets/a.css" data-precedence="default"/><link rel="icon" href="/f.svg"/>',
      ),
    ).toEqual(["/assets/a.css"]);
    expect(pageText("<p>&#x643;&#1575;</p><style>p{}</style>").trim()).toBe(
      "كا",
    );
  });
});
