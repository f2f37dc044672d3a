import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import {
  type TextSpec,
  clean,
  text,
  requiredText,
  numberField,
} from "./common";
import { type SizeInput, sizesField } from "./product-sizes";
import {
  armours,
  conductorMaterials,
  fireBehaviours,
  insulations,
  isOneOf,
  ratedVoltages,
  sheaths,
  standards,
  type ConductorMaterial,
} from "~/lib/catalogue/cable-attributes";
import { maxResistanceOhmKm } from "~/lib/tools/iec-60228";
import {
  type TranslatedSpecKey,
  translatedSpecKeys,
  writtenSpecTexts,
} from "~/lib/catalogue/spec-texts";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

export const specificationKeys = [
  "crossSection",
  "voltage",
  "current",
  "conductors",
  "insulation",
  "insulationMaterial",
  "sheath",
  "sheathMaterial",
  "flexibility",
  "temperature",
  "operatingTemp",
  "bendRadius",
  "availableColors",
] as const;

const featureSchema = z.object({
  title: z
    .string()
    .transform((value) => clean(value, false))
    .pipe(z.string().min(1).max(200)),
  description: z
    .string()
    .transform((value) => clean(value, true))
    .pipe(z.string().min(1).max(1000)),
});

function jsonList<T extends z.ZodType>(item: T, max: number) {
  return z.string().default("[]").pipe(parsedList(item, max));
}

/** As jsonList, but not sent stays undefined (the product's Arabic lists: kept as stored). */
function keptJsonList<T extends z.ZodType>(item: T, max: number) {
  return parsedList(item, max).optional();
}

function parsedList<T extends z.ZodType>(item: T, max: number) {
  return z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value || "[]") as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: t.products.required });
        return z.NEVER;
      }
    })
    .pipe(z.array(item).max(max));
}

/** Spec: quantity is an integer "falling back to 0" when not given or left empty; anything typed is parsed strictly. */
const quantity = numberField(t.products.quantityField, {
  integer: true,
  min: 0,
  max: 1_000_000_000,
  missing: 0,
});

/** Spec: conductors is an optional integer (empty means none). */
const conductors = numberField(t.products.conductorsField, {
  integer: true,
  min: 1,
  max: 9999,
  missing: null,
});

/** A code from one of the attribute lists, or absent (the product keeps its value). */
function codeField<T extends string>(
  values: readonly T[],
  field: string,
  { empty }: { empty: "null" | "refuse" },
) {
  return z
    .string()
    .optional()
    .transform((value, ctx): T | null | undefined => {
      if (value === undefined) return undefined;
      if (value === "" && empty === "null") return null;
      if (isOneOf(values, value)) return value;
      ctx.addIssue({
        code: "custom",
        message: format(t.products.attributeInvalid, { field }),
      });
      return z.NEVER;
    });
}

const p = t.products;
const a = p.attributes;

/** The standards: a JSON list of codes. Absent: they stay as they are. */
const standardsField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    try {
      const list = JSON.parse(value || "[]") as unknown;
      if (
        Array.isArray(list) &&
        list.length <= standards.length &&
        list.every((code) => isOneOf(standards, code))
      ) {
        return [...new Set(list as (typeof standards)[number][])];
      }
    } catch {
      // refused below
    }
    ctx.addIssue({ code: "custom", message: p.standardsInvalid });
    return z.NEVER;
  });

/** Fills each size's empty resistance from IEC 60228, or says why it cannot. */
function withResistances(
  sizes: SizeInput[] | undefined,
  material: ConductorMaterial | undefined,
  ctx: z.RefinementCtx,
) {
  if (!sizes) return sizes;
  return sizes.map((size, index) => {
    if (size.resistanceOhmKm !== null) return size;
    const standard = material
      ? maxResistanceOhmKm(size.conductorClass, material, size.sectionMm2)
      : undefined;
    if (standard === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["sizes"],
        message: format(p.resistanceUnknown, {
          row: format(p.sizeRowNamed, {
            n: index + 1,
            article: size.articleNumber,
          }),
          class: size.conductorClass,
          material: material ? material.replace("-", " ") : "",
          section: size.sectionMm2,
        }),
      });
      return size;
    }
    return { ...size, resistanceOhmKm: standard };
  });
}

