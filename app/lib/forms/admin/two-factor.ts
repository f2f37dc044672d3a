import { z } from "zod";
import { adminMessages } from "~/locales/admin";

const t = adminMessages;

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
        .max(64, t.twoFactor.wrongCode),
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
        .max(256, t.twoFactor.wrongPassword),
    ),
  code: z
    .string()
    .default("")
    .pipe(
      z
        .string()
        .trim()
        .min(1, t.twoFactor.codeRequired)
        .max(64, t.twoFactor.wrongCode),
    ),
});

/** Sign-in security on /admin/settings: the box posts "on" when ticked, nothing when not. */
export const signInSecuritySchema = z.object({
  twoFactorRequired: z.literal("on", t.settings.securityInvalid).optional(),
});
