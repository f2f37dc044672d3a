import { and, desc, eq } from "drizzle-orm";
import {
  METAL_PRICE_HISTORY_LIMIT,
  metalPriceSchema,
} from "~/lib/forms/admin/metal-prices";
import {
  CURRENCIES,
  type Currency,
  METALS,
  type Metal,
} from "~/lib/quotes/pricing";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";
import { invalid, parseForm, success } from "../admin/form.server";
import { getDb } from "../db/client.server";
import { type MetalPrice, metalPrices } from "../db/schema.server";

/**
 * The day's metal prices (issue 37, decision 059): entered by the team, never changed, the latest
 * per metal and currency read by quotations, and a warning when a metal's latest is old.
 */

const t = adminMessages.metalPrices;

/** Today's date (YYYY-MM-DD) in UTC, the prices' calendar. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Adds a day's price from the admin's form; the entry names who made it. */
export function recordMetalPrice(
  form: FormData,
  author: { userId: number; username: string },
  now = new Date(),
) {
  const parsed = parseForm(metalPriceSchema(utcDay(now)), form);
  if (!parsed.ok) return invalid(parsed.errors);
  getDb()
    .insert(metalPrices)
    .values({
      ...parsed.value,
      enteredBy: author.userId,
      enteredByName: author.username,
      enteredAt: now,
    })
    .run();
  return success(t.saved);
}

/** The latest price of each metal in each currency (by its date, then by when it was entered). */
export function latestMetalPrices(): Partial<
  Record<Metal, Partial<Record<Currency, MetalPrice>>>
> {
  const db = getDb();
  const latest: Partial<Record<Metal, Partial<Record<Currency, MetalPrice>>>> =
    {};
  for (const metal of METALS)
    for (const currency of CURRENCIES) {
      const row = db
        .select()
        .from(metalPrices)
        .where(
          and(eq(metalPrices.metal, metal), eq(metalPrices.currency, currency)),
        )
        .orderBy(
          desc(metalPrices.priceDate),
          desc(metalPrices.enteredAt),
          desc(metalPrices.id),
        )
        .get();
      if (row) (latest[metal] ??= {})[currency] = row;
    }
  return latest;
}

/** The history, newest first. */
export function metalPriceHistory(
  limit = METAL_PRICE_HISTORY_LIMIT,
): MetalPrice[] {
  return getDb()
    .select()
    .from(metalPrices)
    .orderBy(
      desc(metalPrices.priceDate),
      desc(metalPrices.enteredAt),
      desc(metalPrices.id),
    )
    .limit(limit)
    .all();
}

/**
 * Working days after `from` up to and including `to` (both YYYY-MM-DD): Monday to Friday, the
 * days the LME and the DEL notice publish metal prices. Public holidays are not known here.
 */
export function workingDaysBetween(from: string, to: string): number {
  const day = 24 * 60 * 60 * 1000;
  let count = 0;
  for (
    let time = Date.parse(`${from}T00:00:00Z`) + day;
    time <= Date.parse(`${to}T00:00:00Z`);
    time += day
  ) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/** How many working days a price may be old before the dashboard warns. */
export const METAL_PRICE_MAX_AGE_WORKING_DAYS = 2;

/**
 * The dashboard's warnings: a metal with no price at all, or whose latest price (in any currency)
 * is more than 2 working days old.
 */
export function metalPriceWarnings(now = new Date()): string[] {
  const today = utcDay(now);
  const latest = latestMetalPrices();
  const warnings: string[] = [];
  for (const metal of METALS) {
    const name = t.metal[metal].toLowerCase();
    const dates = Object.values(latest[metal] ?? {}).map(
      (row) => row.priceDate,
    );
    if (dates.length === 0) {
      warnings.push(format(t.missing, { metal: name }));
      continue;
    }
    const newest = dates.sort().at(-1)!;
    if (workingDaysBetween(newest, today) > METAL_PRICE_MAX_AGE_WORKING_DAYS)
      warnings.push(format(t.stale, { metal: name, date: newest }));
  }
  return warnings;
}
