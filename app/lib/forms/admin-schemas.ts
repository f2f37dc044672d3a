import { z } from "zod";
import { coreValueIcons } from "../content/pages";
import { cleanLine, cleanMultiline } from "~/lib/forms/clean-text";
import {
  armours,
  conductorClasses,
  conductorMaterials,
  fireBehaviours,
  insulations,
  isOneOf,
  loadedConductorCounts,
  ratedVoltages,
  referenceMethods,
  sheaths,
  standards,
  type ConductorClass,
  type ConductorMaterial,
  type LoadedConductors,
  type ReferenceMethod,
} from "~/lib/catalogue/cable-attributes";
import { maxResistanceOhmKm } from "~/lib/tools/iec-60228";
import { type DownloadTab, isDownloadTab } from "~/lib/content/downloads";
import { INBOX_RETENTION_CHOICES } from "~/lib/content/inbox-retention";
import { ROLES } from "~/lib/roles";
import {
  parseStrictNumber,
  type StrictNumberOptions,
} from "~/lib/forms/strict-number";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";

/**
 * The admin forms' schemas: the browser checks them before sending (the spec's toasts), the server
 * checks them again as the authority. Input arrives as form text; these turn it into clean values.
 */
const t = adminMessages;

/** Cleans (see clean-text.ts) and trims; multi-line fields keep their line breaks. */
const clean = (value: string, multiline: boolean) =>
  (multiline ? cleanMultiline(value) : cleanLine(value)).trim();

const text = (max: number, multiline = false) =>
  z
    .string()
    .default("")
    .transform((value) => clean(value, multiline))
    .pipe(z.string().max(max));

const requiredText = (max: number, message: string, multiline = false) =>
  z
    .string({ error: message })
    .default("")
    .transform((value) => clean(value, multiline))
    .pipe(z.string().min(1, message).max(max));

const checkbox = z
  .union([
    z.literal("on"),
    z.literal("true"),
    z.literal("false"),
    z.literal(""),
  ])
  .optional()
  .transform((value) => value === "on" || value === "true");

export const categoryFormSchema = z
  .object({
    name: requiredText(120, t.categories.nameRequired),
    description: text(500, true),
    // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
    nameAr: text(120),
    descriptionAr: text(500, true),
    isSubcategory: checkbox,
    parentId: text(120),
  })
  .superRefine((value, ctx) => {
    if (value.isSubcategory && !value.parentId) {
      ctx.addIssue({
        code: "custom",
        path: ["parentId"],
        message: t.categories.parentRequired,
      });
    }
  })
  .transform((value) => ({
    name: value.name,
    description: value.description,
    nameAr: value.nameAr,
    descriptionAr: value.descriptionAr,
    parentId: value.isSubcategory ? value.parentId : null,
  }));

export const subcategoryFormSchema = z.object({
  name: requiredText(120, t.subcategories.nameRequired),
  description: text(500, true),
  nameAr: text(120),
  descriptionAr: text(500, true),
});

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

/**
 * A number field of an admin form, read by the one strict parser (strict-number.ts): "3,000" and
 * "3 000" are 3000; "3.5" where a whole number is wanted, "3abc", "1e3" and out-of-range values
 * are refused with a sentence naming the field. `missing` is the value when the field is not sent
 * or left empty (the spec's default: 0 for quantity, none for conductors).
 */
function numberField<T extends number | null>(
  field: string,
  options: StrictNumberOptions & { missing: T },
) {
  return z
    .string()
    .optional()
    .transform((value, ctx): number | T => {
      if (value === undefined || value.trim() === "") return options.missing;
      const parsed = readNumber(field, value, options);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });
}

/** A typed number, strictly (strict-number.ts), or the sentence that names the field and the problem. */
export function readNumber(
  field: string,
  value: string,
  options: StrictNumberOptions,
): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = parseStrictNumber(value, options);
  if (parsed.ok) return parsed;
  const messages = {
    empty: t.common.numberEmpty,
    notNumber: t.common.numberInvalid,
    notInteger: t.common.numberNotInteger,
    tooSmall: t.common.numberTooSmall,
    tooLarge: t.common.numberTooLarge,
  };
  return {
    ok: false,
    message: format(messages[parsed.error], {
      field,
      value: value.trim().slice(0, 40),
      min: options.min.toLocaleString("en-US"),
      max: options.max.toLocaleString("en-US"),
    }),
  };
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

