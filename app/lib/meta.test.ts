import { describe, expect, it } from "vitest";
import { hreflangLinks, pageMeta } from "./meta";

const siteUrl = "https://cableworks.example";
const links = (tags: ReturnType<typeof pageMeta>) =>
  tags.filter((tag) => "tagName" in tag && tag.tagName === "link") as {
    rel: string;
    href: string;
    hrefLang?: string;
  }[];

describe("canonical and hreflang URLs (decision 043)", () => {
  it("gives an English page its canonical and the three alternates", () => {
    const tags = links(
      pageMeta({
        title: "Products",
        description: "d",
        path: "/products",
        siteUrl,
      }),
    );
    expect(tags).toEqual([
      { tagName: "link", rel: "canonical", href: `${siteUrl}/products` },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en",
        href: `${siteUrl}/products`,
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "ar",
        href: `${siteUrl}/ar/products`,
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: `${siteUrl}/products`,
      },
    ]);
  });

  it("gives an Arabic page its own canonical, the same alternates and the Arabic og:locale", () => {
    const tags = pageMeta({
      title: "t",
      description: "d",
      path: "/ar/product/1",
      siteUrl,
    });
    expect(links(tags)[0]).toEqual({
      tagName: "link",
      rel: "canonical",
      href: `${siteUrl}/ar/product/1`,
    });
    expect(links(tags).slice(1)).toEqual(hreflangLinks(siteUrl, "/product/1"));
    expect(tags).toContainEqual({ property: "og:locale", content: "ar_EG" });
    expect(
      pageMeta({ title: "t", description: "d", path: "/", siteUrl }),
    ).toContainEqual({ property: "og:locale", content: "en_US" });
  });

  it("keeps the page number in each language's address", () => {
    expect(
      hreflangLinks(siteUrl, "/ar?page=2").map(
        (tag) => (tag as { href: string }).href,
      ),
    ).toEqual([
      `${siteUrl}/?page=2`,
      `${siteUrl}/ar?page=2`,
      `${siteUrl}/?page=2`,
    ]);
  });

  it("gives a noindex page no alternates", () => {
    const tags = links(
      pageMeta({
        title: "t",
        description: "d",
        path: "/ar/no-such-page",
        siteUrl,
        noIndex: true,
      }),
    );
    expect(tags.map((tag) => tag.rel)).toEqual(["canonical"]);
  });
});