/**
 * An Arabic field of the product form (docs/decisions/041): as the English one, but not sent means
 * "leave the stored Arabic as it is" (undefined), so the catalogue import, whose sheet has no
 * Arabic columns, never clears it.
 */
const keptText = ({ maxLength, multiline = false }: TextSpec) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined ? undefined : clean(value, multiline),
    )
    .pipe(z.string().max(maxLength).optional());

const applicationSchema = z
  .string()
  .transform((value) => clean(value, false))
  .pipe(z.string().min(1).max(300));

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const productFields = {
  name: { required: true, maxLength: 200 },
  category: { required: true, maxLength: 120 },
  description: { maxLength: 5000, multiline: true },
  nameAr: { maxLength: 200 },
  descriptionAr: { maxLength: 5000, multiline: true },
  subcategory: { maxLength: 120 },
  unit: { maxLength: 40 },
  crossSection: { maxLength: 200 },
  voltage: { maxLength: 200 },
  current: { maxLength: 200 },
  insulation: { maxLength: 200 },
  insulationMaterial: { maxLength: 200 },
  sheath: { maxLength: 200 },
  sheathMaterial: { maxLength: 200 },
  flexibility: { maxLength: 200 },
  temperature: { maxLength: 200 },
  operatingTemp: { maxLength: 200 },
  bendRadius: { maxLength: 200 },
  availableColors: { maxLength: 200 },
  // The Arabic of the values written in words (issue 35): as long as their English.
  currentAr: { maxLength: 200 },
  insulationAr: { maxLength: 200 },
  insulationMaterialAr: { maxLength: 200 },
  sheathAr: { maxLength: 200 },
  sheathMaterialAr: { maxLength: 200 },
  flexibilityAr: { maxLength: 200 },
  temperatureAr: { maxLength: 200 },
  operatingTempAr: { maxLength: 200 },
  bendRadiusAr: { maxLength: 200 },
  availableColorsAr: { maxLength: 200 },
  typeDesignation: { maxLength: 60 },
} as const satisfies FieldSpecs;

/** The form's field of a specification value's Arabic: "currentAr". */
export const arabicSpecField = (key: TranslatedSpecKey) => `${key}Ar` as const;