/** The most sizes one product holds (a form of 200 rows is about 60 KB). */
export const MAX_SIZES = 200;

/** A size row as the dialog sends it: every cell as typed, the row's id when it exists. */
const sizeRowInput = z.object({
  id: z.string().max(20).optional(),
  articleNumber: z.string().max(200).default(""),
  cores: z.string().max(40).default(""),
  sectionMm2: z.string().max(40).default(""),
  extraCores: z.string().max(40).default(""),
  extraSectionMm2: z.string().max(40).default(""),
  conductorClass: z.string().max(40).default(""),
  outerDiameterMm: z.string().max(40).default(""),
  weightKgKm: z.string().max(40).default(""),
  resistanceOhmKm: z.string().max(40).default(""),
  currentRatingA: z.string().max(40).default(""),
  ratingInstallation: z.string().max(40).default(""),
  ratingLoadedConductors: z.string().max(40).default(""),
  drumLengthM: z.string().max(40).default(""),
  stockM: z.string().max(40).default(""),
});
export type SizeRowInput = z.input<typeof sizeRowInput>;

/** A size as the server stores it. `id` is kept only to update that row of the same product. */
export interface SizeInput {
  id: number | null;
  articleNumber: string;
  cores: number;
  sectionMm2: number;
  extraCores: number | null;
  extraSectionMm2: number | null;
  conductorClass: ConductorClass;
  outerDiameterMm: number;
  weightKgKm: number;
  /** null: fill in the IEC 60228 value for the product's material (done by the form's schema). */
  resistanceOhmKm: number | null;
  currentRatingA: number | null;
  ratingInstallation: ReferenceMethod | null;
  ratingLoadedConductors: LoadedConductors | null;
  drumLengthM: number;
  stockM: number;
}

/** Article numbers: letters, digits and . - + / (as "CW-NYY-3X25+16"), stored upper-case. */
export const ARTICLE = /^[A-Z0-9][A-Z0-9.+/-]{0,39}$/;

export const sizeNumbers = {
  cores: { integer: true, min: 1, max: 200 },
  sectionMm2: { integer: false, min: 0.01, max: 3000 },
  extraCores: { integer: true, min: 1, max: 200 },
  extraSectionMm2: { integer: false, min: 0.01, max: 3000 },
  outerDiameterMm: { integer: false, min: 0.1, max: 500 },
  weightKgKm: { integer: false, min: 0.1, max: 1_000_000 },
  resistanceOhmKm: { integer: false, min: 0.00001, max: 10_000 },
  currentRatingA: { integer: false, min: 0.1, max: 100_000 },
  drumLengthM: { integer: true, min: 1, max: 100_000 },
  stockM: { integer: true, min: 0, max: 1_000_000_000 },
} as const satisfies Record<string, StrictNumberOptions>;

/**
 * The sizes field: a JSON list of rows, each cell read strictly, every problem a sentence that
 * names the size (by position and article number) and the column. Absent: the sizes stay as they are.
 */
