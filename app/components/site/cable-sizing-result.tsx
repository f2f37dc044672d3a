import { Link } from "react-router";
import { useLocalePath } from "~/components/site/use-locale-path";
import { AddToQuote } from "./add-to-quote";
import type { SizingResult } from "~/lib/tools/cable-sizing";
import type {
  MatchingSize,
  SizingInsulation,
  SizingMaterial,
  SizingSystem,
} from "~/lib/tools/cable-sizing-options";
import { formatIn } from "~/lib/locale/bidi";
import { langKey } from "~/lib/locale/lang-attrs";
import { type Locale, useLocale } from "~/locales";
import { type BrowserCopy, useCopy } from "~/locales/copy";

type ToolsCopy = BrowserCopy<"tools">;

const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** A figure as the steps print it: at most two decimals, no trailing zeros. */
function figure(value: number, digits = 2): string {
  return String(Number(value.toFixed(digits)));
}

/** The one-line answer, also what the page announces when it changes. */
export function resultSummary(
  t: ToolsCopy,
  result: SizingResult,
  material: SizingMaterial,
  locale: Locale,
): string {
  const fill = formatIn(locale);
  const answer = fill(t.result.answer, {
    section: figure(result.chosen.sectionMm2),
    material: t.materials[material].toLowerCase(),
  });
  const why = fill(t.result.governedBy[result.governedBy], {
    smaller: figure(result.byCurrent.sectionMm2),
  });
  return `${answer}. ${why}`;
}

/** The answer, every step that led to it, and our cables of that size. */
export function CableSizingResult({
  result,
  system,
  voltage,
  material,
  insulation,
  maxDrop,
  powerKw,
  products,
}: {
  result: SizingResult;
  system: SizingSystem;
  /** As asked: line to line for three-phase. */
  voltage: number;
  material: SizingMaterial;
  insulation: SizingInsulation;
  maxDrop: number;
  powerKw: number | null;
  products: MatchingSize[];
}) {
  const lp = useLocalePath();
  const t = useCopy("tools");
  const locale = useLocale();
  const fill = formatIn(locale);
  // On an Arabic page a product's English name and its size are isolated, or "3 × 16 mm²" and
  // "3-Core ..." would be laid out among each other right to left. English markup as before.
  const Isolated = locale === "ar" ? "bdi" : "span";
  const r = t.result;
  const { chosen, factors } = result;
  const section = figure(chosen.sectionMm2);
  const divisor =
    system === "dc"
      ? `${figure(voltage)} V`
      : `${system === "three-phase" ? "√3 × " : ""}${figure(voltage)} V × ${figure(result.powerFactor)}`;
  const rows: [string, string][] = [
    [
      fill(r.designCurrent),
      powerKw === null
        ? `${figure(result.designCurrentA)} A`
        : fill(r.designCurrentFromPower, {
            power: figure(powerKw),
            divisor,
            current: figure(result.designCurrentA),
          }),
    ],
    [
      fill(r.rated, {
        table: chosen.ratingTable,
        method: chosen.ratingColumn,
        loaded: result.loadedConductors,
      }),
      `${figure(chosen.ratedCurrentA)} A`,
    ],
    [
      fill(r.factorAmbient, {
        table: factors.ambient.table,
        at: factors.ambient.at,
      }),
      figure(factors.ambient.factor),
    ],
    [
      factors.grouping.table === null
        ? fill(r.factorGroupingNone)
        : fill(r.factorGrouping, {
            table: factors.grouping.table,
            circuits: factors.grouping.circuits,
            at: factors.grouping.at,
          }),
      figure(factors.grouping.factor),
    ],
    ...(factors.soilResistivity
      ? [
          [
            fill(r.factorSoil, {
              table: factors.soilResistivity.table,
              at: factors.soilResistivity.at,
            }),
            figure(factors.soilResistivity.factor),
          ] as [string, string],
        ]
      : []),
    [
      fill(r.corrected, {
        rated: figure(chosen.ratedCurrentA),
        factor: figure(result.totalFactor, 4),
      }),
      `${figure(chosen.correctedCurrentA)} A`,
    ],
    [
      fill(r.drop, {
        b: result.loadedConductors === 3 ? 1 : 2,
        pf: figure(result.powerFactor),
      }),
      fill(r.dropValue, {
        volts: figure(chosen.voltageDropV),
        percent: figure(chosen.voltageDropPercent),
        reference: figure(result.referenceVoltage, 1),
      }),
    ],
    [fill(r.limit), `${figure(maxDrop)} %`],
  ];
  // A tabulated rating the answer relies on that a printed copy has not yet confirmed.
  const unchecked = [chosen, result.byCurrent].find(
    (step) => !step.ratingChecked,
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-lg border border-primary/40 bg-primary/5 p-5">
        <p className="text-3xl font-bold tracking-tight text-foreground">
          {fill(r.answer, {
            section,
            material: t.materials[material].toLowerCase(),
          })}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          {fill(r.governedBy[result.governedBy], {
            smaller: figure(result.byCurrent.sectionMm2),
          })}
        </p>
      </div>
      <section aria-labelledby="sizing-steps">
        <h3 id="sizing-steps" className="text-lg font-semibold text-foreground">
          {r.stepsHeading}
        </h3>
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{fill(r.caption, { section })}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{r.stepColumn}</th>
              <th scope="col">{r.valueColumn}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([step, value]) => (
              <tr key={step} className="border-b border-border last:border-0">
                <th
                  scope="row"
                  className="py-2 pe-3 text-start font-normal text-muted-foreground"
                >
                  {step}
                </th>
                <td className="py-2 text-end font-medium whitespace-nowrap text-foreground tabular-nums">
                  {/* A value in Arabic words ("6.01 V، أي ...") has its figures isolated already, and
                      a <bdi> would take the direction of its first figure's unit. */}
                  {ARABIC_LETTER.test(value) ? value : <bdi>{value}</bdi>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {unchecked && (
          <p className="mt-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground">
            {fill(r.unchecked, {
              table: unchecked.ratingTable,
              method: unchecked.ratingColumn,
              section: figure(unchecked.sectionMm2),
            })}
          </p>
        )}
      </section>
      <section aria-labelledby="sizing-products">
        <h3
          id="sizing-products"
          className="text-lg font-semibold text-foreground"
        >
          {fill(t.products.heading, { section })}
        </h3>
        {products.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {fill(t.products.none, {
              material: t.materials[material].toLowerCase(),
              insulation: t.insulations[insulation].split(" ")[0]!,
              section,
            })}{" "}
            <Link
              to={lp("/contact")}
              className="font-medium text-primary hover:underline"
            >
              {t.products.contact}
            </Link>
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {products.map((size) => (
              <li
                key={size.article_number}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-surface px-4 py-3"
              >
                <Link
                  to={lp(size.url)}
                  className="text-foreground hover:text-primary hover:underline"
                >
                  <Isolated className="font-semibold">
                    {size.designation.replace(/x/g, " × ")} mm²
                  </Isolated>{" "}
                  <Isolated
                    key={langKey(size.marks?.name?.lang)}
                    className="text-muted-foreground"
                    {...size.marks?.name}
                  >
                    {size.name}
                  </Isolated>
                </Link>
                <span className="text-xs text-muted-foreground">
                  {fill(t.products.article, { article: size.article_number })}
                </span>
                <AddToQuote
                  productId={size.product_id}
                  productName={size.name}
                  size={size.article_number}
                  className="w-full sm:w-72"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
