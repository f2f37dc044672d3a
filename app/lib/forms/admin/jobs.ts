import { z } from "zod";
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
