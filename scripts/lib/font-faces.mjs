// Web fonts in the budget (issue 21 item 3): which font files a page may download. A browser
// downloads an @font-face's file when the page shows a character inside the face's unicode-range
// in that family and weight, or when the page preloads the file. Without laying the page out we
// cannot tell which weights its text uses, so the count is an upper bound: every face of the
// page's stylesheets whose family a rule that may apply to the page names (familyMayApply) and
// whose unicode-range holds a character of the page's text, plus every preloaded font (by tag or
// by `Link` header).

/**
 * The @font-face rules of a stylesheet: family, weight, the addresses of their sources, and the
 * code point ranges of their unicode-range (all of Unicode when it has none, as in CSS).
 * @param {string} css
 * @returns {{ family: string, weight: string, urls: string[], ranges: [number, number][] }[]}
 */
export function parseFontFaces(css) {
  const faces = [];
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const descriptor = (name) =>
      body
        .match(new RegExp(`(?:^|[;\\s])${name}\\s*:\\s*([^;]+)`))?.[1]
        ?.trim();
    const src = descriptor("src") ?? "";
    const urls = [...src.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map(
      (match) => match[1],
    );
    const range = descriptor("unicode-range");
    faces.push({
      family: (descriptor("font-family") ?? "").replace(/^["']|["']$/g, ""),
      weight: descriptor("font-weight") ?? "400",
      urls,
      ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]],
    });
  }
  return faces;
}

/**
 * "U+0600-06FF,U+200C,U+4??" as [[0x600, 0x6ff], [0x200c, 0x200c], [0x400, 0x4ff]].
 * @param {string} value
 * @returns {[number, number][]}
 */
export function parseUnicodeRange(value) {
  return value
    .split(",")
    .map((part) => part.trim().replace(/^u\+/i, ""))
    .filter(Boolean)
    .map((part) => {
      if (part.includes("?"))
        return [
          parseInt(part.replace(/\?/g, "0"), 16),
          parseInt(part.replace(/\?/g, "f"), 16),
        ];
      const [low, high = low] = part.split("-");
      return [parseInt(low, 16), parseInt(high, 16)];
    });
}

/**
 * The visible text of an HTML page, roughly: without scripts, styles and tags (attribute values,
 * such as an image's alt text, are left out too; they rarely hold a script the text does not).
 * @param {string} html
 */
export function pageText(html) {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) =>
      String.fromCodePoint(parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)));
}

/**
 * The font files a page may download (see the top of this file): the paths of the first source of
 * each face used (the one a browser that reads the format takes; resolved against its stylesheet's
 * address) and of the page's font preloads. Fonts inlined as data: addresses are part of their CSS.
 * @param {{ html: string, stylesheets: { href: string, css: string }[], linkHeader?: string }} page
 * @returns {Set<string>}
 */
export function fontUrlsForPage({ html, stylesheets, linkHeader = "" }) {
  const codePoints = new Set(
    [...pageText(html)].map((char) => char.codePointAt(0)),
  );
  const urls = new Set();
  const pathOf = (url, base = "/") =>
    new URL(url, new URL(base, "http://page.invalid")).pathname;
  for (const { href, css } of stylesheets) {
    for (const face of parseFontFaces(css)) {
      if (face.urls.length === 0 || face.urls[0].startsWith("data:")) continue;
      if (!familyMayApply(css, face.family, html)) continue;
      const used = face.ranges.some(([low, high]) => {
        for (const point of codePoints)
          if (point >= low && point <= high) return true;
        return false;
      });
      if (used) urls.add(pathOf(face.urls[0], href));
    }
  }
  for (const [tag] of html.matchAll(/<link[^>]+rel="preload"[^>]*>/g)) {
    if (!/\bas="font"/.test(tag)) continue;
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    if (href) urls.add(pathOf(href));
  }
  // `Link: </assets/x.woff2>; rel=preload; as=font, ...` (app/entry.server.tsx on Arabic pages).
  for (const [, href, params] of linkHeader.matchAll(/<([^>]+)>([^,]*)/g)) {
    if (/\brel="?preload\b/.test(params) && /\bas="?font\b/.test(params))
      urls.add(pathOf(href));
  }
  return urls;
}

/**
 * Whether a rule of `css` (outside @font-face) that names `family` may apply to the page: a face no
 * rule names is never used. A selector's conditions that we can check from the HTML alone are
 * checked: `html[lang=xx]` (the document's language), `:lang(xx)` and `[lang=xx]` on an element
 * (some element of that language), and `#id` (an element with that id). Anything else is taken
 * as matching, so the count stays an upper bound.
 * @param {string} css
 * @param {string} family
 * @param {string} html
 */
export function familyMayApply(css, family, html) {
  const withoutFaces = css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/@font-face\s*\{[^}]*\}/g, "");
  const documentLang = html
    .match(/<html[^>]*\slang="?([\w-]+)/i)?.[1]
    ?.toLowerCase();
  const langs = new Set(
    [...html.matchAll(/\slang="?([\w-]+)/gi)].map((match) =>
      match[1].toLowerCase(),
    ),
  );
  const ids = new Set(
    [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]),
  );
  const named = new RegExp(
    `["']?${family.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']?\\s*(?:,|;|}|$)`,
  );
  for (const [, selectors, body] of withoutFaces.matchAll(
    /([^{}]*)\{([^{}]*)\}/g,
  )) {
    if (!named.test(body)) continue;
    for (const selector of selectors.split(",")) {
      const htmlLang = selector
        .match(/(?:^|\s)html\[lang=["']?([\w-]+)["']?\]/i)?.[1]
        ?.toLowerCase();
      if (htmlLang && htmlLang !== documentLang) continue;
      const rest = selector.replace(
        /(?:^|\s)html\[lang=["']?[\w-]+["']?\]/i,
        "",
      );
      const elementLangs = [
        ...rest.matchAll(
          /(?::lang\(["']?([\w-]+)["']?\)|\[lang=["']?([\w-]+)["']?\])/gi,
        ),
      ].map((match) => (match[1] ?? match[2]).toLowerCase());
      if (elementLangs.some((lang) => !langs.has(lang))) continue;
      const needIds = [...rest.matchAll(/#([\w-]+)/g)].map((match) => match[1]);
      if (needIds.some((id) => !ids.has(id))) continue;
      return true;
    }
  }
  return false;
}

/**
 * The addresses of a page's stylesheets (`<link rel="stylesheet" href="...">`).
 * @param {string} html
 */
export function stylesheetUrls(html) {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
    .map(([tag]) => tag.match(/\bhref="([^"]+)"/)?.[1])
    .filter(Boolean);
}
