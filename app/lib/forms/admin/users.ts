import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { requiredText } from "./common";
import { ROLES } from "~/lib/roles";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** Admin users (docs/decisions/034): a username people type to sign in, so a plain one. */
const userMessages = t.users;
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

export const userRoleField = z.enum(ROLES, { error: userMessages.roleInvalid });

/** The new user's fields: their limits, for the schema and the inputs alike (decision 009). */
export const userCreateFields = {
  username: { required: true, maxLength: 64 },
  displayName: { required: true, maxLength: 100 },
  email: { required: true, type: "email", maxLength: 254 },
} as const satisfies FieldSpecs;
const f = userCreateFields;

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
        .max(f.username.maxLength, userMessages.usernameLong)
        .regex(USERNAME_PATTERN, userMessages.usernameChars),
    ),
  // Cleaned first (requiredText's own cap is far above), so a long name is told as too long.
  displayName: requiredText(
    { maxLength: 10_000 },
    userMessages.nameRequired,
  ).pipe(z.string().max(f.displayName.maxLength, userMessages.nameLong)),
  email: z
    .string()
    .default("")
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, userMessages.emailRequired)
        .max(f.email.maxLength, userMessages.emailInvalid)
        .pipe(z.email(userMessages.emailInvalid)),
    ),
  role: z.string().default("").pipe(userRoleField),
});
export type UserCreateForm = z.infer<typeof userCreateFormSchema>;
