import { z } from "zod";
import { cleanLine, cleanMultiline } from "~/lib/clean-text";
import { INBOX_RETENTION_CHOICES } from "~/lib/inbox-retention";
import { parseStrictNumber, type StrictNumberOptions } from "~/lib/strict-number";
import { format } from "~/locales";
import { adminMessages } from "~/locales/admin";

/**
 * The admin forms' schemas: the browser checks them before sending (the spec's toasts), the server
 * checks them again as the authority. Input arrives as form text; these turn it into clean values.
 */
const t = adminMessages;

/** Cleans (see clean-text.ts) and trims; multi-line fields keep their line breaks. */
const clean = (value: string, multiline: boolean) => (multiline ? cleanMultiline(value) : cleanLine(value)).trim();

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
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
  .optional()
  .transform((value) => value === "on" || value === "true");

export const categoryFormSchema = z
  .object({
    name: requiredText(120, t.categories.nameRequired),
    isSubcategory: checkbox,
    parentId: text(120),
  })
  .superRefine((value, ctx) => {
    if (value.isSubcategory && !value.parentId) {
      ctx.addIssue({ code: "custom", path: ["parentId"], message: t.categories.parentRequired });
    }
  })
  .transform((value) => ({
    name: value.name,
    parentId: value.isSubcategory ? value.parentId : null,
  }));

export const subcategoryFormSchema = z.object({
  name: requiredText(120, t.subcategories.nameRequired),
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
  return z
    .string()
    .default("[]")
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
function numberField<T extends number | null>(field: string, options: StrictNumberOptions & { missing: T }) {
  return z
    .string()
    .optional()
    .transform((value, ctx): number | T => {
      if (value === undefined || value.trim() === "") return options.missing;
      const parsed = parseStrictNumber(value, options);
      if (parsed.ok) return parsed.value;
      const messages = {
        empty: t.common.numberEmpty,
        notNumber: t.common.numberInvalid,
        notInteger: t.common.numberNotInteger,
        tooSmall: t.common.numberTooSmall,
        tooLarge: t.common.numberTooLarge,
      };
      ctx.addIssue({
        code: "custom",
        message: format(messages[parsed.error], {
          field,
          value: value.trim().slice(0, 40),
          min: options.min.toLocaleString("en-US"),
          max: options.max.toLocaleString("en-US"),
        }),
      });
      return z.NEVER;
    });
}

/** Spec: quantity is an integer "falling back to 0" when not given or left empty; anything typed is parsed strictly. */
const quantity = numberField(t.products.quantityField, { integer: true, min: 0, max: 1_000_000_000, missing: 0 });

/** Spec: conductors is an optional integer (empty means none). */
const conductors = numberField(t.products.conductorsField, { integer: true, min: 1, max: 9999, missing: null });

export const productFormSchema = z
  .object({
    name: requiredText(200, t.products.required),
    category: requiredText(120, t.products.required),
    description: text(5000, true),
    subcategory: text(120),
    quantity,
    unit: text(40),
    // Spec default: in stock. The form always sends "true" or "false".
    inStock: z
      .union([z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
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
    applications: jsonList(
      z
        .string()
        .transform((value) => clean(value, false))
        .pipe(z.string().min(1).max(300)),
      50,
    ),
  })
  .transform((value) => ({
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
  }));

export const certificationIconNames = ["Award", "Shield", "CheckCircle", "Star"] as const;

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
});

export const clientFormSchema = z.object({
  name: requiredText(200, t.clients.required),
  industry: requiredText(120, t.clients.required),
  description: requiredText(2000, t.clients.required, true),
});

/** The inbox's retention: one of the offered periods, nothing else (a missing or odd value too). */
export const inboxRetentionFormSchema = z.object({
  retention: z.enum(INBOX_RETENTION_CHOICES, { error: t.inbox.retentionInvalid }),
});