const sizesField = z
  .string()
  .optional()
  .transform((value, ctx): SizeInput[] | undefined => {
    if (value === undefined) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(value || "[]");
    } catch {
      ctx.addIssue({ code: "custom", message: p.sizesUnreadable });
      return z.NEVER;
    }
    const rows = z.array(sizeRowInput).safeParse(json);
    if (!rows.success) {
      ctx.addIssue({ code: "custom", message: p.sizesUnreadable });
      return z.NEVER;
    }
    if (rows.data.length > MAX_SIZES) {
      ctx.addIssue({
        code: "custom",
        message: format(p.tooManySizes, { max: MAX_SIZES }),
      });
      return z.NEVER;
    }
    const out: SizeInput[] = [];
    const seen = new Map<string, number>();
    for (const [index, row] of rows.data.entries()) {
      const n = index + 1;
      const articleNumber = cleanLine(row.articleNumber).trim().toUpperCase();
      const label = articleNumber
        ? format(p.sizeRowNamed, { n, article: articleNumber.slice(0, 40) })
        : format(p.sizeRow, { n });
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (!articleNumber)
        return fail(format(p.articleRequired, { row: label }));
      if (!ARTICLE.test(articleNumber))
        return fail(format(p.articleInvalid, { row: label }));
      const other = seen.get(articleNumber);
      if (other !== undefined)
        return fail(
          format(p.articleDuplicate, {
            row: label,
            article: articleNumber,
            other,
          }),
        );
      seen.set(articleNumber, n);
      const numbers: Partial<Record<keyof typeof sizeNumbers, number | null>> =
        {};
      for (const key of Object.keys(
        sizeNumbers,
      ) as (keyof typeof sizeNumbers)[]) {
        const text = row[key];
        const optional =
          key === "extraCores" ||
          key === "extraSectionMm2" ||
          key === "resistanceOhmKm" ||
          key === "currentRatingA";
        if (text.trim() === "" && optional) {
          numbers[key] = null;
          continue;
        }
        const parsed = readNumber(
          `${label}, ${p.sizeColumns[key].toLowerCase()}`,
          text,
          sizeNumbers[key],
        );
        if (!parsed.ok) return fail(parsed.message);
        numbers[key] = parsed.value;
      }
      const conductorClass = Number(row.conductorClass);
      if (!isOneOf(conductorClasses, conductorClass))
        return fail(format(p.classInvalid, { row: label }));
      if ((numbers.extraCores === null) !== (numbers.extraSectionMm2 === null))
        return fail(format(p.reducedPair, { row: label }));
      const method = row.ratingInstallation.trim();
      if (method !== "" && !isOneOf(referenceMethods, method))
        return fail(format(p.installationInvalid, { row: label }));
      const loaded =
        row.ratingLoadedConductors.trim() === ""
          ? null
          : Number(row.ratingLoadedConductors);
      if (loaded !== null && !isOneOf(loadedConductorCounts, loaded))
        return fail(format(p.ratingIncomplete, { row: label }));
      const rated = [
        numbers.currentRatingA !== null,
        method !== "",
        loaded !== null,
      ];
      if (rated.some(Boolean) && !rated.every(Boolean))
        return fail(format(p.ratingIncomplete, { row: label }));
      const id = row.id && /^\d{1,15}$/.test(row.id) ? Number(row.id) : null;
      out.push({
        id,
        articleNumber,
        cores: numbers.cores!,
        sectionMm2: numbers.sectionMm2!,
        extraCores: numbers.extraCores ?? null,
        extraSectionMm2: numbers.extraSectionMm2 ?? null,
        conductorClass,
        outerDiameterMm: numbers.outerDiameterMm!,
        weightKgKm: numbers.weightKgKm!,
        resistanceOhmKm: numbers.resistanceOhmKm ?? null,
        currentRatingA: numbers.currentRatingA ?? null,
        ratingInstallation: method === "" ? null : (method as ReferenceMethod),
        ratingLoadedConductors: loaded as LoadedConductors | null,
        drumLengthM: numbers.drumLengthM!,
        stockM: numbers.stockM!,
      });
    }
    return out;
  });

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
const keptText = (max: number, multiline = false) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined ? undefined : clean(value, multiline),
    )
    .pipe(z.string().max(max).optional());

const applicationSchema = z
  .string()
  .transform((value) => clean(value, false))
  .pipe(z.string().min(1).max(300));

