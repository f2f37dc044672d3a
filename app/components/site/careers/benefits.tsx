import {
  Bus,
  GraduationCap,
  HeartPulse,
  TrendingUp,
} from "~/components/ui/icons";
import { SectionHeading } from "~/components/site/page-hero";
import { Card } from "~/components/ui/card";
import type { Benefit } from "~/locales/en/pages/career-benefits";
import { useCopy } from "~/locales/copy";

const benefitIcons: Record<
  Benefit["icon"],
  React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>
> = {
  GraduationCap,
  HeartPulse,
  TrendingUp,
  Bus,
};

/** The careers page's "why work with us" cards. */
export function Benefits({ benefits }: { benefits: readonly Benefit[] }) {
  const t = useCopy("careers");
  return (
    <section
      aria-labelledby="benefits"
      className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
    >
      <SectionHeading id="benefits" title={t.benefitsTitle} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => {
          const Icon = benefitIcons[benefit.icon];
          return (
            <li key={benefit.title}>
              <Card className="h-full p-6">
                <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {benefit.description}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
