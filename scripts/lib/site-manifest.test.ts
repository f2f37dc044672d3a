import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteManifest, writeSiteManifests } from "./site-manifest.mjs";
import { nameSiteManifest } from "../../app/server/platform/site-manifest.server";

const route = (id: string, parentId?: string) => ({
  id,
  parentId,
  module: `/assets/${id.replaceAll("/", "-")}-abc.js`,
  imports: [],
  css: [],
});
const full = `window.__reactRouterManifest=${JSON.stringify({
  entry: { module: "/assets/entry.client-x.js", imports: [], css: [] },
  routes: {
    root: route("root"),
    "routes/site/layout": route("routes/site/layout", "root"),
    "routes/site/product": route("routes/site/product", "routes/site/layout"),
    "routes/site/news-preview": route(
      "routes/site/news-preview",
      "routes/site/layout",
    ),
    "routes/admin/layout": route("routes/admin/layout", "root"),
    "routes/admin/products": route(
      "routes/admin/products",
      "routes/admin/layout",
    ),
    "routes/admin/login": route("routes/admin/login", "root"),
  },
  url: "/assets/manifest-0123abcd.js",
  version: "0123abcd",
})};`;

describe("the site manifest", () => {
  it("keeps every route but the admin area's, and the rest of the manifest as it was", () => {
    const text = siteManifest(full, "/assets/manifest-0123abcd-site.js");
    const manifest = JSON.parse(
      text.slice("window.__reactRouterManifest=".length, -1),
    );
    expect(Object.keys(manifest.routes)).toEqual([
      "root",
      "routes/site/layout",
      "routes/site/product",
      "routes/site/news-preview",
    ]);
    // The router preloads manifest.url as it hydrates: the whole manifest's URL there loaded it too.
    expect(manifest.url).toBe("/assets/manifest-0123abcd-site.js");
    expect(manifest.version).toBe("0123abcd");
    expect(manifest.entry.module).toBe("/assets/entry.client-x.js");
  });

  it("refuses a manifest of another shape instead of writing a broken one", () => {
    expect(() => siteManifest("export default {}", "/x.js")).toThrow(
      /not shaped/,
    );
    expect(() =>
      siteManifest('window.__reactRouterManifest={"routes":{}};', "/x.js"),
    ).toThrow(/no url/);
  });

  it("is written beside each manifest of a build", () => {
    const dir = fs.mkdtempSync(
      path.join(process.env.DATA_DIR!, "site-manifest-"),
    );
    fs.writeFileSync(path.join(dir, "manifest-0123abcd.js"), full);
    expect(writeSiteManifests(dir)).toEqual(["manifest-0123abcd-site.js"]);
    const written = fs.readFileSync(
      path.join(dir, "manifest-0123abcd-site.js"),
      "utf8",
    );
    expect(written).not.toContain("routes/admin/");
    expect(written).toContain('"url":"/assets/manifest-0123abcd-site.js"');
    fs.rmSync(dir, { recursive: true });
    expect(() =>
      writeSiteManifests(
        fs.mkdtempSync(path.join(process.env.DATA_DIR!, "site-manifest-")),
      ),
    ).toThrow(/No route manifest/);
  });

  it("is named by public documents only, and only when it was built", () => {
    const html =
      '<script type="module">import "/assets/manifest-0123abcd.js"; import "/assets/root-x.js";</script>';
    const built = () => true;
    expect(nameSiteManifest(html, "/product/1", built)).toContain(
      'import "/assets/manifest-0123abcd-site.js"',
    );
    expect(nameSiteManifest(html, "/", built)).toContain(
      "manifest-0123abcd-site.js",
    );
    expect(nameSiteManifest(html, "/administration", built)).toContain(
      "manifest-0123abcd-site.js",
    );
    expect(nameSiteManifest(html, "/admin", built)).toBe(html);
    expect(nameSiteManifest(html, "/admin/news/1/preview", built)).toBe(html);
    expect(nameSiteManifest(html, "/product/1", () => false)).toBe(html);
  });
});
