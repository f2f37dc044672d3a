import type {
  ConductorClass,
  ConductorMaterial,
} from "~/lib/catalogue/cable-attributes";

/**
 * The arithmetic of a cable quotation (issue 37, docs/decisions/059-quotation-arithmetic.md): a
 * size's metal weight, the metal surcharge at a day's price, the net price per km after the
 * discount, a line's total, and the quotation's. Every amount is an integer count of the
 * currency's minor unit (piastres, cents), computed in BigInt and rounded once per step, half away
 * from zero, at the places named below: never a binary float, so the same inputs give the same
 * totals on every machine and every day.
 */

export const CURRENCIES = ["EGP", "USD", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Each currency's minor units per major unit (ISO 4217: all three have two decimals). */
const MINOR_DIGITS: Record<Currency, number> = { EGP: 2, USD: 2, EUR: 2 };

export const METALS = ["copper", "aluminium"] as const;
export type Metal = (typeof METALS)[number];

/**
 * Densities at 20 °C, in grams per km of conductor per mm² of cross-section (g/cm³ × 1,000):
 * copper 8.89 g/cm³ (ASTM B496, "for the purpose of calculating linear densities"), aluminium 1350
 * 2.705 g/cm³ (ASTM B231/B400). A stranded conductor weighs more than its wires laid straight: ASTM
 * B496 takes the standard increment of mass for stranding as 2 %, applied here to classes 2, 5 and 6;
 * a solid (class 1) conductor has none. The team overrides any derived weight with the measured one.
 */
const GRAMS_PER_KM_PER_MM2: Record<Metal, bigint> = {
  copper: 8890n,
  aluminium: 2705n,
};
const STRANDING_INCREMENT_PERCENT = 2n;

/** The metal a conductor material is priced by (tinned copper is copper). */
export function metalOf(material: ConductorMaterial): Metal {
  return material === "aluminium" ? "aluminium" : "copper";
}

/**
 * Divides and rounds half away from zero: 5 / 2 = 3, -5 / 2 = -3, 7 / 3 = 2. The one rounding
 * rule of every step (the commercial rounding of prices).
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("denominator must be positive");
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** A cross-section in mm² as an exact count of thousandths ("2.5" -> 2500n); sizes have at most 3 decimals. */
function thousandths(sectionMm2: number): bigint {
  const scaled = Math.round(sectionMm2 * 1000);
  if (
    !Number.isSafeInteger(scaled) ||
    Math.abs(scaled / 1000 - sectionMm2) > 1e-9
  )
    throw new RangeError(
      `cross-section ${sectionMm2} has more than 3 decimals`,
    );
  return BigInt(scaled);
}

/**
 * A size's conductor metal in grams per km, derived from its construction: the cores times their
 * cross-section (and the reduced cores', "3x35+16"), times the metal's density, plus the stranding
 * increment, rounded to the gram.
 */
export function derivedMetalWeight(size: {
  metal: Metal;
  conductorClass: ConductorClass;
  cores: number;
  sectionMm2: number;
  extraCores?: number | null;
  extraSectionMm2?: number | null;
}): number {
  const area =
    BigInt(size.cores) * thousandths(size.sectionMm2) +
    BigInt(size.extraCores ?? 0) * thousandths(size.extraSectionMm2 ?? 0);
  const increment =
    size.conductorClass === 1 ? 100n : 100n + STRANDING_INCREMENT_PERCENT;
  return Number(
    divideRounded(
      area * GRAMS_PER_KM_PER_MM2[size.metal] * increment,
      1000n * 100n,
    ),
  );
}

/** A metal price is quoted per 100 kg = 100,000 g. */
const GRAMS_PER_QUOTE_UNIT = 100_000n;

/**
 * The metal surcharge per km, in minor units: weight (kg/km) × (day's price − base price) / 100,
 * prices per 100 kg. Negative when the day's price is below the base (a credit).
 */
export function metalSurchargePerKm(input: {
  metalGramsPerKm: number;
  basePricePer100kg: number;
  dayPricePer100kg: number;
}): number {
  const difference =
    BigInt(input.dayPricePer100kg) - BigInt(input.basePricePer100kg);
  return Number(
    divideRounded(
      BigInt(input.metalGramsPerKm) * difference,
      GRAMS_PER_QUOTE_UNIT,
    ),
  );
}

/** A discount in basis points (12.5 % = 1,250): at most 100 %. */
export const MAX_DISCOUNT_BASIS_POINTS = 10_000;

/**
 * The price per km after the discount: the list price less its discount, plus the metal surcharge.
 * The discount applies to the list price only: the surcharge passes the metal's price on as it is.
 */
export function netPricePerKm(input: {
  listPricePerKm: number;
  discountBasisPoints: number;
  surchargePerKm: number;
}): number {
  const discount = divideRounded(
    BigInt(input.listPricePerKm) * BigInt(input.discountBasisPoints),
    10_000n,
  );
  return Number(
    BigInt(input.listPricePerKm) - discount + BigInt(input.surchargePerKm),
  );
}

/** A line's total for its length in metres, rounded once to the minor unit. */
export function lineTotal(netPerKm: number, lengthM: number): number {
  return Number(divideRounded(BigInt(netPerKm) * BigInt(lengthM), 1000n));
}

export interface CableLineInput {
  lengthM: number;
  listPricePerKm: number;
  discountBasisPoints: number;
  metalGramsPerKm: number;
  metal: Metal | null;
}

export interface MetalBasis {
  /** The price list's metal base, per 100 kg, in minor units of the quotation's currency. */
  basePricePer100kg: Record<Metal, number>;
  /** The chosen day's metal prices, per 100 kg, in the same units. */
  dayPricePer100kg: Record<Metal, number>;
}

export interface PricedCableLine extends CableLineInput {
  surchargePerKm: number;
  netPerKm: number;
  total: number;
}

/** One cable line priced at a metal basis. A conductor of no priced metal has no surcharge. */
export function priceCableLine(
  line: CableLineInput,
  basis: MetalBasis,
): PricedCableLine {
  checkLine(line);
  const surchargePerKm = line.metal
    ? metalSurchargePerKm({
        metalGramsPerKm: line.metalGramsPerKm,
        basePricePer100kg: basis.basePricePer100kg[line.metal],
        dayPricePer100kg: basis.dayPricePer100kg[line.metal],
      })
    : 0;
  const netPerKm = netPricePerKm({
    listPricePerKm: line.listPricePerKm,
    discountBasisPoints: line.discountBasisPoints,
    surchargePerKm,
  });
  return {
    ...line,
    surchargePerKm,
    netPerKm,
    total: lineTotal(netPerKm, line.lengthM),
  };
}

/** Drums (or other charges) on a line of their own: a count at a unit price. */
export interface ChargeLine {
  count: number;
  unitPrice: number;
}

export interface QuotationTotals {
  lines: PricedCableLine[];
  charges: { count: number; unitPrice: number; total: number }[];
  /** The sum of the rounded line totals and charges: no rounding of its own. */
  total: number;
}

/** The quotation priced at a metal basis: each line rounded, the total their exact sum. */
export function priceQuotation(
  lines: readonly CableLineInput[],
  charges: readonly ChargeLine[],
  basis: MetalBasis,
): QuotationTotals {
  const priced = lines.map((line) => priceCableLine(line, basis));
  const chargeLines = charges.map((charge) => {
    if (!Number.isSafeInteger(charge.count) || charge.count < 0)
      throw new RangeError("a charge's count is a whole number, 0 or more");
    if (!Number.isSafeInteger(charge.unitPrice))
      throw new RangeError("a charge's price is a whole number of minor units");
    return {
      ...charge,
      total: Number(BigInt(charge.count) * BigInt(charge.unitPrice)),
    };
  });
  const total =
    priced.reduce((sum, line) => sum + BigInt(line.total), 0n) +
    chargeLines.reduce((sum, charge) => sum + BigInt(charge.total), 0n);
  return { lines: priced, charges: chargeLines, total: safe(total) };
}

/**
 * At the order: a fixed-price quotation keeps the surcharge of its metal basis; one that follows
 * the metal is priced again at the order day's prices, with its list prices and discounts as quoted.
 */
export function priceAtOrder(
  quotation: {
    lines: readonly CableLineInput[];
    charges: readonly ChargeLine[];
    basis: MetalBasis;
    fixedPrice: boolean;
  },
  orderDayPricePer100kg: Record<Metal, number>,
): QuotationTotals {
  return priceQuotation(
    quotation.lines,
    quotation.charges,
    quotation.fixedPrice
      ? quotation.basis
      : { ...quotation.basis, dayPricePer100kg: orderDayPricePer100kg },
  );
}

function checkLine(line: CableLineInput): void {
  const whole = (value: number) => Number.isSafeInteger(value);
  if (!whole(line.lengthM) || line.lengthM <= 0)
    throw new RangeError("a line's length is a whole number of metres, over 0");
  if (!whole(line.listPricePerKm) || line.listPricePerKm < 0)
    throw new RangeError(
      "a list price is a whole number of minor units, 0 or more",
    );
  if (
    !whole(line.discountBasisPoints) ||
    line.discountBasisPoints < 0 ||
    line.discountBasisPoints > MAX_DISCOUNT_BASIS_POINTS
  )
    throw new RangeError("a discount is 0 to 10,000 basis points");
  if (!whole(line.metalGramsPerKm) || line.metalGramsPerKm < 0)
    throw new RangeError("a metal weight is a whole number of grams per km");
}

function safe(value: bigint): number {
  if (
    value > BigInt(Number.MAX_SAFE_INTEGER) ||
    value < -BigInt(Number.MAX_SAFE_INTEGER)
  )
    throw new RangeError("the total is too large to be exact");
  return Number(value);
}

/**
 * An amount typed by a person ("945.20", "1,250.5", "-3") as minor units of `currency`, exactly:
 * no float is ever made of it. More decimals than the currency has, exponents, signs in the middle
 * and anything else are refused (null), never rounded or cut.
 */
export function parseMoney(text: string, currency: Currency): number | null {
  const digits = MINOR_DIGITS[currency];
  const match = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  if (fraction.length > digits) return null;
  const minor =
    BigInt(whole!.replaceAll(",", "")) * 10n ** BigInt(digits) +
    BigInt(fraction.padEnd(digits, "0") || "0");
  const value = sign ? -minor : minor;
  if (
    value > BigInt(Number.MAX_SAFE_INTEGER) ||
    value < -BigInt(Number.MAX_SAFE_INTEGER)
  )
    return null;
  return Number(value);
}

/**
 * Minor units as a plain decimal ("94520" -> "945.20"), for exports; `grouped` puts thousands
 * separators in ("1,248,050" -> "12,480.50") for people to read. From the digits, never a float.
 */
export function moneyText(
  minor: number,
  currency: Currency,
  { grouped = false }: { grouped?: boolean } = {},
): string {
  const digits = MINOR_DIGITS[currency];
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  const digitsBefore = text.slice(0, text.length - digits);
  const whole = grouped
    ? digitsBefore.replace(/\B(?=(\d{3})+$)/g, ",")
    : digitsBefore;
  return `${negative ? "-" : ""}${whole}.${text.slice(text.length - digits)}`;
}
