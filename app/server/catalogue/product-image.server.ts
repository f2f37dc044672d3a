import { drawCable } from "~/lib/catalogue/cable-drawing";
import { cableSvg } from "~/lib/catalogue/cable-svg";
import { format } from "~/locales";
import { documents } from "~/locales/en/documents.server";
import { createContentCache } from "../content/content-cache.server";
import type { Product } from "../db/schema.server";

/**
 * A product's preview card (1200 × 630 PNG) for link previews: preview cards do not show SVG, so
 * the drawn cross-section is rasterised with the product's name and key figures beside it.
 */
const t = documents.productCard;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits a name over at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > width && line) {
      out.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]}…`;
    return kept;
  }
  return out;
}

/** The product's cross-section as a standalone SVG file (the pages show it as an image). */
export function productDrawingSvg(
  product: Pick<Product, "name" | "specifications">,
): string {
  const svg = cableSvg(drawCable(product.specifications));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg.replace("<svg", '<svg width="400" height="400"')}`;
}

export function productCardSvg(
  product: Pick<Product, "name" | "specifications" | "inStock">,
): string {
  const cable = cableSvg(drawCable(product.specifications)).replace(
    "<svg",
    '<svg x="70" y="75" width="480" height="480"',
  );
  const s = product.specifications;
  const facts = [
    s.crossSection,
    s.voltage,
    s.insulation,
    s.conductors
      ? format(s.conductors === 1 ? t.core : t.cores, { count: s.conductors })
      : "",
  ]
    .filter(Boolean)
    .join("  ·  ");
  const title = wrap(product.name, 17, 3)
    .map(
      (line, i) =>
        `<tspan x="620" dy="${i === 0 ? 0 : 60}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="glow" cx="0.26" cy="0.5" r="0.5"><stop offset="0" stop-color="#2a3240"/><stop offset="1" stop-color="#11151b"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <rect x="0" y="0" width="1200" height="8" fill="#c9772e"/>
  ${cable}
  <text x="620" y="150" fill="#f0a35e" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" letter-spacing="3">CABLEWORKS</text>
  <text x="620" y="235" fill="#ffffff" font-family="DejaVu Sans, Arial, sans-serif" font-size="48" font-weight="700">${title}</text>
  <text x="620" y="470" fill="#c8ced6" font-family="DejaVu Sans, Arial, sans-serif" font-size="26">${escapeXml(facts)}</text>
  <text x="620" y="530" fill="${product.inStock ? "#86efac" : "#fca5a5"}" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" font-weight="700">${product.inStock ? t.inStock : t.outOfStock}</text>
</svg>`;
}

export async function productCardPng(
  product: Pick<Product, "name" | "specifications" | "inStock">,
): Promise<Buffer> {
  // Loaded on first use (about 30 MB), like the upload path.
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(productCardSvg(product)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

/**
 * Cards kept until the next content write: rasterising one takes about half a second. About 40 KB
 * each, so 16 MB holds the few hundred most shared products.
 */
export const productCardCache = createContentCache(16 * 1024 * 1024);

/**
 * The product's card, from the cache when no content changed since it was drawn. Call it in the
 * same turn as reading `product`, so no write comes between the data and the version it is kept under.
 */
export function getProductCard(
  product: Pick<Product, "id" | "name" | "specifications" | "inStock">,
): Promise<Buffer> {
  return productCardCache.get(product.id, () => productCardPng(product));
}
