import { useMemo } from "react";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { Field } from "~/components/forms/field";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TriangleAlert } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import {
  METAL_PRICE_HISTORY_LIMIT,
  metalPriceFields,
  metalPriceSchema,
} from "~/lib/forms/admin/metal-prices";
import { CURRENCIES, METALS, moneyText } from "~/lib/quotes/pricing";
import { format } from "~/locales";
import { useAdminMessages } from "~/locales/admin";
import type { MetalPrice } from "~/server/db/schema.server";

type Latest = Partial<
  Record<
    (typeof METALS)[number],
    Partial<Record<(typeof CURRENCIES)[number], MetalPrice>>
  >
>;

const utc = (date: Date | string) =>
  `${new Date(date).toISOString().slice(0, 16).replace("T", " ")}`;

/** The warnings the dashboard shows too: a metal without a price, or one too old to quote on. */
export function MetalPriceWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="mb-6 grid gap-2">
      {warnings.map((warning) => (
        <li
          key={warning}
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive"
        >
          <TriangleAlert
            className="mt-0.5 size-4 shrink-0"
            aria-hidden="true"
          />
          {warning}
        </li>
      ))}
    </ul>
  );
}

/** The latest price of each metal in each currency. */
export function LatestMetalPrices({ latest }: { latest: Latest }) {
  const m = useAdminMessages().metalPrices;
  return (
    <section aria-labelledby="metal-latest" className="mb-6">
      <h2 id="metal-latest" className="mb-3 text-lg font-semibold">
        {m.latestTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {METALS.map((metal) => (
          <Card key={metal} className="p-5">
            <h3 className="font-semibold">{m.metal[metal]}</h3>
            <dl className="mt-3 grid gap-2 text-sm">
              {CURRENCIES.map((currency) => {
                const row = latest[metal]?.[currency];
                return (
                  <div
                    key={currency}
                    className="flex flex-wrap justify-between gap-x-4"
                  >
                    <dt className="font-medium">{currency}</dt>
                    <dd className="text-end tabular-nums">
                      {row ? (
                        <>
                          {moneyText(row.pricePer100kg, currency, {
                            grouped: true,
                          })}{" "}
                          <span className="text-muted-foreground">
                            · {row.priceDate} ·{" "}
                            {format(m.enteredBy, { name: row.enteredByName })}
                          </span>
                        </>
                      ) : (
                        <span className="text-muted-foreground">{m.none}</span>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </Card>
        ))}
      </div>
    </section>
  );
}

/**
 * A day's price: checked in the browser with the schema the server checks again, and posted as a
 * plain form (it works before hydration). `today` is the server's day, so both check one date.
 */
export function MetalPriceForm({ today }: { today: string }) {
  const m = useAdminMessages().metalPrices;
  const { fetcher, errors: serverErrors, busy } = useAdminFetcher();
  const schema = useMemo(() => metalPriceSchema(today), [today]);
  const check = useForm({ schema, fields: metalPriceFields });
  const errors = { ...serverErrors, ...check.errors };
  return (
    <Card className="mb-6 p-5 sm:p-6">
      <section aria-labelledby="metal-add">
        <h2 id="metal-add" className="mb-4 text-lg font-semibold">
          {m.save}
        </h2>
        <fetcher.Form
          method="post"
          aria-labelledby="metal-add"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          onSubmit={check.onSubmit}
          noValidate
        >
          <Field
            id="metal-metal"
            label={m.metalLabel}
            required
            error={errors.metal}
          >
            {(control) => (
              <NativeSelect
                {...control}
                name="metal"
                required
                options={METALS.map((metal) => ({
                  value: metal,
                  label: m.metal[metal],
                }))}
              />
            )}
          </Field>
          <Field
            id="metal-currency"
            label={m.currencyLabel}
            required
            error={errors.currency}
          >
            {(control) => (
              <NativeSelect
                {...control}
                name="currency"
                required
                options={CURRENCIES}
              />
            )}
          </Field>
          <Field
            id="metal-price"
            label={m.priceLabel}
            required
            hint={m.priceHint}
            error={errors.price}
          >
            {(control) => (
              <Input
                {...control}
                {...check.field("price")}
                inputMode="decimal"
                autoComplete="off"
              />
            )}
          </Field>
          <Field
            id="metal-date"
            label={m.dateLabel}
            required
            error={errors.priceDate}
          >
            {(control) => (
              <Input
                {...control}
                {...check.field("priceDate")}
                max={today}
                defaultValue={today}
              />
            )}
          </Field>
          <div className="sm:col-span-2 lg:col-span-4">
            <Button type="submit" disabled={busy}>
              {m.save}
            </Button>
          </div>
        </fetcher.Form>
      </section>
    </Card>
  );
}

/** Every price entered, newest first. */
export function MetalPriceHistory({ rows }: { rows: MetalPrice[] }) {
  const m = useAdminMessages().metalPrices;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="metal-history">
        <h2 id="metal-history" className="text-lg font-semibold">
          {m.historyTitle}
        </h2>
        {rows.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{m.noHistory}</p>
        ) : (
          <>
            <p className="mt-1 mb-3 text-sm text-muted-foreground">
              {format(m.historyNote, { limit: METAL_PRICE_HISTORY_LIMIT })}
            </p>
            <Table aria-labelledby="metal-history">
              <TableHeader>
                <TableRow>
                  <TableHead>{m.colDate}</TableHead>
                  <TableHead>{m.colMetal}</TableHead>
                  <TableHead>{m.colCurrency}</TableHead>
                  <TableHead>{m.colPrice}</TableHead>
                  <TableHead>{m.colEnteredBy}</TableHead>
                  <TableHead>{m.colEnteredAt}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell place="primary" className="tabular-nums">
                      {row.priceDate}
                    </TableCell>
                    <TableCell label={m.colMetal}>
                      {m.metal[row.metal]}
                    </TableCell>
                    <TableCell label={m.colCurrency}>{row.currency}</TableCell>
                    <TableCell label={m.colPrice} className="tabular-nums">
                      {moneyText(row.pricePer100kg, row.currency, {
                        grouped: true,
                      })}
                    </TableCell>
                    <TableCell label={m.colEnteredBy}>
                      {row.enteredByName}
                    </TableCell>
                    <TableCell label={m.colEnteredAt} className="tabular-nums">
                      {utc(row.enteredAt)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </section>
    </Card>
  );
}
