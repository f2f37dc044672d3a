import { getNewsFeed } from "~/server/content/news.server";
import { siteUrl } from "~/server/platform/site-url.server";
import { newsCopy } from "~/locales/en/pages/news";
import type { Route } from "./+types/news-feed";

/** /news/feed.xml: the published news as Atom, built once per content stamp (news.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  return new Response(
    new Uint8Array(await getNewsFeed(siteUrl(request), newsCopy.feedTitle)),
    {
      headers: {
        "Content-Type": "application/atom+xml; charset=utf-8",
        "Cache-Control": "public, max-age=600",
      },
    },
  );
}
