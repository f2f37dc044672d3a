import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/lib/meta";
import { newsCopy } from "~/locales/en/pages/news";

/** The news pages point feed readers to /news/feed.xml (app/routes/resources/news-feed.ts). */
export function newsFeedLink(siteUrl: string): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/atom+xml", title: newsCopy.feedTitle, href: absoluteUrl(siteUrl, "/news/feed.xml") };
}
