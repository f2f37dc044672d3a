import { CategoryGrid } from "~/components/site/category-grid";
import { CertificationsSection } from "~/components/site/certifications-section";
import { ClientsSection } from "~/components/site/clients-section";
import { HeroCarousel } from "~/components/site/hero-carousel";
import { heroSizes } from "~/lib/content/hero-images";
import { StructuredData } from "~/components/site/json-ld";
import { StatCounters } from "~/components/site/stat-counters";
import { pageMeta, siteUrlFromMatches } from "~/lib/meta";
import { organization, webSite } from "~/lib/structured-data";
import { errorTitleFromMatches } from "~/locales";
import { requestMessages } from "~/locales/messages.server";
import { type CopyHandle, useCopy } from "~/locales/copy";
import { copySection, pageCopy, requestLocale } from "~/locales/copy.server";
import { catalogContentIn } from "~/server/catalogue/category-info.server";
import { listCategories } from "~/server/catalogue/catalogue.server";
import { getCompany, getCompanyFacts } from "~/server/content/company.server";
import { fillFacts } from "~/lib/site";
import {
  listClients,
  listShownCertifications,
} from "~/server/content/content.server";
import { listHeroSlides, listHomeStats } from "~/server/content/pages.server";
import { siteUrl } from "~/server/platform/site-url.server";
import { addStructuredData } from "~/server/platform/structured-data.server";
import type { Route } from "./+types/home";

/** The home page's own copy is a section like any page's (decision 042; it was a `copy` prop, 039). */
export const handle = { copy: ["home"] } satisfies CopyHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteUrl(request);
  const locale = requestLocale(request);
  const cards = catalogContentIn(locale).home.categoryCards;
  const categories =
    locale === "en"
      ? listCategories().map((category) => {
          // The spec names the four families on the home page ("Stranded Cables", ...); others use theirs.
          const known = cards.find((card) => card.id === category.id);
          return {
            id: category.id,
            name: known?.name ?? category.name,
            description: category.description || known?.description || "",
            image: category.image,
          };
        })
      : listCategories(locale).map((category) => {
          // The editor's translation first (decision 041), then the page copy's card, then the
          // English, marked as such.
          const known = cards.find((card) => card.id === category.id);
          const name =
            category.lang?.name === "en" && known
              ? { text: known.name, lang: locale }
              : { text: category.name, lang: category.lang?.name ?? locale };
          const description =
            category.lang?.description === "en" && known
              ? { text: known.description, lang: locale }
              : {
                  text: category.description || known?.description || "",
                  lang: category.description
                    ? (category.lang?.description ?? locale)
                    : locale,
                };
          return {
            id: category.id,
            name: name.text,
            description: description.text,
            image: category.image,
            lang: { name: name.lang, description: description.lang },
          };
        });
  addStructuredData(
    context,
    organization(origin, getCompany()),
    webSite(origin),
  );
  return {
    ...pageCopy(request, context, handle),
    metaTitle: requestMessages(request).catalog.home.metaTitle,
    metaDescription: fillFacts(
      catalogContentIn(locale).home.metaDescription,
      getCompanyFacts(),
    ),
    slides: listHeroSlides(requestLocale(request)),
    // The company's age is computed here, not in the browser: the HTML and the hydrated page agree on the year.
    stats: listHomeStats(new Date(), requestLocale(request)),
    categories,
    // An expired certification leaves the highlight (the certifications page shows it as Expired).
    certifications: listShownCertifications(
      copySection(locale, "certifications").expired,
      new Date(),
      locale,
    )
      .filter((certification) => !certification.expired)
      .map(({ expired: _expired, ...certification }) => certification),
    clients: listClients(locale).map(
      ({ id, name, industry, description, image, lang }) => ({
        id,
        name,
        industry,
        description,
        image,
        ...(lang ? { lang } : {}),
      }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const first = data?.slides[0];
  return [
    ...pageMeta({
      title: data?.metaTitle ?? errorTitleFromMatches(matches),
      description: data?.metaDescription ?? "",
      path: location.pathname,
      siteUrl: siteUrlFromMatches(matches),
    }),
    // The first slide's image is the largest paint: fetched before the stylesheet's work is done.
    ...(first
      ? [
          {
            tagName: "link" as const,
            rel: "preload",
            as: "image",
            href: first.src,
            imageSrcSet: first.srcSet || undefined,
            imageSizes: heroSizes,
            fetchPriority: "high",
          },
        ]
      : []),
  ];
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = useCopy("home");
  return (
    <main id="main">
      <StructuredData />
      <h1 className="sr-only">{t.heading}</h1>
      <HeroCarousel slides={loaderData.slides} copy={t.hero} />
      <CategoryGrid categories={loaderData.categories} copy={t.categories} />
      <StatCounters stats={loaderData.stats} copy={t.stats} />
      <CertificationsSection
        certifications={loaderData.certifications}
        copy={t.certifications}
      />
      <ClientsSection clients={loaderData.clients} copy={t.clients} />
    </main>
  );
}
