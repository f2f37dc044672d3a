import { eq } from "drizzle-orm";
import { getDb } from "../db/client.server";
import { settings } from "../db/schema.server";

/**
 * "An administrator can require two-factor sign-in for every account" (issue 19): one row of the
 * settings table. Read by the admin guard on every request (a primary-key lookup), so it lives
 * apart from the TOTP code, which the guard does not need.
 */
const KEY = "two_factor_required";

export function isTwoFactorRequired(): boolean {
  return (
    getDb()
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, KEY))
      .get()?.value === "1"
  );
}

export function setTwoFactorRequired(required: boolean): void {
  const value = required ? "1" : "0";
  getDb()
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
    .run();
}
