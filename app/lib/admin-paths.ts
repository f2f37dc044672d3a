/**
 * Every signed-in admin screen, one address each (a category's subcategories shown by one of
 * them). The login and set-password pages are reached without a session and checked as such.
 * The browser tests (guards, roles, narrow screens) and `npm run check:outside` read this one list;
 * admin-paths.test.ts keeps it equal to the admin layout's routes in app/routes.ts.
 */
export const adminScreenPaths = [
  "/admin",
  "/admin/categories",
  "/admin/categories/stranded",
  "/admin/products",
  "/admin/products/import",
  "/admin/certifications",
  "/admin/clients",
  "/admin/faq",
  "/admin/settings",
  "/admin/home",
  "/admin/about",
  "/admin/pages",
  "/admin/news",
  "/admin/jobs",
  "/admin/downloads",
  "/admin/messages",
  "/admin/applications",
  "/admin/quotes",
  "/admin/metal-prices",
  "/admin/account",
  "/admin/audit",
  "/admin/users",
] as const;