export const productFormSchema = z
  .object({
    name: requiredText(productFields.name, t.products.required),
    category: requiredText(productFields.category, t.products.required),
    description: text(productFields.description),
    nameAr: keptText(productFields.nameAr),
    descriptionAr: keptText(productFields.descriptionAr),
    featuresAr: keptJsonList(featureSchema, 50),
    applicationsAr: keptJsonList(applicationSchema, 50),
    subcategory: text(productFields.subcategory),
    quantity,
    unit: text(productFields.unit),
    // Spec default: in stock. The form always sends "true" or "false".
    inStock: z
      .union([
        z.literal("on"),
        z.literal("true"),
        z.literal("false"),
        z.literal(""),
      ])
      .optional()
      .transform((value) => value !== "false"),
    crossSection: text(productFields.crossSection),
    voltage: text(productFields.voltage),
    current: text(productFields.current),
    conductors,
    insulation: text(productFields.insulation),
    insulationMaterial: text(productFields.insulationMaterial),
    sheath: text(productFields.sheath),
    sheathMaterial: text(productFields.sheathMaterial),
    flexibility: text(productFields.flexibility),
    temperature: text(productFields.temperature),
    operatingTemp: text(productFields.operatingTemp),
    bendRadius: text(productFields.bendRadius),
    availableColors: text(productFields.availableColors),
    currentAr: keptText(productFields.currentAr),
    insulationAr: keptText(productFields.insulationAr),
    insulationMaterialAr: keptText(productFields.insulationMaterialAr),
    sheathAr: keptText(productFields.sheathAr),
    sheathMaterialAr: keptText(productFields.sheathMaterialAr),
    flexibilityAr: keptText(productFields.flexibilityAr),
    temperatureAr: keptText(productFields.temperatureAr),
    operatingTempAr: keptText(productFields.operatingTempAr),
    bendRadiusAr: keptText(productFields.bendRadiusAr),
    availableColorsAr: keptText(productFields.availableColorsAr),
    features: jsonList(featureSchema, 50),
    applications: jsonList(applicationSchema, 50),
    ratedVoltage: codeField(ratedVoltages, a.ratedVoltage, { empty: "null" }),
    conductorMaterial: codeField(conductorMaterials, a.conductorMaterial, {
      empty: "refuse",
    }),
    // Named apart from the specification's free-text insulation and sheath fields.
    insulationCode: codeField(insulations, a.insulation, { empty: "refuse" }),
    sheathCode: codeField(sheaths, a.sheath, { empty: "refuse" }),
    armour: codeField(armours, a.armour, { empty: "refuse" }),
    fireBehaviour: codeField(fireBehaviours, a.fireBehaviour, {
      empty: "null",
    }),
    maxConductorTempC: numberField(a.maxConductorTempC, {
      integer: true,
      min: 0,
      max: 400,
      missing: null,
    }),
    typeDesignation: z
      .string()
      .optional()
      .transform((value) =>
        value === undefined ? undefined : clean(value, false) || null,
      )
      .pipe(
        z
          .string()
          .max(productFields.typeDesignation.maxLength)
          .nullable()
          .optional(),
      ),
    standards: standardsField,
    sizes: sizesField,
  })
  .transform((value, ctx) => ({
    name: value.name,
    category: value.category,
    description: value.description,
    subcategory: value.subcategory || null,
    quantity: value.quantity,
    unit: value.unit || "meters",
    inStock: value.inStock,
    specifications: {
      crossSection: value.crossSection,
      voltage: value.voltage,
      current: value.current,
      conductors: value.conductors,
      insulation: value.insulation,
      insulationMaterial: value.insulationMaterial,
      sheath: value.sheath,
      sheathMaterial: value.sheathMaterial,
      flexibility: value.flexibility,
      temperature: value.temperature,
      operatingTemp: value.operatingTemp,
      bendRadius: value.bendRadius,
      availableColors: value.availableColors,
    },
    features: value.features,
    applications: value.applications,
    // The Arabic: undefined when the form did not send it (kept as stored).
    arabic:
      value.nameAr === undefined &&
      value.descriptionAr === undefined &&
      value.featuresAr === undefined &&
      value.applicationsAr === undefined
        ? undefined
        : {
            name: value.nameAr ?? "",
            description: value.descriptionAr ?? "",
            features: value.featuresAr ?? [],
            applications: value.applicationsAr ?? [],
          },
    // The specification values' Arabic: undefined when the form sent none of them (kept as
    // stored: a sheet may carry the texts' Arabic columns without these); empty ones left out.
    specificationsAr: translatedSpecKeys.every(
      (key) => value[arabicSpecField(key)] === undefined,
    )
      ? undefined
      : writtenSpecTexts(
          Object.fromEntries(
            translatedSpecKeys.map((key) => [
              key,
              value[arabicSpecField(key)] ?? "",
            ]),
          ),
        ),
    // Typed attributes: undefined keeps the stored value (a form without the field changes nothing).
    attributes: {
      ratedVoltage: value.ratedVoltage,
      conductorMaterial: value.conductorMaterial ?? undefined,
      insulation: value.insulationCode ?? undefined,
      sheath: value.sheathCode ?? undefined,
      armour: value.armour ?? undefined,
      fireBehaviour: value.fireBehaviour,
      maxConductorTempC: value.maxConductorTempC,
      typeDesignation: value.typeDesignation,
    },
    standards: value.standards,
    sizes: withResistances(
      value.sizes,
      value.conductorMaterial ?? undefined,
      ctx,
    ),
  }));
