import { describe, expect, it } from "vitest";
import { getProduct } from "../catalogue/catalogue.server";
import { createContentCache } from "./content-cache.server";
import { getDb } from "../db/client.server";
import {
  getProductCard,
  productCardCache,
} from "../catalogue/product-image.server";
import { getSitemap, sitemapCache } from "../platform/sitemap.server";

const write = (sql: string, ...params: unknown[]) =>
  getDb()
    .$client.prepare(sql)
    .run(...params);

describe("the sitemap", () => {
  it("is built once per content version and per origin, and again after a content write", async () => {
    const made = sitemapCache.stats().made;
    const first = await getSitemap("https://example.com");
    const second = await getSitemap("https://example.com");
    expect(second).toBe(first);
    expect(sitemapCache.stats().made).toBe(made + 1);
    expect((await getSitemap("https://other.example")).toString()).toContain(
      "https://other.example/product/1",
    );
    expect(sitemapCache.stats().made).toBe(made + 2);

    write(
      "update products set updated_at = ? where id = '1'",
      Date.UTC(2031, 0, 2),
    );
    const after = (await getSitemap("https://example.com")).toString();
    expect(sitemapCache.stats().made).toBe(made + 3);
    expect(after).toContain(
      "<loc>https://example.com/product/1</loc><lastmod>2031-01-02</lastmod>",
    );
  });
});

describe("the product card", () => {
  it("is rasterised once per content version, and again after the product is saved", async () => {
    const made = productCardCache.stats().made;
    const first = await getProductCard(getProduct("2")!);
    expect(first.subarray(1, 4).toString()).toBe("PNG");
    expect(await getProductCard(getProduct("2")!)).toBe(first);
    expect(productCardCache.stats().made).toBe(made + 1);

    write("update products set name = 'Renamed Card Cable' where id = '2'");
    const after = await getProductCard(getProduct("2")!);
    expect(productCardCache.stats().made).toBe(made + 2);
    expect(after.equals(first)).toBe(false);
  });

  it("makes a card asked for twice at once only once", async () => {
    write("update products set name = 'Twice At Once' where id = '3'");
    const made = productCardCache.stats().made;
    const [a, b] = await Promise.all([
      getProductCard(getProduct("3")!),
      getProductCard(getProduct("3")!),
    ]);
    expect(b).toBe(a);
    expect(productCardCache.stats().made).toBe(made + 1);
  });
});

describe("a content cache", () => {
  it("keeps at most its bytes, the least recently used going first", async () => {
    const cache = createContentCache(100);
    const value = (fill: string) => () => Buffer.alloc(40, fill);
    await cache.get("a", value("a"));
    await cache.get("b", value("b"));
    await cache.get("a", value("a")); // a hit: now the most recent
    await cache.get("c", value("c")); // 120 bytes: b goes
    expect(cache.stats()).toMatchObject({
      entries: 2,
      bytes: 80,
      made: 3,
      hits: 1,
    });
    await cache.get("a", value("a"));
    await cache.get("b", value("b"));
    expect(cache.stats()).toMatchObject({ made: 4, hits: 2 });
    await cache.get("big", () => Buffer.alloc(101));
    expect(cache.stats().bytes).toBeLessThanOrEqual(100);
  });
});