export const productFormSchema = z
  .object({
    name: requiredText(200, t.products.required),
    category: requiredText(120, t.products.required),
    description: text(5000, true),
    nameAr: keptText(200),
    descriptionAr: keptText(5000, true),
    featuresAr: keptJsonList(featureSchema, 50),
    applicationsAr: keptJsonList(applicationSchema, 50),
    subcategory: text(120),
    quantity,
    unit: text(40),
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
    crossSection: text(200),
    voltage: text(200),
    current: text(200),
    conductors,
    insulation: text(200),
    insulationMaterial: text(200),
    sheath: text(200),
    sheathMaterial: text(200),
    flexibility: text(200),
    temperature: text(200),
    operatingTemp: text(200),
    bendRadius: text(200),
    availableColors: text(200),
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
      .pipe(z.string().max(60).nullable().optional()),
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

export const certificationIconNames = [
  "Award",
  "Shield",
  "CheckCircle",
  "Star",
] as const;

export const certificationFormSchema = z.object({
  title: requiredText(200, t.certifications.required),
  category: requiredText(120, t.certifications.required),
  description: requiredText(2000, t.certifications.required, true),
  icon: z
    .string()
    .default("Award")
    .transform((value) => value || "Award")
    .pipe(z.enum(certificationIconNames)),
  status: requiredText(120, t.certifications.required),
  validUntil: requiredText(60, t.certifications.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning. A
  // standard's code ("ISO 9001:2015") may be its Arabic title as it is.
  titleAr: text(200),
  categoryAr: text(120),
  descriptionAr: text(2000, true),
  statusAr: text(120),
});

export const clientFormSchema = z.object({
  name: requiredText(200, t.clients.required),
  industry: requiredText(120, t.clients.required),
  description: requiredText(2000, t.clients.required, true),
  // The company's name stays as it writes it; only the descriptive words have Arabic (decision 041).
  industryAr: text(120),
  descriptionAr: text(2000, true),
});

/** A new password and its repeat, as My Account and the set-password page both ask for them. */
const newPasswordFields = {
  newPassword: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .min(1, t.account.newRequired)
        .refine((value) => [...value].length >= 12, t.account.problems.short)
        .refine((value) => [...value].length <= 256, t.account.problems.long),
    ),
  confirmPassword: z
    .string()
    .default("")
    .pipe(z.string().min(1, t.account.confirmRequired).max(256)),
};
const repeatedAlike: [
  (value: { newPassword: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.newPassword === value.confirmPassword,
  { message: t.account.mismatch, path: ["confirmPassword"] },
];

/**
 * The password change (/admin/account). The browser checks presence, length and the repeat; the
 * server also checks the list of common passwords (app/server/auth/password-policy.server.ts).
 */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: z
      .string()
      .default("")
      .pipe(z.string().min(1, t.account.currentRequired).max(256)),
    ...newPasswordFields,
  })
  .refine(...repeatedAlike);

/** A two-factor code on /admin/account: 6 digits from the app (or, where allowed, a recovery code). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .trim()
        .min(1, t.twoFactor.codeRequired)
        .max(64, t.twoFactor.wrongCode),
    ),
});

/** Turning two-factor sign-in off: the current password and a code. */
export const twoFactorDisableSchema = z.object({
  currentPassword: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .min(1, t.twoFactor.passwordRequired)
        .max(256, t.twoFactor.wrongPassword),
    ),
  code: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .trim()
        .min(1, t.twoFactor.codeRequired)
        .max(64, t.twoFactor.wrongCode),
    ),
});

/** Sign-in security on /admin/settings: the box posts "on" when ticked, nothing when not. */
export const signInSecuritySchema = z.object({
  twoFactorRequired: z.literal("on", t.settings.securityInvalid).optional(),
});

/** A question of the quality page's FAQ: plain text (shown as text, never as markup), English. */
export const faqFormSchema = z.object({
  question: requiredText(300, t.faq.required),
  answer: requiredText(3000, t.faq.required, true),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  questionAr: text(300),
  answerAr: text(3000, true),
  // Where it goes, 1 first; empty puts it after the others.
  position: numberField(t.faq.fieldPosition.replace(" *", ""), {
    integer: true,
    min: 1,
    max: 999,
    missing: null,
  }),
});

/** A calendar day as YYYY-MM-DD (what a date input sends), that exists: 2026-02-30 does not. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  );
}

const day = (message: string) =>
  z
    .string({ error: message })
    .default("")
    .transform((value) => cleanLine(value).trim())
    .refine(isCalendarDay, message);

const optionalDay = (message: string) =>
  z
    .string({ error: message })
    .default("")
    .transform((value) => cleanLine(value).trim())
    .refine((value) => value === "" || isCalendarDay(value), message)
    .transform((value) => value || null);

const j = t.jobs;

/**
 * A job opening of the Careers page: plain text, English. Requirements are one a line. The title
 * is at most 120 characters, what an application stores as its position (visitor-forms.ts).
 */
