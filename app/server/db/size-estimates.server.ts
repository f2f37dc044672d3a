import type {
  Armour,
  ConductorClass,
  ConductorMaterial,
  Insulation,
  LoadedConductors,
  RatedVoltage,
  ReferenceMethod,
  Sheath,
} from "~/lib/catalogue/cable-attributes";
import { maxResistanceOhmKm } from "~/lib/tools/iec-60228";
import {
  currentRatingA,
  ratingInsulationFor,
} from "~/lib/tools/iec-60364-5-52";
import { type SizeConstruction, sizeDesignation } from "~/lib/catalogue/sizes";
import type { NewProductSize } from "./schema.server";

/**
 * The figures of a size that the seed, the generated catalogue and the migration of an existing
 * database fill in: resistance from IEC 60228, rating from IEC 60364-5-52 (both exact table values),
 * and a nominal diameter, weight and drum length estimated from the construction (conductor, wall
 * thicknesses close to IEC 60502-1 and IEC 60227, sheath, braid or armour). The estimates are
 * plausible catalogue figures, not a design calculation; the admin corrects them per article.
 */

export interface FamilyAttributes {
  ratedVoltage: RatedVoltage | null;
  conductorMaterial: ConductorMaterial;
  insulation: Insulation;
  sheath: Sheath;
  armour: Armour;
  maxConductorTempC: number | null;
}

export interface SizeRating {
  method: ReferenceMethod;
  /** Omitted: 2 for one or two cores, else 3. */
  loaded?: LoadedConductors;
}

/** Nominal insulation wall (mm) by section, close to IEC 60502-1 Tables 5 and 6 (0.6/1 kV). */
function insulationWallMm(
  sectionMm2: number,
  insulation: Insulation,
  voltage: RatedVoltage | null,
): number {
  if (insulation === "none") return 0;
  const xlpe = insulation === "xlpe" || insulation === "epr";
  const steps: [number, number, number][] = [
    // [up to mm², PVC, XLPE]
    [2.5, 0.8, 0.7],
    [16, 1.0, 0.7],
    [35, 1.2, 0.9],
    [70, 1.4, 1.1],
    [120, 1.6, 1.2],
    [150, 1.8, 1.4],
    [185, 2.0, 1.6],
    [240, 2.2, 1.7],
    [Infinity, 2.4, 1.8],
  ];
  const [, pvc, thermoset] = steps.find(([upTo]) => sectionMm2 <= upTo)!;
  const wall = xlpe ? thermoset : pvc;
  // Building wires and control cables (IEC 60227) have thinner walls than 0.6/1 kV power cables.
  const lowVoltage =
    voltage === "300/300V" || voltage === "300/500V" || voltage === "450/750V";
  return lowVoltage ? Math.max(0.6, wall - 0.2) : wall;
}

/** Lay-up diameter of n equal round cores, as a multiple of one core's diameter. */
function layUpFactor(n: number): number {
  const known: Record<number, number> = {
    1: 1,
    2: 2,
    3: 2.155,
    4: 2.414,
    5: 2.7,
    6: 3,
    7: 3,
  };
  return known[n] ?? 1.16 * Math.sqrt(n);
}

const density = {
  copper: 8.89,
  "tinned-copper": 8.89,
  aluminium: 2.703,
} as const;
const compoundDensity = {
  pvc: 1.45,
  xlpe: 0.93,
  epr: 1.3,
  lszh: 1.5,
  pe: 0.95,
  none: 0,
} as const;

function conductorDiameterMm(
  sectionMm2: number,
  conductorClass: ConductorClass,
): number {
  const solid = Math.sqrt((4 * sectionMm2) / Math.PI);
  // Stranding leaves gaps between the wires: more of them the finer the wires.
  const fill = conductorClass === 1 ? 1 : conductorClass === 2 ? 1.06 : 1.15;
  return solid * fill;
}

const ring = (outer: number, inner: number) =>
  (Math.PI / 4) * (outer * outer - inner * inner);

export interface EstimatedSize {
  outerDiameterMm: number;
  weightKgKm: number;
  drumLengthM: number;
}

