// The route manifest public pages load: React Router's, less the admin area's routes
// (docs/decisions/031). Every page loads the whole manifest with its first script; each admin
// screen added about 90 bytes gzip to every public page, for routes no visitor's page can reach
// without a full page load. build-server.mjs writes `manifest-<version>-site.js` beside
// React Router's `manifest-<version>.js`; public documents name it (app/server/platform/site-manifest.server.ts).
import fs from "node:fs";
import path from "node:path";

const PREFIX = "window.__reactRouterManifest=";

/**
 * The manifest's text without the routes of app/routes/admin/, naming itself as `url`: the
 * browser's router renders a modulepreload link to `manifest.url` when it hydrates, and React
 * Router's own URL there made every public page fetch and compile the whole manifest after all
 * (47 KB, admin routes included). Throws on a shape it does not know.
 */
export function siteManifest(text, url) {
  if (!text.startsWith(PREFIX) || !text.trimEnd().endsWith(";"))
    throw new Error("The route manifest is not shaped as expected.");
  const manifest = JSON.parse(
    text.slice(PREFIX.length, text.trimEnd().length - 1),
  );
  if (!manifest.routes || typeof manifest.routes !== "object")
    throw new Error("The route manifest has no routes.");
  if (typeof manifest.url !== "string")
    throw new Error("The route manifest names no url.");
  for (const id of Object.keys(manifest.routes))
    if (id.startsWith("routes/admin/")) delete manifest.routes[id];
  manifest.url = url;
  return `${PREFIX}${JSON.stringify(manifest)};`;
}

function manifestUrl(text) {
  const match = /"url":"([^"]+)"/.exec(text);
  if (!match) throw new Error("The route manifest names no url.");
  return match[1];
}

/** Writes the site manifest beside each route manifest of a client build's assets. */
export function writeSiteManifests(assetsDir) {
  const written = [];
  for (const name of fs.readdirSync(assetsDir)) {
    const match = /^manifest-([0-9a-f]+)\.js$/.exec(name);
    if (!match) continue;
    const target = `manifest-${match[1]}-site.js`;
    const text = fs.readFileSync(path.join(assetsDir, name), "utf8");
    fs.writeFileSync(
      path.join(assetsDir, target),
      siteManifest(text, `${path.posix.dirname(manifestUrl(text))}/${target}`),
    );
    written.push(target);
  }
  if (written.length === 0)
    throw new Error(`No route manifest in ${assetsDir}.`);
  return written;
}