export const jobFormSchema = z
  .object({
    title: requiredText(120, j.required),
    department: requiredText(120, j.required),
    location: requiredText(120, j.required),
    type: requiredText(120, j.required),
    experience: requiredText(60, j.required),
    description: requiredText(3000, j.required, true),
    requirements: z
      .string()
      .default("")
      .transform((value) =>
        clean(value, true)
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().max(300, j.requirementTooLong))
          .min(1, j.requirementsRequired)
          .max(30, j.requirementsTooMany),
      ),
    // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
    titleAr: text(120),
    departmentAr: text(120),
    locationAr: text(120),
    typeAr: text(120),
    experienceAr: text(60),
    descriptionAr: text(3000, true),
    requirementsAr: z
      .string()
      .default("")
      .transform((value) =>
        clean(value, true)
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().max(300, j.requirementTooLong))
          .max(30, j.requirementsTooMany),
      ),
    datePosted: day(j.dateInvalid),
    validThrough: optionalDay(j.dateInvalid),
    open: checkbox,
    // Where it goes, 1 first; empty keeps its place (a new one goes after the others).
    position: numberField(j.fieldPosition, {
      integer: true,
      min: 1,
      max: 999,
      missing: null,
    }),
  })
  .superRefine((value, ctx) => {
    if (value.validThrough !== null && value.validThrough < value.datePosted)
      ctx.addIssue({
        code: "custom",
        path: ["validThrough"],
        message: j.closesBeforePosted,
      });
  });

/** A download's words and place; its file is checked apart, by its content (downloads.server.ts). */
export const downloadFormSchema = z.object({
  tab: z
    .string({ error: t.downloads.tabInvalid })
    .refine((value) => isDownloadTab(value), t.downloads.tabInvalid)
    .transform((value) => value as DownloadTab),
  title: requiredText(200, t.downloads.required),
  description: requiredText(500, t.downloads.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  titleAr: text(200),
  descriptionAr: text(500),
  position: numberField(t.downloads.fieldPosition, {
    integer: true,
    min: 1,
    max: 999,
    missing: null,
  }),
});

/** A slide of the home page's hero: plain text, English. The image is a file field (media.server.ts). */
export const heroSlideFormSchema = z.object({
  tagline: requiredText(80, t.home.required),
  title: requiredText(80, t.home.required),
  subtitle: requiredText(160, t.home.required),
  description: requiredText(400, t.home.required, true),
  alt: requiredText(200, t.home.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  taglineAr: text(80),
  titleAr: text(80),
  subtitleAr: text(160),
  descriptionAr: text(400, true),
  altAr: text(200),
  // Where it goes, 1 first; empty keeps its place (a new slide goes last).
  position: numberField(t.home.fieldPosition, {
    integer: true,
    min: 1,
    max: 99,
    missing: null,
  }),
});

/** A statistic: its label, and its number (absent for the computed company age; the server knows which). */
export const homeStatFormSchema = z.object({
  label: requiredText(60, t.home.required),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  labelAr: text(60),
  value: numberField(t.home.valueField, {
    integer: true,
    min: 0,
    max: 1_000_000,
    missing: null,
  }),
});

/** The About page's story (paragraphs split by blank lines), mission and vision: plain text. */
export const aboutFormSchema = z.object({
  story: requiredText(6000, t.about.required, true),
  mission: requiredText(1500, t.about.required, true),
  vision: requiredText(1500, t.about.required, true),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  storyAr: text(6000, true),
  missionAr: text(1500, true),
  visionAr: text(1500, true),
});

export const coreValueFormSchema = z.object({
  title: requiredText(80, t.about.required),
  description: requiredText(400, t.about.required, true),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  titleAr: text(80),
  descriptionAr: text(400, true),
  icon: z.enum(coreValueIcons, { error: t.about.required }),
});

/** A calendar date as YYYY-MM-DD that exists (no 2025-02-30). */
const isoDate = z
  .string({ error: t.legal.updatedInvalid })
  .default("")
  .transform((value) => value.trim())
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    );
  }, t.legal.updatedInvalid);

/**
 * A legal page. The body is Markdown, rendered and sanitised on the server; the server also refuses
 * links and images the renderer would drop (markdownProblems), as this field's error.
 */
export const legalPageFormSchema = z.object({
  title: requiredText(120, t.legal.required),
  description: requiredText(300, t.legal.required),
  updated: isoDate,
  intro: requiredText(2000, t.legal.required, true),
  body: requiredText(40_000, t.legal.required, true),
  // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
  titleAr: text(120),
  descriptionAr: text(300),
  introAr: text(2000, true),
  bodyAr: text(40_000, true),
});
/** A news article's address: lowercase words joined by single hyphens (docs/decisions/026). */
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A body past this is refused: some 8,000 words, four times the longest article. */
export const MAX_NEWS_BODY = 50_000;

/** The address a title suggests: "New XLPE Line!" is new-xlpe-line (Latin letters and digits only). */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

const n = t.news;

