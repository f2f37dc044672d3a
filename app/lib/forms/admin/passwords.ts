import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/** The password forms' fields: their limits, for the schemas and the inputs alike (decision 009). */
export const passwordFields = {
  currentPassword: { required: true, type: "password", maxLength: 256 },
  newPassword: { required: true, type: "password", maxLength: 256 },
  confirmPassword: { required: true, type: "password", maxLength: 256 },
} as const satisfies FieldSpecs;
const f = passwordFields;

/** A new password and its repeat, as My Account and the set-password page both ask for them. */
const newPasswordFields = {
  newPassword: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .min(1, t.account.newRequired)
        .refine((value) => [...value].length >= 12, t.account.problems.short)
        .refine(
          (value) => [...value].length <= f.newPassword.maxLength,
          t.account.problems.long,
        ),
    ),
  confirmPassword: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .min(1, t.account.confirmRequired)
        .max(f.confirmPassword.maxLength),
    ),
};
const repeatedAlike: [
  (value: { newPassword: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.newPassword === value.confirmPassword,
  { message: t.account.mismatch, path: ["confirmPassword"] },
];

/**
 * The password change (/admin/account). The browser checks presence, length and the repeat; the
 * server also checks the list of common passwords (app/server/auth/password-policy.server.ts).
 */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: z
      .string()
      .default("")
      .pipe(
        z
          .string()
          .min(1, t.account.currentRequired)
          .max(f.currentPassword.maxLength),
      ),
    ...newPasswordFields,
  })
  .refine(...repeatedAlike);

/** The set-password page's form: the new password twice (the policy's other rules are the server's). */
export const setPasswordFormSchema = z
  .object({
    ...newPasswordFields,
  })
  .refine(...repeatedAlike);
