/**
 * The admin roles (issue 19, docs/decisions/034). Shared by the server's guard and the admin
 * navigation, which hides what a role cannot open; the server alone decides.
 */
export const ROLES = ["administrator", "editor"] as const;
export type Role = (typeof ROLES)[number];

/** An administrator may do everything an editor may. */
const RANK: Record<Role, number> = { editor: 1, administrator: 2 };

export function hasRole(role: Role, needed: Role): boolean {
  return RANK[role] >= RANK[needed];
}

/**
 * The admin screens only administrators open; everything else under /admin is for editors too.
 * The admin guard (app/server/auth/admin-guard.server.ts) reads the role a request needs from here,
 * and app/routes/admin-roles.test.ts holds every admin route module to it.
 */
export const ADMINISTRATOR_PATHS = [
  "/admin/users",
  "/admin/settings",
  "/admin/audit",
  // The day's metal prices (issue 37): administrators until a pricing permission lets editors in.
  "/admin/metal-prices",
] as const;

/**
 * The role an admin address needs: its screen's, and a resource beside the screen ("/admin/audit.csv"
 * beside "/admin/audit") needs the same.
 */
export function roleForPath(path: string): Role {
  return ADMINISTRATOR_PATHS.some(
    (prefix) =>
      path === prefix ||
      path.startsWith(`${prefix}/`) ||
      path.startsWith(`${prefix}.`),
  )
    ? "administrator"
    : "editor";
}