/**
 * A news article, English texts (docs/decisions/026). The body is Markdown; the server also
 * refuses links and images its renderer would drop (markdownProblems), a check the browser
 * cannot run without the parser. The publish time is typed as UTC, to the minute.
 */
export const newsFormSchema = z
  .object({
    title: requiredText(200, n.required),
    slug: text(80),
    excerpt: requiredText(500, n.required),
    body: z
      .string({ error: n.required })
      .default("")
      .transform((value) => clean(value, true))
      .pipe(
        z
          .string()
          .min(1, n.required)
          .max(
            MAX_NEWS_BODY,
            format(t.common.tooLong, {
              field: n.fieldBody.replace(" *", ""),
              max: MAX_NEWS_BODY.toLocaleString("en-US"),
            }),
          ),
      ),
    author: requiredText(120, n.required),
    category: requiredText(120, n.required),
    status: z.enum(["draft", "published"]).default("draft"),
    publishAt: z
      .string({ error: n.publishAtInvalid })
      .default("")
      .transform((value, ctx) => {
        const match =
          /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(
            value.trim(),
          );
        const date = match ? new Date(`${value.trim()}Z`) : undefined;
        // Date() rolls 2026-02-31 over to March: the parts must read back as typed.
        if (
          !match ||
          !date ||
          Number.isNaN(date.getTime()) ||
          date.toISOString().slice(0, 16) !== value.trim().slice(0, 16)
        ) {
          ctx.addIssue({ code: "custom", message: n.publishAtInvalid });
          return z.NEVER;
        }
        return date;
      }),
    featured: checkbox,
    readMinutes: numberField(n.fieldReadMinutes, {
      integer: true,
      min: 1,
      max: 120,
      missing: null,
    }),
    seoTitle: text(200),
    seoDescription: text(500),
    // The Arabic beside the English (docs/decisions/041): optional, same limits and cleaning.
    titleAr: text(200),
    excerptAr: text(500),
    bodyAr: z
      .string()
      .default("")
      .transform((value) => clean(value, true))
      .pipe(
        z.string().max(
          MAX_NEWS_BODY,
          format(t.common.tooLong, {
            field: format(t.arabic.label, {
              label: n.fieldBody.replace(" *", ""),
            }),
            max: MAX_NEWS_BODY.toLocaleString("en-US"),
          }),
        ),
      ),
    authorAr: text(120),
    categoryAr: text(120),
    seoTitleAr: text(200),
    seoDescriptionAr: text(500),
  })
  .transform((value, ctx) => {
    const slug = value.slug || slugFromTitle(value.title);
    if (!NEWS_SLUG.test(slug)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: n.slugInvalid });
      return z.NEVER;
    }
    return { ...value, slug };
  });

/** The inbox's retention: one of the offered periods, nothing else (a missing or odd value too). */
export const inboxRetentionFormSchema = z.object({
  retention: z.enum(INBOX_RETENTION_CHOICES, {
    error: t.inbox.retentionInvalid,
  }),
});

const st = t.settings;

/** A required one-line text of the company form, its messages naming the field. */
const companyText = (field: string, max: number) =>
  z
    .string({ error: format(st.required, { field }) })
    .default("")
    .transform((value) => clean(value, false))
    .pipe(
      z
        .string()
        .min(1, format(st.required, { field }))
        .max(max, format(st.tooLong, { field, max })),
    );

/**
 * A phone as printed, in international format: "+", a country code, then groups of digits
 * separated by single spaces or hyphens ("+20 3 459 1200"), 8 to 15 digits in all (E.164's
 * longest). Its tel: link dials the digits (telDigits).
 */
const PHONE = /^\+\d+(?:[ -]\d+)*$/;
export function isPhone(value: string): boolean {
  if (value.length > 30) return false;
  const digits = value.replace(/\D/g, "").length;
  return PHONE.test(value) && digits >= 8 && digits <= 15;
}

const companyPhone = (field: string) =>
  companyText(field, 30).refine(isPhone, format(st.phoneInvalid, { field }));

const MAX_SALES_PHONES = 6;

