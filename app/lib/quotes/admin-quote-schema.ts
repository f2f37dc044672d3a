import * as z from "zod/mini";
import { cleanMultiline } from "~/lib/forms/clean-text";
import type { FieldSpecs } from "~/lib/forms/fields";
import { adminMessages } from "~/locales/admin";

/** The admin's handling of a quote request: its status and internal notes (shared by form and server). */
export const QUOTE_STATUSES = [
  "new",
  "in_progress",
  "quoted",
  "won",
  "lost",
] as const;

const t = adminMessages.quotes;

/** The handling form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const quoteHandlingFields = {
  internalNotes: { maxLength: 10_000, multiline: true },
} as const satisfies FieldSpecs;

export const quoteHandlingSchema = z.object({
  status: z.enum(QUOTE_STATUSES, t.statusInvalid),
  internalNotes: z._default(
    z.string().check(
      z.overwrite((value: string) => cleanMultiline(value)),
      z.trim(),
      z.maxLength(quoteHandlingFields.internalNotes.maxLength, t.notesTooLong),
    ),
    "",
  ),
});
