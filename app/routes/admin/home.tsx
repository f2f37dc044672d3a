import { Plus } from "~/components/ui/icons";
import { adminMeta } from "~/components/admin/admin-meta";
import { ArabicBadge } from "~/components/admin/arabic-badge";
import { EntityTable } from "~/components/admin/entity-table";
import { HeroSlideDialog } from "~/components/admin/hero-slide-dialog";
import { HomeStatDialog } from "~/components/admin/home-stat-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { useEntityDialog } from "~/components/admin/entity-dialog";
import { Button } from "~/components/ui/button";
import {
  heroSlideFormSchema,
  homeStatFormSchema,
} from "~/lib/forms/admin/home";
import { format } from "~/locales";
import {
  deleteHeroSlide,
  listAdminSlides,
  listAdminStats,
  restoreHeroSlide,
  saveHeroSlide,
  saveHomeStat,
} from "~/server/admin/pages.server";
import {
  answer,
  entityWrite,
  imageUpload,
  invalid,
  numericId,
  parseForm,
} from "~/server/admin/form.server";
import { getCompanyFacts } from "~/server/content/company.server";
import type { Route } from "./+types/home";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { retryAfterHeaders } from "~/server/db/storage-errors.server";

const t = adminMessages.home;

export const meta: Route.MetaFunction = () => adminMeta(t.title);

export function loader() {
  return {
    slides: listAdminSlides(),
    stats: listAdminStats(),
    foundedYear: getCompanyFacts().foundedYear,
  };
}

// A write the database could not take answers 503 (app/server/admin/form.server.ts).
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const action = entityWrite({
  id: numericId,
  schema: heroSlideFormSchema,
  messages: t,
  save: (id, value, form) => saveHeroSlide(id, value, imageUpload(form)),
  remove: deleteHeroSlide,
  restore: restoreHeroSlide,
  // The statistics' form posts here too: its rows are updated, never added or deleted.
  other: (intent, id, form) => {
    if (form.get("kind") !== "stat") return undefined;
    if (intent !== "update") return invalid({ form: t.statNotFound });
    const parsed = parseForm(homeStatFormSchema, form);
    if (!parsed.ok) return invalid(parsed.errors);
    return answer(saveHomeStat(id, parsed.value), t.statUpdated);
  },
});

type SlideRow = Route.ComponentProps["loaderData"]["slides"][number];
type StatRow = Route.ComponentProps["loaderData"]["stats"][number];

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const h = useAdminMessages().home;
  const slideDialog = useEntityDialog<SlideRow>();
  const statDialog = useEntityDialog<StatRow>();
  const { fetcher: rowFetcher, busy } = useAdminFetcher();
  return (
    <>
      <PageHeader title={h.title} description={h.description}>
        <Button onClick={() => slideDialog.open()}>
          <Plus aria-hidden="true" />
          {h.add}
        </Button>
      </PageHeader>
      <div className="flex flex-col gap-6">
        <EntityTable
          rows={loaderData.slides}
          title={h.slides}
          empty={h.empty}
          nameOf={(slide) => slide.title}
          busy={busy}
          onEdit={(slide) => slideDialog.open(slide)}
          onDelete={(slide) =>
            void rowFetcher.submit(
              { intent: "delete", id: String(slide.id) },
              { method: "post" },
            )
          }
          columns={[
            {
              header: h.colPosition,
              className: "w-16 tabular-nums",
              cell: (slide) => slide.position,
            },
            {
              header: h.colImage,
              place: "media",
              cell: (slide) => (
                <img
                  src={slide.thumb}
                  alt={format(h.imageAlt, { title: slide.title })}
                  width={96}
                  height={54}
                  loading="lazy"
                  className="h-[54px] w-24 rounded-md border border-border object-cover"
                />
              ),
            },
            {
              header: h.colTitle,
              place: "primary",
              className: "font-medium",
              cell: (slide) => (
                <>
                  {slide.title}
                  <ArabicBadge state={slide.arabic} />
                </>
              ),
            },
            {
              header: h.colTagline,
              className: "text-muted-foreground",
              cell: (slide) => slide.tagline,
            },
          ]}
        />
        <EntityTable
          rows={loaderData.stats}
          title={h.stats}
          empty=""
          nameOf={(stat) => stat.label}
          busy={busy}
          onEdit={(stat) => statDialog.open(stat)}
          columns={[
            {
              header: h.colLabel,
              place: "primary",
              className: "font-medium",
              cell: (stat) => (
                <>
                  {stat.label}
                  <ArabicBadge state={stat.arabic} />
                </>
              ),
            },
            {
              header: h.colValue,
              className: "tabular-nums",
              cell: (stat) =>
                stat.value === null
                  ? format(h.computed, { foundedYear: loaderData.foundedYear })
                  : `${stat.value}+`,
            },
          ]}
        />
      </div>
      {slideDialog.isOpen ? (
        <HeroSlideDialog
          key={slideDialog.key}
          editing={slideDialog.editing}
          onDone={slideDialog.close}
        />
      ) : null}
      {statDialog.isOpen && statDialog.editing ? (
        <HomeStatDialog
          key={statDialog.key}
          editing={statDialog.editing}
          foundedYear={loaderData.foundedYear}
          onDone={statDialog.close}
        />
      ) : null}
    </>
  );
}
