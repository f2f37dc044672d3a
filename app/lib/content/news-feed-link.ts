import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/lib/meta";

/**
 * The news pages point feed readers to /news/feed.xml (app/routes/resources/news-feed.ts). The
 * feed's title comes with the page's loader data, in the page's language (decision 042).
 */
export function newsFeedLink(
  siteUrl: string,
  feedTitle: string,
): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: feedTitle,
    href: absoluteUrl(siteUrl, "/news/feed.xml"),
  };
}
