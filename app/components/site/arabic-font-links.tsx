import { arabicFont } from "~/lib/arabic-font";

/**
 * The Arabic web font's tags for the root layout's <head>, on Arabic pages only (app/lib/arabic-font.ts):
 * render it right after the main stylesheet's <link>, as `{locale === "ar" && <ArabicFontLinks />}`.
 * The stylesheet has the main one's precedence, so React's server renderer keeps the two together
 * and in this order (see the note on the main stylesheet in app/root.tsx).
 */
export function ArabicFontLinks() {
  return (
    <>
      <link rel="stylesheet" href={arabicFont.stylesheet} precedence="default" />
      <link rel="preload" href={arabicFont.regularWeight} as="font" type="font/woff2" crossOrigin="anonymous" />
    </>
  );
}
