import { data, Link } from "react-router";
import { NewsArticleView } from "~/components/site/news-article-view";
import { requireRole } from "~/server/auth/roles.server";
import { findArticleForPreview } from "~/server/content/news.server";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { assertServedLanguage } from "~/server/platform/locale.server";
import type { Route } from "./+types/news-preview";
import type { CopyHandle } from "~/locales/copy";
import { pageCopy } from "~/locales/copy.server";
import NotFound from "./not-found";

/**
 * An article as visitors will see it, whatever its status or time: for signed-in admins only (a
 * visitor is sent to the login), never kept by the render cache (it skips /admin), never indexed.
 */
/** The copy sections this page reads (decision 042): the article view's words. */
export const handle = { copy: ["news"] } satisfies CopyHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  // "/ar/admin/..." is a 404 before any sign-in check: the admin is English only (decision 043).
  // Here, not only in the layout's middleware, which refuses a read after its loaders, when this
  // one's redirect to the login would already have won (decision 058).
  assertServedLanguage(params, request);
  requireRole(request, "editor");
  const id = Number(params.id);
  // ?locale=ar: the Arabic texts, each falling back to the English as the Arabic page will (decision 041).
  const locale =
    new URL(request.url).searchParams.get("locale") === "ar" ? "ar" : "en";
  const found = Number.isSafeInteger(id)
    ? findArticleForPreview(id, locale)
    : undefined;
  if (!found)
    return data(
      {
        ...pageCopy(request, context, handle),
        article: null,
        isPublic: false,
        locale,
      },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  return data(
    { ...pageCopy(request, context, handle), ...found, locale },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.article
      ? `${adminMessages.news.preview}: ${loaderData.article.title}`
      : adminMessages.news.notFound,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewsPreview({ loaderData }: Route.ComponentProps) {
  const n = useAdminMessages().news;
  const { article, isPublic, locale } = loaderData;
  if (!article) return <NotFound />;
  const banner = (
    <div role="status" className="border-b border-primary/40 bg-primary/10">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm sm:px-6">
        <p className="font-medium">
          {isPublic ? n.previewPublicBanner : n.previewBanner}
        </p>
        <span className="flex flex-wrap gap-4">
          <Link
            to={{ search: locale === "ar" ? "" : "?locale=ar" }}
            className="font-medium underline"
          >
            {locale === "ar" ? n.previewInEnglish : n.previewInArabic}
          </Link>
          <Link to="/admin/news" className="font-medium underline">
            {n.backToAdmin}
          </Link>
        </span>
      </div>
    </div>
  );
  return <NewsArticleView article={article} others={[]} banner={banner} />;
}
