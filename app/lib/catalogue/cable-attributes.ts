/**
 * The typed attributes of a product family and its sizes: the codes stored in the database, used by
 * the admin's zod schemas, the finder's filters and the public API's query values. A code is part of
 * the public contract (`?voltage=0.6/1kV&material=copper`): add codes, never rename one. The labels
 * people read live in the locale catalogue (`app/locales/en/catalogue.ts`, `attributes`).
 */

/** Rated voltage Uo/U, as cable standards write it (IEC 60502-1, IEC 60227, IEC 60245). */
export const ratedVoltages = [
  "300/300V",
  "300/500V",
  "450/750V",
  "0.6/1kV",
  "1.8/3kV",
  "3.6/6kV",
  "6/10kV",
  "8.7/15kV",
  "12/20kV",
  "18/30kV",
] as const;
export type RatedVoltage = (typeof ratedVoltages)[number];

export const conductorMaterials = [
  "copper",
  "aluminium",
  "tinned-copper",
] as const;
export type ConductorMaterial = (typeof conductorMaterials)[number];

/** "none" is a bare conductor. */
export const insulations = ["pvc", "xlpe", "epr", "lszh", "none"] as const;
export type Insulation = (typeof insulations)[number];

export const sheaths = ["none", "pvc", "pe", "lszh"] as const;
export type Sheath = (typeof sheaths)[number];

/** Steel wire, steel tape, aluminium wire armour, or a (screening) wire braid. */
export const armours = ["none", "swa", "sta", "awa", "braid"] as const;
export type Armour = (typeof armours)[number];

/** Flame tests passed, or a CPR (EU 305/2011, EN 50575) reaction-to-fire class. */
export const fireBehaviours = [
  "IEC 60332-1-2",
  "IEC 60332-3-22",
  "IEC 60332-3-24",
  "Eca",
  "Dca-s2,d2,a2",
  "Cca-s1,d1,a1",
  "B2ca-s1a,d1,a1",
] as const;
export type FireBehaviour = (typeof fireBehaviours)[number];

export const standards = [
  "IEC 60228",
  "IEC 60227",
  "IEC 60245",
  "IEC 60502-1",
  "IEC 60502-2",
  "IEC 60332-1-2",
  "IEC 60332-3-24",
  "IEC 60754-1",
  "IEC 61034-2",
  "BS 6004",
  "BS 5467",
  "BS 6724",
] as const;
export type Standard = (typeof standards)[number];

/** IEC 60228 conductor classes: 1 solid, 2 stranded, 5 flexible, 6 highly flexible. */
export const conductorClasses = [1, 2, 5, 6] as const;
export type ConductorClass = (typeof conductorClasses)[number];

/**
 * IEC 60364-5-52 reference methods (Table B.52.1): A1/A2 in conduit in an insulated wall, B1/B2 in
 * conduit on a wall, C clipped direct, D1 in a duct in the ground, D2 direct in the ground, E
 * multi-core in free air (perforated tray), F single-core touching in free air, G spaced.
 */
export const referenceMethods = [
  "A1",
  "A2",
  "B1",
  "B2",
  "C",
  "D1",
  "D2",
  "E",
  "F",
  "G",
] as const;
export type ReferenceMethod = (typeof referenceMethods)[number];

/** Loaded conductors a rating assumes: 2 (single-phase or DC) or 3 (three-phase). */
export const loadedConductorCounts = [2, 3] as const;
export type LoadedConductors = (typeof loadedConductorCounts)[number];

/** Maximum conductor temperature in normal operation by insulation (IEC 60364-5-52 Table 52.1). */
export const maxTemperatureByInsulation: Readonly<
  Record<Exclude<Insulation, "none">, number>
> = {
  pvc: 70,
  xlpe: 90,
  epr: 90,
  lszh: 70,
};

/** Narrows a string to one of `values` (a code from a form, a query or the database). */
export function isOneOf<T extends string | number>(
  values: readonly T[],
  value: unknown,
): value is T {
  return (values as readonly unknown[]).includes(value);
}
