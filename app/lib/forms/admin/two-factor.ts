import { z } from "zod";
import type { FieldSpecs } from "~/lib/forms/fields";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

/**
 * The two-factor forms' fields (and the sign-in's code step): their limits, for the schemas and the
 * inputs alike (decision 009). A code is 6 digits or a recovery code, 64 characters at most.
 */
export const twoFactorFields = {
  code: { required: true, maxLength: 64 },
  currentPassword: { required: true, type: "password", maxLength: 256 },
} as const satisfies FieldSpecs;
const f = twoFactorFields;

/** A two-factor code on /admin/account: 6 digits from the app (or, where allowed, a recovery code). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .trim()
        .min(1, t.twoFactor.codeRequired)
        .max(f.code.maxLength, t.twoFactor.wrongCode),
    ),
});

/** Turning two-factor sign-in off: the current password and a code. */
export const twoFactorDisableSchema = z.object({
  currentPassword: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .min(1, t.twoFactor.passwordRequired)
        .max(f.currentPassword.maxLength, t.twoFactor.wrongPassword),
    ),
  code: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .trim()
        .min(1, t.twoFactor.codeRequired)
        .max(f.code.maxLength, t.twoFactor.wrongCode),
    ),
});

/** Sign-in security on /admin/settings: the box posts "on" when ticked, nothing when not. */
export const signInSecuritySchema = z.object({
  twoFactorRequired: z.literal("on", t.settings.securityInvalid).optional(),
});
