/**
 * The hero and category artwork: illustrations rendered to WebP by scripts/make-catalogue-images.mjs
 * (committed under public/images). Widths here must match what the script writes.
 */
const heroImageWidths = [640, 1024, 1600, 2400] as const;
export const heroImageSize = { width: 2400, height: 1350 } as const;
export const heroImages = ["power", "strands", "factory"] as const;
export type HeroImage = (typeof heroImages)[number];

export function isHeroImage(name: string): name is HeroImage {
  return (heroImages as readonly string[]).includes(name);
}

export function heroSrc(name: HeroImage, width: number = 1600): string {
  return `/images/hero/${name}-${width}.webp`;
}

export function heroSrcSet(name: HeroImage): string {
  return heroImageWidths
    .map((width) => `${heroSrc(name, width)} ${width}w`)
    .join(", ");
}

/** The hero fills the content column: the viewport less the sidebar on wide screens. */
export const heroSizes = "(min-width: 768px) calc(100vw - 4rem), 100vw";

export const categoryImageSize = { width: 800, height: 500 } as const;
