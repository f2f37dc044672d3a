import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { localePath, pathWithoutLocale } from "./locale/locale-path";
import {
  arabicNotFoundPath,
  arabicSamplePaths,
  notFoundPath,
  privatePublicPaths,
  privateSamplePaths,
  samplePublicPaths,
  staticPublicPaths,
  unlistedPublicPaths,
} from "./public-paths";

// The public routes are the children of the site layout; admin and resources live elsewhere.
const site = routes.find(
  (entry: RouteConfigEntry) => entry.file === "routes/site/layout.tsx",
);
// The admin's preview of a news article is drawn in the site's frame but guarded: not public.
const publicPatterns = (site?.children ?? [])
  .map((entry) => (entry.index ? "/" : `/${entry.path ?? ""}`))
  .filter((pattern) => !pattern.startsWith("/admin/"));
const fixed = publicPatterns.filter((pattern) => !/[:*]/.test(pattern));
const dynamic = publicPatterns.filter((pattern) => pattern.includes(":"));

describe("the list of public paths follows app/routes.ts", () => {
  it("serves the public pages under an optional language segment, with no second copy of the table (decision 043)", () => {
    expect(site?.path).toBe(":lang?");
    expect(
      routes.filter(
        (entry: RouteConfigEntry) => entry.file === "routes/site/layout.tsx",
      ),
    ).toHaveLength(1);
  });

  it("samples Arabic pages that are the English samples' Arabic addresses", () => {
    for (const path of arabicSamplePaths) {
      const english = pathWithoutLocale(path);
      expect(path).toBe(localePath("ar", english));
      expect(
        [...staticPublicPaths, ...samplePublicPaths, ...privatePublicPaths].map(
          (p) => p.split("?")[0],
        ) as string[],
      ).toContain(english);
    }
    expect(pathWithoutLocale(arabicNotFoundPath)).toBe(notFoundPath);
  });

  it("names every public route with a fixed address, and nothing else", () => {
    expect(fixed.length).toBeGreaterThan(5);
    expect(
      [
        ...staticPublicPaths,
        ...privatePublicPaths,
        ...unlistedPublicPaths,
      ].sort(),
    ).toEqual([...fixed].sort());
  });

  it("keeps the unlisted pages out of the sitemap's list", () => {
    for (const path of unlistedPublicPaths)
      expect(staticPublicPaths).not.toContain(path);
  });

  it("has a sample of every public route whose address comes from data", () => {
    expect(dynamic.length).toBeGreaterThan(0);
    for (const pattern of dynamic) {
      const sampled = [...samplePublicPaths, ...privateSamplePaths].some(
        (sample) => matchPath(pattern, sample.split("?")[0]!),
      );
      expect(sampled, `no sample for ${pattern}`).toBe(true);
    }
  });

  it("keeps the 404 sample away from every real public route", () => {
    expect(publicPatterns).toContain("/*");
    expect(
      publicPatterns.filter(
        (pattern) => pattern !== "/*" && matchPath(pattern, notFoundPath),
      ),
    ).toEqual([]);
  });
});
