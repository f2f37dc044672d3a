import { IsolatedRuns } from "~/components/ui/isolated-runs";
import { CheckCircle2 } from "~/components/ui/icons";
import { useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import type { LangAttrs } from "~/lib/locale/lang-attrs";
import { useCopy } from "~/locales/copy";
import { specRows } from "./spec-rows";

interface ProductDetailTabsProps {
  specifications: Record<string, string | number | null>;
  /**
   * Each value's lang/dir where it is not in the page's language (an Arabic page's English
   * fallback), or its dir where a <bdi> would guess it wrong (Arabic opening with "41 A").
   */
  marks?: Partial<Record<string, LangAttrs>>;
  features: { title: string; description: string }[];
  applications: string[];
  /** The lists' lang/dir where they are not in the page's language (an Arabic page's English fallback), from the loader. */
  featuresMark?: LangAttrs;
  applicationsMark?: LangAttrs;
}

const tabKeys = ["specifications", "features", "applications"] as const;
type TabKey = (typeof tabKeys)[number];

/**
 * Specifications (default), Features, Applications: the WAI-ARIA tabs pattern (arrow keys, Home and
 * End move between tabs and activate them). Hand-written: a tab library would cost this page more
 * JavaScript than all of its own code.
 */
export function ProductDetailTabs({
  specifications,
  marks,
  features,
  applications,
  featuresMark,
  applicationsMark,
}: ProductDetailTabsProps) {
  const t = useCopy("product");
  const [active, setActive] = useState<TabKey>("specifications");
  const id = useId();
  const refs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});
  const select = (key: TabKey) => {
    setActive(key);
    refs.current[key]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const index = tabKeys.indexOf(active);
    const rtl = document.documentElement.dir === "rtl";
    const next = rtl ? "ArrowLeft" : "ArrowRight";
    const previous = rtl ? "ArrowRight" : "ArrowLeft";
    let target: TabKey | undefined;
    if (event.key === next) target = tabKeys[(index + 1) % tabKeys.length];
    else if (event.key === previous)
      target = tabKeys[(index - 1 + tabKeys.length) % tabKeys.length];
    else if (event.key === "Home") target = tabKeys[0];
    else if (event.key === "End") target = tabKeys[tabKeys.length - 1];
    if (target) {
      event.preventDefault();
      select(target);
    }
  };
  const panel = (key: TabKey, children: React.ReactNode) => (
    <div
      role="tabpanel"
      id={`${id}-${key}-panel`}
      aria-labelledby={`${id}-${key}-tab`}
      hidden={active !== key}
      tabIndex={0}
      className="mt-4 rounded-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  );
  return (
    <div>
      <div
        role="tablist"
        aria-label={t.tabs.specifications}
        className="flex w-full gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:inline-flex sm:w-auto"
      >
        {tabKeys.map((key) => (
          <button
            key={key}
            ref={(element) => {
              refs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={active === key}
            aria-controls={`${id}-${key}-panel`}
            tabIndex={active === key ? 0 : -1}
            onClick={() => setActive(key)}
            onKeyDown={onKeyDown}
            className={cn(
              "inline-flex min-h-9 min-w-0 flex-1 items-center justify-center rounded-md px-2 py-1.5 text-xs font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring min-[360px]:text-sm sm:flex-none sm:px-3",
              active === key && "bg-surface text-foreground shadow-sm",
            )}
          >
            {t.tabs[key]}
          </button>
        ))}
      </div>
      {panel(
        "specifications",
        <div className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
          <table className="w-full text-sm">
            <caption className="sr-only">{t.tabs.specifications}</caption>
            <tbody>
              {specRows.map((key) => {
                const value = specifications[key];
                return (
                  <tr
                    key={key}
                    className="border-b border-border last:border-0 even:bg-muted/40"
                  >
                    <th
                      scope="row"
                      className="w-2/5 px-4 py-3 text-start font-medium text-muted-foreground"
                    >
                      {t.specs[key]}
                    </th>
                    <td className="px-4 py-3 font-medium">
                      <bdi key={marks?.[key]?.dir} {...marks?.[key]}>
                        {value === null || value === "" ? (
                          t.notSpecified
                        ) : (
                          <IsolatedRuns text={String(value)} />
                        )}
                      </bdi>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>,
      )}
      {panel(
        "features",
        features.length === 0 ? (
          <p className="text-muted-foreground">{t.noFeatures}</p>
        ) : (
          <ul
            className="grid gap-4 sm:grid-cols-2"
            key={featuresMark?.lang}
            {...featuresMark}
          >
            {features.map((feature) => (
              <li
                key={feature.title}
                className="rounded-[var(--radius-card)] border border-border bg-surface p-5"
              >
                <p className="flex items-center gap-2 font-semibold">
                  <CheckCircle2
                    className="size-5 shrink-0 text-primary"
                    aria-hidden="true"
                  />
                  {feature.title}
                </p>
                <p className="mt-2 text-sm text-muted-foreground">
                  {feature.description}
                </p>
              </li>
            ))}
          </ul>
        ),
      )}
      {panel(
        "applications",
        applications.length === 0 ? (
          <p className="text-muted-foreground">{t.noApplications}</p>
        ) : (
          <ul
            className="grid gap-3 sm:grid-cols-2"
            key={applicationsMark?.lang}
            {...applicationsMark}
          >
            {applications.map((application) => (
              <li
                key={application}
                className="flex items-start gap-3 rounded-lg border border-border bg-surface p-4 text-sm"
              >
                <span
                  className="mt-1.5 size-2 shrink-0 rounded-full bg-primary"
                  aria-hidden="true"
                />
                {application}
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
