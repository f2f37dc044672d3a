import { useEffect, useRef, useState } from "react";
import type { HomeStat } from "~/lib/content/pages";
import type { HomeCopy } from "~/locales";
import type { TextLang } from "~/lib/locale/arabic";
import { useLangAttrs } from "./use-lang-attrs";

export interface Stat {
  value: number;
  suffix: string;
  label: string;
  /** The label's language; absent: the page's (docs/decisions/041). */
  lang?: TextLang;
}

const DURATION_MS = 2500;
const STAGGER_MS = 200;

/**
 * One statistic. The server HTML (and a visitor who prefers reduced motion) shows the final value;
 * after hydration it counts from 0 over 2.5 s once half visible, and resets when it leaves the view.
 */
function StatCounter({ stat, index }: { stat: Stat; index: number }) {
  const [value, setValue] = useState(stat.value);
  const marked = useLangAttrs();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        stop();
        if (!entry?.isIntersecting) {
          setValue(0);
          return;
        }
        setValue(0);
        timer = setTimeout(() => {
          const start = performance.now();
          const tick = (now: number) => {
            const progress = Math.min(1, (now - start) / DURATION_MS);
            const eased = 1 - Math.pow(1 - progress, 3);
            setValue(Math.round(stat.value * eased));
            if (progress < 1) frame = requestAnimationFrame(tick);
          };
          frame = requestAnimationFrame(tick);
        }, index * STAGGER_MS);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      stop();
      observer.disconnect();
    };
  }, [stat.value, index]);

  return (
    <div ref={ref} className="relative px-6 py-8 text-center">
      <p
        className="text-5xl font-bold tracking-tight text-primary tabular-nums sm:text-6xl"
        aria-hidden="true"
        data-stat-value
      >
        {`${value}${stat.suffix}`}
      </p>
      <p
        className="mt-3 text-sm font-semibold tracking-wider text-muted-foreground uppercase"
        {...marked(stat.lang)}
      >
        <span className="sr-only">{`${stat.value}${stat.suffix} `}</span>
        {stat.label}
      </p>
    </div>
  );
}

/** The admin's statistics (app/server/content/pages.server.ts), each followed by "+" as the spec shows them. */
export function StatCounters({
  stats: figures,
  copy,
}: {
  stats: readonly HomeStat[];
  copy: HomeCopy["stats"];
}) {
  const t = copy;
  const stats: Stat[] = figures.map((figure) => ({
    value: figure.value,
    suffix: "+",
    label: figure.label,
    lang: figure.lang,
  }));
  return (
    <section
      aria-labelledby="stats-heading"
      className="border-y border-border bg-surface"
    >
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <h2 id="stats-heading" className="sr-only">
          {t.heading}
        </h2>
        <div className="grid divide-y divide-border sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          {stats.map((stat, index) => (
            <StatCounter
              key={`${index}-${stat.label}-${stat.lang ?? ""}`}
              stat={stat}
              index={index}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
