import { Link } from "react-router";
import { useLocalePath } from "~/components/site/use-locale-path";
import { cn } from "~/lib/cn";
import { type HomeCopy, format } from "~/locales";
import type { TextLang } from "~/lib/locale/arabic";
import { langKey } from "~/lib/locale/lang-attrs";
import { useLangAttrs } from "~/components/site/use-lang-attrs";

export interface CertificationCardData {
  id: number;
  title: string;
  description: string;
  icon: string;
  status: string;
  validUntil: string;
  category: string;
  /** On a non-English page: whether its English status is "Active", and each text's language (decision 041). */
  active?: boolean;
  lang?: {
    title: TextLang;
    description: TextLang;
    category: TextLang;
    status: TextLang;
    validUntil?: TextLang;
  };
}

/**
 * The admin's four icon choices, drawn by CSS masks over static files (public/images/icons): the
 * icons take the text colour without adding their drawings to the page's JavaScript.
 */
const icons: Record<string, string> = {
  Award: "[mask:url(/images/icons/award.svg)_center/contain_no-repeat]",
  Shield: "[mask:url(/images/icons/shield.svg)_center/contain_no-repeat]",
  CheckCircle:
    "[mask:url(/images/icons/check-circle.svg)_center/contain_no-repeat]",
  Star: "[mask:url(/images/icons/star.svg)_center/contain_no-repeat]",
};

/** The certifications the admin keeps, on the home page; "Active" is the highlighted status. */
export function CertificationsSection({
  certifications,
  copy,
}: {
  certifications: CertificationCardData[];
  copy: HomeCopy["certifications"];
}) {
  const lp = useLocalePath();
  const marked = useLangAttrs();
  const t = copy;
  if (certifications.length === 0) return null;
  return (
    <section aria-labelledby="certifications-heading" className="bg-muted/50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2
              id="certifications-heading"
              className="text-3xl font-bold tracking-tight sm:text-4xl"
            >
              {t.heading}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">{t.intro}</p>
          </div>
          <Link
            to={lp("/certifications")}
            className="text-sm font-semibold text-primary hover:underline"
          >
            {t.viewAll}
          </Link>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {certifications.map((certification) => {
            const icon = icons[certification.icon] ?? icons.Award;
            const active =
              certification.active ??
              certification.status.toLowerCase() === "active";
            const lang = certification.lang;
            return (
              <li
                key={
                  lang
                    ? `${certification.id}-${langKey(lang)}`
                    : certification.id
                }
                className="flex gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-sm"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <span
                    className={cn("size-6 bg-current", icon)}
                    aria-hidden="true"
                  />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="font-semibold" {...marked(lang?.title)}>
                      {certification.title}
                    </h3>
                    <span
                      className={cn(
                        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
                        active
                          ? "border-success/40 bg-success-soft text-success"
                          : "border-border text-foreground",
                      )}
                      {...marked(lang?.status)}
                    >
                      {certification.status}
                    </span>
                  </div>
                  <p
                    className="mt-1 line-clamp-2 text-sm text-muted-foreground"
                    {...marked(lang?.description)}
                  >
                    {certification.description}
                  </p>
                  <p className="mt-2 text-xs text-muted-foreground">
                    {lang ? (
                      <span {...marked(lang.category)}>
                        {certification.category}
                      </span>
                    ) : (
                      certification.category
                    )}{" "}
                    · {format(t.validUntil, { date: certification.validUntil })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