/** A plausible nominal diameter (mm, one decimal), weight (kg/km, whole) and drum length (m). */
export function estimateSize(
  family: FamilyAttributes,
  size: SizeConstruction,
  conductorClass: ConductorClass,
): EstimatedSize {
  const wallMain = insulationWallMm(
    size.sectionMm2,
    family.insulation,
    family.ratedVoltage,
  );
  const dMain = conductorDiameterMm(size.sectionMm2, conductorClass);
  const coreMain = dMain + 2 * wallMain;
  const extraCores = size.extraCores ?? 0;
  const extraSection = size.extraSectionMm2 ?? 0;
  const dExtra = extraCores
    ? conductorDiameterMm(extraSection, conductorClass)
    : 0;
  const coreExtra = extraCores
    ? dExtra +
      2 * insulationWallMm(extraSection, family.insulation, family.ratedVoltage)
    : 0;
  const n = size.cores + extraCores;
  const meanCore = Math.sqrt(
    (size.cores * coreMain ** 2 + extraCores * coreExtra ** 2) / n,
  );
  const layUp = layUpFactor(n) * meanCore;

  const metal = density[family.conductorMaterial];
  let weight =
    1.02 * metal * (size.cores * size.sectionMm2 + extraCores * extraSection);
  weight +=
    compoundDensity[family.insulation] *
    (size.cores * ring(coreMain, dMain) + extraCores * ring(coreExtra, dExtra));

  let diameter = layUp;
  if (n > 1 && family.sheath !== "none") {
    // Fillers and an inner covering make a multi-core cable round.
    const bedding = ring(layUp + 1.2, 0) - n * ring(meanCore, 0);
    diameter = layUp + 1.2;
    weight += 1.3 * 0.6 * bedding;
  }
  if (family.armour === "braid") {
    weight += 8.89 * 0.85 * Math.PI * diameter * 0.25;
    diameter += 1.0;
  } else if (family.armour !== "none") {
    const wire = diameter < 25 ? 1.25 : 1.6;
    const armourDensity = family.armour === "awa" ? 2.7 : 7.85;
    const coverage = family.armour === "sta" ? 0.5 : 0.9;
    // An inner sheath under the armour, then the wires (or two tapes).
    weight += 1.45 * ring(diameter + 2, diameter);
    diameter += 2;
    weight += armourDensity * coverage * Math.PI * (diameter + wire) * wire;
    diameter += 2 * wire;
  }
  if (family.sheath !== "none") {
    const powerCable =
      family.ratedVoltage !== null && family.ratedVoltage.endsWith("kV");
    const wall = powerCable
      ? Math.max(0.035 * diameter + 1.0, n > 1 ? 1.8 : 1.4)
      : Math.max(0.035 * diameter + 0.5, 0.9);
    weight +=
      compoundDensity[family.sheath] * ring(diameter + 2 * wall, diameter);
    diameter += 2 * wall;
  }
  const outerDiameterMm = Math.round(diameter * 10) / 10;
  const drumLengthM =
    outerDiameterMm <= 6
      ? 100
      : outerDiameterMm <= 20
        ? 1000
        : outerDiameterMm <= 35
          ? 500
          : 250;
  return { outerDiameterMm, weightKgKm: Math.round(weight), drumLengthM };
}

/** The loaded conductors a rating assumes when the range does not say: 2 up to two cores, else 3. */
export function defaultLoaded(cores: number): LoadedConductors {
  return cores >= 3 ? 3 : 2;
}

export interface SizeSpec extends SizeConstruction {
  conductorClass: ConductorClass;
}

/**
 * A full size row (without product id and sort order) for a family: IEC 60228 resistance,
 * IEC 60364-5-52 rating for `rating` (none where the tables give none), the estimates.
 */
export function buildSize(
  family: FamilyAttributes,
  spec: SizeSpec,
  rating: SizeRating | null,
  articlePrefix: string,
  stockM: number,
): Omit<NewProductSize, "productId" | "sortOrder"> {
  const resistance = maxResistanceOhmKm(
    spec.conductorClass,
    family.conductorMaterial,
    spec.sectionMm2,
  );
  if (resistance === undefined) {
    throw new Error(
      `IEC 60228 has no class ${spec.conductorClass} ${family.conductorMaterial} ${spec.sectionMm2} mm² conductor`,
    );
  }
  const loaded = rating ? (rating.loaded ?? defaultLoaded(spec.cores)) : null;
  const ratingInsulation = ratingInsulationFor(
    family.insulation,
    family.maxConductorTempC,
  );
  const amps =
    rating && loaded && ratingInsulation
      ? currentRatingA({
          material: family.conductorMaterial,
          insulation: ratingInsulation,
          method: rating.method,
          loaded,
          sectionMm2: spec.sectionMm2,
        })
      : undefined;
  const estimate = estimateSize(family, spec, spec.conductorClass);
  return {
    articleNumber: `${articlePrefix}-${sizeDesignation(spec).toUpperCase()}`,
    cores: spec.cores,
    sectionMm2: spec.sectionMm2,
    extraCores: spec.extraCores,
    extraSectionMm2: spec.extraSectionMm2,
    conductorClass: spec.conductorClass,
    outerDiameterMm: estimate.outerDiameterMm,
    weightKgKm: estimate.weightKgKm,
    resistanceOhmKm: resistance,
    currentRatingA: amps ?? null,
    ratingInstallation: amps === undefined ? null : rating!.method,
    ratingLoadedConductors: amps === undefined ? null : loaded,
    drumLengthM: estimate.drumLengthM,
    stockM,
  };
}
