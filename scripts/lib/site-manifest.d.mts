export function siteManifest(text: string, url: string): string;
export function writeSiteManifests(assetsDir: string): string[];
