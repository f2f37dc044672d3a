import { z } from "zod";
import { text, requiredText } from "./common";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

export const clientFormSchema = z.object({
  name: requiredText(200, t.clients.required),
  industry: requiredText(120, t.clients.required),
  description: requiredText(2000, t.clients.required, true),
  // The company's name stays as it writes it; only the descriptive words have Arabic (decision 041).
  industryAr: text(120),
  descriptionAr: text(2000, true),
});
