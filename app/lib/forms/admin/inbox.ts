import { z } from "zod";
import { INBOX_RETENTION_CHOICES } from "~/lib/content/inbox-retention";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** The inbox's retention: one of the offered periods, nothing else (a missing or odd value too). */
export const inboxRetentionFormSchema = z.object({
  retention: z.enum(INBOX_RETENTION_CHOICES, {
    error: t.inbox.retentionInvalid,
  }),
});
