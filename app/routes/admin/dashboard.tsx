import {
  AlertTriangle,
  ArrowRight,
  Award,
  FolderTree,
  Inbox,
  Package,
  Users,
} from "~/components/ui/icons";
import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { Card } from "~/components/ui/card";
import { dashboardCounts } from "~/server/admin/inbox.server";
import { arabicWork } from "~/server/content/locale-texts.server";
import { certificationExpiries } from "~/server/content/content.server";
import { expiredCertificationsMode } from "~/server/content/company.server";
import { formatLongDate } from "~/lib/locale/dates";
import { format } from "~/locales";
import type { Route } from "./+types/dashboard";
import { adminMessages, useAdminMessages } from "~/locales/admin";
import { adminSessionContext } from "~/server/auth/admin-guard.server";
import { metalPriceWarnings } from "~/server/quotes/metal-prices.server";
import { hasRole, roleForPath } from "~/lib/roles";

export const meta: Route.MetaFunction = () =>
  adminMeta(adminMessages.dashboard.title);

export function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  return {
    ...dashboardCounts(),
    expiries: certificationExpiries(),
    hideExpired: expiredCertificationsMode() === "hide",
    arabic: arabicWork(session.role),
    // Prices are shown to the roles that may open them (issue 37).
    metalPrices: hasRole(session.role, roleForPath("/admin/metal-prices"))
      ? metalPriceWarnings()
      : [],
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useAdminMessages().dashboard;
  const cards = [
    {
      to: "/admin/categories",
      label: t.cards.categories,
      count: loaderData.categories,
      icon: FolderTree,
    },
    {
      to: "/admin/products",
      label: t.cards.products,
      count: loaderData.products,
      icon: Package,
    },
    {
      to: "/admin/certifications",
      label: t.cards.certifications,
      count: loaderData.certifications,
      icon: Award,
    },
    {
      to: "/admin/clients",
      label: t.cards.clients,
      count: loaderData.clients,
      icon: Users,
    },
  ];
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="group block h-full rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Card className="flex h-full flex-col gap-4 p-5 transition-colors group-hover:border-primary/60">
                <div className="flex items-center justify-between">
                  <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <card.icon className="size-5" aria-hidden="true" />
                  </span>
                  <ArrowRight
                    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1"
                    aria-hidden="true"
                  />
                </div>
                <div>
                  <p
                    className="text-3xl font-bold tabular-nums"
                    data-testid={`count-${card.to.split("/").pop()}`}
                  >
                    {card.count}
                  </p>
                  <h2 className="font-semibold">{card.label}</h2>
                </div>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      <CertificationExpiries
        expiries={loaderData.expiries}
        hidden={loaderData.hideExpired}
      />
      <MetalPriceNotice warnings={loaderData.metalPrices} />
      <ArabicWork work={loaderData.arabic} />
      <Card className="mt-6 flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <Inbox className="size-5" aria-hidden="true" />
        </span>
        <div className="flex flex-1 flex-wrap gap-x-8 gap-y-2">
          <p>
            <span
              className="text-2xl font-bold tabular-nums"
              data-testid="unread-messages"
            >
              {loaderData.unreadMessages}
            </span>{" "}
            <span className="text-muted-foreground">{t.unreadMessages}</span>
          </p>
          <p>
            <span className="text-2xl font-bold tabular-nums">
              {loaderData.unreadApplications}
            </span>{" "}
            <span className="text-muted-foreground">
              {t.unreadApplications}
            </span>
          </p>
        </div>
        <Link
          to="/admin/messages"
          className="text-sm font-semibold text-primary hover:underline"
        >
          {t.openInbox}
        </Link>
      </Card>
    </>
  );
}

/** Certifications past their date, and those within 90 days of it: the admin renews them in time. */
function CertificationExpiries({
  expiries,
  hidden,
}: {
  expiries: Route.ComponentProps["loaderData"]["expiries"];
  /** Whether expired certifications are hidden from visitors (decision 055): the warning says which. */
  hidden: boolean;
}) {
  const t = useAdminMessages().dashboard;
  if (expiries.expired.length === 0 && expiries.expiring.length === 0)
    return null;
  const groups = [
    {
      id: "certifications-expired",
      title: t.certificationsExpired,
      items: expiries.expired.map((row) =>
        format(hidden ? t.expiredOnHidden : t.expiredOn, {
          title: row.title,
          date: formatLongDate(row.lastDay),
        }),
      ),
    },
    {
      id: "certifications-expiring",
      title: t.certificationsExpiring,
      items: expiries.expiring.map((row) =>
        format(t.expiresOn, {
          title: row.title,
          date: formatLongDate(row.lastDay),
          days: row.daysLeft,
        }),
      ),
    },
  ].filter((group) => group.items.length > 0);
  return (
    <Card className="mt-6 flex flex-col gap-4 border-destructive/50 p-5 sm:flex-row">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-destructive/10 text-destructive">
        <AlertTriangle className="size-5" aria-hidden="true" />
      </span>
      <div className="flex flex-1 flex-col gap-4">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className="font-semibold">
              {group.title}
            </h2>
            <ul className="mt-1 list-disc ps-5 text-sm">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <Link
          to="/admin/certifications"
          className="self-start text-sm font-semibold text-primary hover:underline"
        >
          {t.reviewCertifications}
        </Link>
      </div>
    </Card>
  );
}

/** How many items still need Arabic (docs/decisions/041): the total, and each kind's, linking to its table. */
function ArabicWork({
  work,
}: {
  work: Route.ComponentProps["loaderData"]["arabic"];
}) {
  const t = useAdminMessages().dashboard;
  const total =
    work.total === 0
      ? t.arabicNone
      : work.total === 1
        ? t.arabicOne
        : format(t.arabicTotal, { count: work.total });
  return (
    <Card className="mt-6 p-5">
      <section
        aria-labelledby="arabic-work-title"
        className="flex flex-col gap-3"
      >
        <h2 id="arabic-work-title" className="font-semibold">
          {t.arabicTitle}
        </h2>
        <p data-testid="arabic-total">{total}</p>
        {work.total === 0 ? null : (
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {work.kinds
              .filter((entry) => entry.count > 0)
              .map((entry) => (
                <li key={entry.kind}>
                  <Link
                    to={entry.to}
                    className="font-semibold text-primary hover:underline"
                  >
                    {t.arabicKinds[entry.kind]}:{" "}
                    <span className="tabular-nums">{entry.count}</span>
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

/** The day's metal prices missing or too old to quote on (issue 37): enter them before quoting. */
function MetalPriceNotice({ warnings }: { warnings: string[] }) {
  const t = useAdminMessages();
  if (warnings.length === 0) return null;
  return (
    <Card className="mt-6 flex flex-col gap-4 border-destructive/50 p-5 sm:flex-row">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-destructive/10 text-destructive">
        <AlertTriangle className="size-5" aria-hidden="true" />
      </span>
      <section
        aria-labelledby="metal-prices-warning"
        className="flex flex-1 flex-col gap-2"
      >
        <h2 id="metal-prices-warning" className="font-semibold">
          {t.metalPrices.title}
        </h2>
        <ul className="list-disc ps-5 text-sm">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
        <Link
          to="/admin/metal-prices"
          className="self-start text-sm font-semibold text-primary hover:underline"
        >
          {t.metalPrices.enter}
        </Link>
      </section>
    </Card>
  );
}
