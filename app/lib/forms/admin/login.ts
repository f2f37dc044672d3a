import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { adminMessages } from "~/locales/admin";
import { twoFactorFields } from "./two-factor";

const t = adminMessages.login;

/** The sign-in's first step: its limits, for the schema and the inputs alike (decision 009). */
export const loginFields = {
  username: { required: true, maxLength: 64 },
  password: { required: true, type: "password", maxLength: 256 },
} as const satisfies FieldSpecs;

export const loginSchema = z.object({
  username: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .trim()
        .min(1, t.usernameRequired)
        .max(loginFields.username.maxLength),
    ),
  password: z
    .string()
    .default("")
    .pipe(
      z.string().min(1, t.passwordRequired).max(loginFields.password.maxLength),
    ),
  redirectTo: z.string().optional(),
});

/** The second step: a 6-digit code or a recovery code (xxxx-xxxx-xxxx-xxxx), whatever was typed. */
export const loginCodeSchema = z.object({
  code: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .trim()
        .min(1, t.codeRequired)
        .max(twoFactorFields.code.maxLength, t.codeWrong),
    ),
  redirectTo: z.string().optional(),
});
