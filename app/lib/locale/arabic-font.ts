import regularWeight from "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url";
import type { Locale } from "~/locales";

/**
 * The Arabic web font's preload (issue 21 item 3; docs/decisions/037-arabic-font.md). The faces are
 * declared in the main stylesheet (app/styles/arabic-font.css, imported by app/app.css), so nothing
 * here reaches the browser's JavaScript: the server adds a `Link` header to an Arabic page's
 * response (app/entry.server.tsx), and the browser starts downloading the regular weight, which
 * every Arabic page's body text uses, with the page instead of after its CSS is read and its text
 * laid out.
 *
 * Built by Vite: the address is the hashed /assets/ file the stylesheet's `url()` names, so the font
 * downloads once. `crossorigin` even on our own origin: fonts are fetched in CORS mode, and a
 * preload fetched otherwise is not reused (a second download).
 */
export const arabicFont = { regularWeight } as const;

/** The `Link` header value for a page in `locale`: the Arabic regular weight's preload, or none. */
export function fontPreloadHeader(locale: Locale): string | undefined {
  if (locale !== "ar") return undefined;
  return `<${arabicFont.regularWeight}>; rel=preload; as=font; type="font/woff2"; crossorigin`;
}
