import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Public documents name the route manifest without the admin routes, which the build writes
 * beside React Router's (scripts/lib/site-manifest.mjs, docs/decisions/031). Admin documents keep
 * the whole one: from the admin area every page is a client-side navigation away. A public page
 * has no client-side link into /admin (the preview's link back sits on an /admin address), so
 * its router never needs those routes.
 */
const MANIFEST = /\/assets\/manifest-([0-9a-f]+)\.js/g;

/** build/client/assets, seen from this module's place in build/server/ (its index.js or a chunk). */
function clientAssets(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 4; up++) {
    const assets = path.join(dir, "client", "assets");
    if (fs.existsSync(assets)) return assets;
    dir = path.dirname(dir);
  }
  return undefined;
}

const known = new Map<string, boolean>();
function siteManifestBuilt(version: string): boolean {
  let built = known.get(version);
  if (built === undefined) {
    const assets = clientAssets();
    built =
      assets !== undefined &&
      fs.existsSync(path.join(assets, `manifest-${version}-site.js`));
    known.set(version, built);
  }
  return built;
}

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** The document with the site manifest named instead of the whole one, on public pages. */
export function nameSiteManifest(
  html: string,
  pathname: string,
  built: (version: string) => boolean = siteManifestBuilt,
): string {
  if (isAdminPath(pathname)) return html;
  return html.replace(MANIFEST, (whole, version: string) =>
    built(version) ? `/assets/manifest-${version}-site.js` : whole,
  );
}
