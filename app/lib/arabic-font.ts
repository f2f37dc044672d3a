import type { LinkDescriptor } from "react-router";
import regularWeight from "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url";
import stylesheet from "~/styles/arabic-font.css?url";

/**
 * The Arabic web font's two tags, for Arabic pages only (issue 21 item 3;
 * docs/decisions/037-arabic-font.md): the stylesheet declaring Noto Sans Arabic (400, 600, 700, the
 * "arabic" subset, font-display: swap) and putting it first in `--font-sans` under
 * `html[lang="ar"]`, and a preload of the regular weight, which every Arabic page's body text uses,
 * so its download starts with the page's and not after the CSS is read.
 *
 * Built by Vite: both addresses are hashed /assets/ files, and the preload's is the same file the
 * stylesheet's `url()` names, so the font downloads once. English pages must not render these.
 */
export const arabicFont = { stylesheet, regularWeight } as const;

/**
 * As React Router link descriptors. A font preload needs `crossOrigin` even on our own origin:
 * fonts are fetched in CORS mode, and a preload fetched otherwise is not reused (a second download).
 */
export function arabicFontLinks(): LinkDescriptor[] {
  return [
    { rel: "stylesheet", href: arabicFont.stylesheet },
    { rel: "preload", href: arabicFont.regularWeight, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  ];
}
