import { admin } from "./en/admin";

/**
 * The admin area's copy. It is kept out of the shared catalogue (`useMessages()`), so the public
 * pages do not ship it in their JavaScript; Arabic would add `ar/admin/` beside it.
 */
export type AdminMessages = typeof admin;

export function useAdminMessages(): AdminMessages {
  return admin;
}

/** The same copy for server code (actions, schemas, uploads). */
export const adminMessages: AdminMessages = admin;
