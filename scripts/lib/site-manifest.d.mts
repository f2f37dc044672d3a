export function siteManifest(text: string): string;
export function writeSiteManifests(assetsDir: string): string[];
