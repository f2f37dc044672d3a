import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { clean, text, requiredText, checkbox, numberField } from "./common";
import { cleanLine } from "~/lib/forms/clean-text";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

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

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const jobFields = {
  title: { required: true, maxLength: 120 },
  department: { required: true, maxLength: 120 },
  location: { required: true, maxLength: 120 },
  type: { required: true, maxLength: 120 },
  experience: { required: true, maxLength: 60 },
  description: { required: true, maxLength: 3000, multiline: true },
  titleAr: { maxLength: 120 },
  departmentAr: { maxLength: 120 },
  locationAr: { maxLength: 120 },
  typeAr: { maxLength: 120 },
  experienceAr: { maxLength: 60 },
  descriptionAr: { maxLength: 3000, multiline: true },
  position: { maxLength: 6, integer: true, min: 1, max: 999 },
} as const satisfies FieldSpecs;

/**
 * A job opening of the Careers page: plain text, English. Requirements are one a line. The title
 * is at most 120 characters, what an application stores as its position (visitor-forms.ts).
 */
export const jobFormSchema = z
  .object({
    title: requiredText(jobFields.title, j.required),
    department: requiredText(jobFields.department, j.required),
    location: requiredText(jobFields.location, j.required),
    type: requiredText(jobFields.type, j.required),
    experience: requiredText(jobFields.experience, j.required),
    description: requiredText(jobFields.description, j.required),
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
    titleAr: text(jobFields.titleAr),
    departmentAr: text(jobFields.departmentAr),
    locationAr: text(jobFields.locationAr),
    typeAr: text(jobFields.typeAr),
    experienceAr: text(jobFields.experienceAr),
    descriptionAr: text(jobFields.descriptionAr),
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
      ...jobFields.position,
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
