import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * What a new admin password must be (issue 19): at least 12 characters, and none of the 49,233
 * common passwords of zxcvbn-ts's list (leaked-password corpora, ranked by frequency), nor one of
 * them with digits and symbols added at the ends ("Qwertyuiop123!"), nor the username.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

let common: Set<string> | undefined;

/** The list, lower-cased; built on first use so that a start does not pay for it. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary["passwords-common"].map((word) => word.toLowerCase()),
  );
  return common;
}

export type PasswordProblem = "short" | "long" | "common" | "username";

export function passwordProblem(
  password: string,
  username: string,
): PasswordProblem | null {
  // Counted in characters a person typed, not UTF-16 units.
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return "short";
  if (length > MAX_PASSWORD_LENGTH) return "long";
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  if (name && lower.includes(name) && name.length >= 3) return "username";
  const list = commonPasswords();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, "");
  if (list.has(lower) || (core.length > 0 && list.has(core))) return "common";
  // The same character over and over, or a run such as 123456789012, is no password either.
  if (new Set(lower).size <= 3) return "common";
  return null;
}
