import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { text, requiredText } from "./common";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** The form's fields: their limits, for the schema and the inputs alike (decision 009). */
export const clientFields = {
  name: { required: true, maxLength: 200 },
  industry: { required: true, maxLength: 120 },
  description: { required: true, maxLength: 2000, multiline: true },
  industryAr: { maxLength: 120 },
  descriptionAr: { maxLength: 2000, multiline: true },
} as const satisfies FieldSpecs;

export const clientFormSchema = z.object({
  name: requiredText(clientFields.name, t.clients.required),
  industry: requiredText(clientFields.industry, t.clients.required),
  description: requiredText(clientFields.description, t.clients.required),
  // The company's name stays as it writes it; only the descriptive words have Arabic (decision 041).
  industryAr: text(clientFields.industryAr),
  descriptionAr: text(clientFields.descriptionAr),
});