/** The sales phones, one per line (empty lines ignored), each in international format. */
const salesPhones = z
  .string({ error: st.phonesMissing })
  .default("")
  .transform((value, ctx) => {
    const lines = cleanMultiline(value)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0)
      ctx.addIssue({ code: "custom", message: st.phonesMissing });
    else if (lines.length > MAX_SALES_PHONES)
      ctx.addIssue({
        code: "custom",
        message: format(st.phonesTooMany, { max: MAX_SALES_PHONES }),
      });
    else {
      const bad = lines.findIndex((line) => !isPhone(line));
      if (bad < 0) return lines;
      ctx.addIssue({
        code: "custom",
        message: format(st.phoneLineInvalid, {
          line: bad + 1,
          value: lines[bad]!.slice(0, 40),
        }),
      });
    }
    return z.NEVER;
  });

const companyEmail = (field: string) =>
  companyText(field, 254).pipe(z.email(format(st.emailInvalid, { field })));

/**
 * A link the public pages put in an href: https only (never javascript:, data: or http:), a host
 * with a dot, no user name or password in it.
 */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" &&
      url.hostname.includes(".") &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

/** A company text's Arabic twin (docs/decisions/041): optional, cleaned and capped as the English. */
const companyTextAr = (field: string, max: number) => {
  const named = format(t.arabic.label, { label: field });
  return z
    .string()
    .default("")
    .transform((value) => clean(value, false))
    .pipe(z.string().max(max, format(st.tooLong, { field: named, max })));
};

const companyLink = (field: string) =>
  companyText(field, 500).refine(
    isHttpsLink,
    format(st.linkInvalid, { field }),
  );

/** A coordinate in decimal degrees, read strictly (strict-number.ts) and within its range. */
const coordinate = (field: string, limit: number) =>
  z
    .string({ error: format(st.required, { field }) })
    .default("")
    .transform((value, ctx) => {
      if (value.trim() === "") {
        ctx.addIssue({
          code: "custom",
          message: format(st.required, { field }),
        });
        return z.NEVER;
      }
      const parsed = readNumber(field, value, {
        integer: false,
        min: -limit,
        max: limit,
      });
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });

/**
 * The company's details (Admin > Company details, docs/decisions/028): every field required, plain
 * text shown as text. The address lines and the hours are the English texts; a bad value anywhere
 * saves nothing.
 */
export const companySettingsSchema = z.object({
  officePhone: companyPhone(st.officePhone),
  salesPhones,
  salesEmail: companyEmail(st.salesEmail),
  infoEmail: companyEmail(st.infoEmail),
  authorEmail: companyEmail(st.authorEmail),
  street: companyText(st.street, 200),
  city: companyText(st.city, 120),
  region: companyText(st.region, 120),
  country: companyText(st.country, 120),
  postalCode: companyText(st.postalCode, 20).refine(
    (value) => /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(value),
    st.postalCodeInvalid,
  ),
  latitude: coordinate(st.latitude, 90),
  longitude: coordinate(st.longitude, 180),
  businessHours: companyText(st.businessHours, 200),
  streetAr: companyTextAr(st.street, 200),
  cityAr: companyTextAr(st.city, 120),
  regionAr: companyTextAr(st.region, 120),
  countryAr: companyTextAr(st.country, 120),
  businessHoursAr: companyTextAr(st.businessHours, 200),
  facebook: companyLink(st.facebook),
  linkedin: companyLink(st.linkedin),
  whatsapp: companyLink(st.whatsapp),
});

/** Admin users (docs/decisions/034): a username people type to sign in, so a plain one. */
const userMessages = t.users;
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

export const userRoleField = z.enum(ROLES, { error: userMessages.roleInvalid });

export const userCreateFormSchema = z.object({
  username: z
    .string()
    .default("")
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, userMessages.usernameRequired)
        .min(3, userMessages.usernameShort)
        .max(64, userMessages.usernameLong)
        .regex(USERNAME_PATTERN, userMessages.usernameChars),
    ),
  // Cleaned first (requiredText's own cap is far above), so a long name is told as too long.
  displayName: requiredText(10_000, userMessages.nameRequired).pipe(
    z.string().max(100, userMessages.nameLong),
  ),
  email: z
    .string()
    .default("")
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, userMessages.emailRequired)
        .max(254, userMessages.emailInvalid)
        .pipe(z.email(userMessages.emailInvalid)),
    ),
  role: z.string().default("").pipe(userRoleField),
});
export type UserCreateForm = z.infer<typeof userCreateFormSchema>;

/** The set-password page's form: the new password twice (the policy's other rules are the server's). */
export const setPasswordFormSchema = z
  .object({
    ...newPasswordFields,
  })
  .refine(...repeatedAlike);
