import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import {
  CURRENCIES,
  METALS,
  parseMoney,
  type Currency,
} from "~/lib/quotes/pricing";
import { calendarDate } from "~/lib/quotes/quote-form";
import { adminMessages } from "~/locales/admin";

const t = adminMessages.metalPrices;

/** The highest price a day's entry may carry: 99,999,999.99 per 100 kg, far above any metal's. */
export const MAX_METAL_PRICE = 9_999_999_999;

/** How many of the history's entries the screen lists. */
export const METAL_PRICE_HISTORY_LIMIT = 100;

/** The metal price form's fields (decision 009). */
export const metalPriceFields = {
  price: { maxLength: 20, required: true },
  // A date input takes no maxlength (HTML): its format is checked by the schema.
  priceDate: { type: "date", required: true },
} as const satisfies FieldSpecs;

/**
 * A day's metal price as the form sends it. The price is read exactly in the chosen currency's
 * minor units (`parseMoney`); `today` (YYYY-MM-DD, UTC) bounds the date.
 */
export function metalPriceSchema(today: string) {
  return z
    .object({
      metal: z.enum(METALS, t.metalInvalid),
      currency: z.enum(CURRENCIES, t.currencyInvalid),
      price: z
        .string()
        .default("")
        .pipe(z.string().max(metalPriceFields.price.maxLength, t.priceInvalid)),
      priceDate: z
        .string()
        .default("")
        .transform((value) => value.trim())
        .refine((value) => calendarDate(value) !== undefined, t.dateInvalid)
        .refine((value) => value <= today, t.dateFuture),
    })
    .transform((value, context) => {
      const minor = parseMoney(value.price, value.currency as Currency);
      if (minor === null) {
        context.addIssue({
          code: "custom",
          path: ["price"],
          message: t.priceInvalid,
        });
        return z.NEVER;
      }
      if (minor <= 0 || minor > MAX_METAL_PRICE) {
        context.addIssue({
          code: "custom",
          path: ["price"],
          message: t.priceRange,
        });
        return z.NEVER;
      }
      return {
        metal: value.metal,
        currency: value.currency,
        pricePer100kg: minor,
        priceDate: value.priceDate,
      };
    });
}
