import { z } from "zod";
import { requiredText } from "./common";
import { ROLES } from "~/lib/roles";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

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
