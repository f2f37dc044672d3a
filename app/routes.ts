import {
  type RouteConfig,
  index,
  layout,
  prefix,
  route,
} from "@react-router/dev/routes";

/**
 * The route table: the spec's routes one to one (section 2), then what the real product adds:
 * article pages, the admin inbox, and non-UI resources (datasheets, downloads, uploads, SEO files).
 */
export default [
  // Every public page answers at its English address and under /ar (docs/decisions/043): one
  // optional segment on the site layout, not a second copy of the table (the manifest every page
  // loads would double, decision 031). The layout's loader answers 404 for any other first segment
  // ("/fr/products") and for "/ar/admin/...".
  route(":lang?", "routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("products", "routes/site/products.tsx"),
    route("product/:id", "routes/site/product.tsx"),
    route("compare", "routes/site/compare.tsx"),
    route("categories/:categoryId/:subcategoryId?", "routes/site/category.tsx"),
    route("about", "routes/site/about.tsx"),
    route("certifications", "routes/site/certifications.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("quality-control", "routes/site/quality-control.tsx"),
    route("downloads", "routes/site/downloads.tsx"),
    route("news", "routes/site/news.tsx"),
    route("news/:slug", "routes/site/news-article.tsx"),
    route("careers", "routes/site/careers.tsx"),
    route("quote", "routes/site/quote.tsx"),
    route("quote/sent/:token", "routes/site/quote-sent.tsx"),
    // The three legal pages are one module; each keeps the route id it had as a module of its own.
    route("privacy-policy", "routes/site/legal.tsx", {
      id: "routes/site/privacy-policy",
    }),
    route("terms-of-service", "routes/site/legal.tsx", {
      id: "routes/site/terms-of-service",
    }),
    route("cookie-policy", "routes/site/legal.tsx", {
      id: "routes/site/cookie-policy",
    }),
    route("tools/cable-sizing", "routes/site/cable-sizing.tsx"),
    route("tools/designation", "routes/site/designation.tsx"),
    // An article as visitors will see it, in the site's frame, before it is public: signed-in
    // admins only, never cached (the render cache skips /admin).
    route("admin/news/:id/preview", "routes/site/news-preview.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin/keepalive", "routes/admin/keepalive.ts"),
  // The one-time link a new user sets their password with: no session needed (decision 034).
  route("admin/set-password/:token", "routes/admin/set-password.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("categories", "routes/admin/categories.tsx"),
      route("categories/:categoryId", "routes/admin/subcategories.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("products/import", "routes/admin/products-import.tsx"),
      route("certifications", "routes/admin/certifications.tsx"),
      route("clients", "routes/admin/clients.tsx"),
      route("faq", "routes/admin/faq.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("home", "routes/admin/home.tsx"),
      route("about", "routes/admin/about.tsx"),
      route("pages", "routes/admin/pages.tsx"),
      route("news", "routes/admin/news.tsx"),
      route("jobs", "routes/admin/jobs.tsx"),
      route("downloads", "routes/admin/downloads.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("applications", "routes/admin/applications.tsx"),
      route("quotes", "routes/admin/quotes.tsx"),
      route("metal-prices", "routes/admin/metal-prices.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("users", "routes/admin/users.tsx"),
    ]),
  ]),

  // The documents whose language follows the address (decision 036) answer under /ar as well.
  route(":lang?/product/:id/datasheet.pdf", "routes/resources/datasheet.ts"),
  route(":lang?/downloads/:file", "routes/resources/download-file.ts"),
  route("uploads/:file", "routes/resources/upload-file.ts"),
  route("admin/applications/:id/cv", "routes/admin/application-cv.ts"),
  route("admin/quotes.csv", "routes/admin/quotes-csv.ts"),
  route("admin/audit.csv", "routes/admin/audit-csv.ts"),
  route("admin/products/export.csv", "routes/admin/products-export-csv.ts"),
  route("admin/products/export.xlsx", "routes/admin/products-export-xlsx.ts"),
  route(
    ":lang?/quote/sent/:token/request.pdf",
    "routes/resources/quote-pdf.ts",
  ),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("news/feed.xml", "routes/resources/news-feed.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route(".well-known/security.txt", "routes/resources/security-txt.ts"),
  route("product/:id/image.png", "routes/resources/product-image.ts"),
  route("product/:id/cross-section.svg", "routes/resources/product-drawing.ts"),

  // The public, read-only catalogue API (docs/api.md).
  route("api/v1/products", "routes/api/products.ts"),
  route("api/v1/products/:id", "routes/api/product.ts"),
  route("api/v1/cable-sizing", "routes/api/cable-sizing.ts"),
  route("api/v1/designation", "routes/api/designation.ts"),
] satisfies RouteConfig;
