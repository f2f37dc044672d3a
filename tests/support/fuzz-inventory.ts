/**
 * What the fuzz tests cover, by route module (app/routes.ts). app/routes/fuzz-inventory.test.ts
 * fails when a route module exports an action, or reads URL params or the query string, and is
 * not listed here: a new form or parameter gets a fuzz test before it ships.
 */
export const FUZZED_ACTIONS: Readonly<Record<string, string>> = {
  "routes/site/contact.tsx":
    "fuzz-public.spec.ts: contact, 300 cases (+ malformed bodies, 429 flood)",
  "routes/site/careers.tsx":
    "fuzz-public.spec.ts: careers, 200 cases with hostile CVs and positions (open by link or title, closed, unknown)",
  "routes/site/quote.tsx":
    "fuzz-quote.spec.ts: the basket and request, 250 cases with hostile cookies (+ 429 flood)",
  "routes/site/not-found.tsx":
    "fuzz-public.spec.ts: posts to unknown addresses, 60 cases",
  "routes/admin/login.tsx":
    "admin-fuzz-access.spec.ts: login, 100 cases (+ admin-fuzz-two-factor.spec.ts: the code step with hostile codes and pending-sign-in cookies, 80 cases)",
  "routes/admin/logout.tsx": "admin-fuzz-access.spec.ts: logout, 20 cases",
  "routes/admin/keepalive.ts":
    "admin-auth.spec.ts: keep-alive (reads no body; anonymous, cross-origin and signed-in posts)",
  "routes/admin/categories.tsx":
    "admin-fuzz-categories.spec.ts: categories, 150 cases (+ admin-fuzz-uploads.spec.ts)",
  "routes/admin/subcategories.tsx":
    "admin-fuzz-categories.spec.ts: subcategories, 100 cases",
  "routes/admin/products.tsx":
    "admin-fuzz-products.spec.ts: products with typed attributes, standards and size rows, 200 cases (+ admin-fuzz-uploads.spec.ts)",
  "routes/admin/products-import.tsx":
    "admin-fuzz-import.spec.ts: catalogue dry run and apply, hostile files (not a sheet, old Excel, zip bomb, damaged zip, formulas, oversized, malformed CSV, not UTF-8) and 120 hostile form cases",
  "routes/admin/certifications.tsx":
    "admin-fuzz-content.spec.ts: certifications, 150 cases",
  "routes/admin/clients.tsx":
    "admin-fuzz-content.spec.ts: clients, 150 cases (+ admin-fuzz-uploads.spec.ts)",
  "routes/admin/faq.tsx":
    "admin-fuzz-content.spec.ts: quality FAQ with its Arabic, 150 cases",
  "routes/admin/settings.tsx":
    "admin-fuzz-content.spec.ts: company details, 150 cases (a server of its own) (+ admin-fuzz-two-factor.spec.ts: sign-in security, 40 cases)",
  "routes/admin/home.tsx":
    "admin-fuzz-pages.spec.ts: hero slides and statistics, 100 cases each",
  "routes/admin/about.tsx":
    "admin-fuzz-pages.spec.ts: About texts and values, 100 cases",
  "routes/admin/pages.tsx":
    "admin-fuzz-pages.spec.ts: legal pages with hostile Markdown, 100 cases",
  "routes/admin/news.tsx":
    "admin-fuzz-content.spec.ts: news with Markdown bodies (English and Arabic), slugs and publish times, 150 cases (+ admin-news.spec.ts: a real image)",
  "routes/admin/jobs.tsx":
    "admin-fuzz-content.spec.ts: job openings with their Arabic, close and reopen, 150 cases",
  "routes/admin/downloads.tsx":
    "admin-fuzz-uploads.spec.ts: downloads with their Arabic, 100 cases with hostile PDFs (not a PDF, active, damaged, oversized, empty) and replacements",
  "routes/admin/messages.tsx":
    "admin-fuzz-access.spec.ts: inbox read and retention, 50 cases",
  "routes/admin/applications.tsx":
    "admin-fuzz-access.spec.ts: inbox read and retention, 50 cases",
  "routes/admin/quotes.tsx":
    "admin-fuzz-quotes.spec.ts: quote handling, 100 cases",
  "routes/admin/metal-prices.tsx":
    "admin-metal-prices.spec.ts: the day's metal prices, 100 cases",
  "routes/admin/account.tsx":
    "admin-fuzz-access.spec.ts: my account, password change and session handles, 80 cases (+ admin-fuzz-two-factor.spec.ts: two-factor setup, confirm, new codes and turn-off, 160 cases)",
  "routes/admin/users.tsx":
    "admin-fuzz-users.spec.ts: users and roles, 150 cases (create, new link, role, deactivate, reactivate; + admin-roles.spec.ts: an editor is refused each)",
  "routes/admin/set-password.tsx":
    "admin-fuzz-users.spec.ts: set-password links, 80 cases with hostile tokens and passwords (+ the throttle)",
};

export const FUZZED_PARAMS: Readonly<Record<string, string>> = {
  "routes/site/products.tsx": "?q, ?page, the finder's facets, ranges and sort",
  "routes/site/product.tsx": ":id",
  "routes/site/compare.tsx": "?ids, ?diff, ?q",
  "routes/site/category.tsx":
    ":categoryId, :subcategoryId, ?page, the finder's query",
  "routes/api/products.ts":
    "the finder's query (fuzz-public.spec.ts: api products)",
  "routes/api/product.ts": ":id (fuzz-public.spec.ts: api product)",
  "routes/site/news-article.tsx": ":slug",
  "routes/site/news-preview.tsx":
    ":id and ?locale (admin-fuzz-content.spec.ts: hostile ids and locales signed in, and anonymous)",
  "routes/site/downloads.tsx": "?q, ?tab",
  "routes/site/careers.tsx": "?position",
  "routes/site/cable-sizing.tsx":
    "fuzz-public.spec.ts: every query name, 25 hostile values (answers 200, nothing reflected)",
  "routes/api/cable-sizing.ts":
    "fuzz-public.spec.ts: every query name, 25 hostile values (400 or 422, never a 5xx)",
  "routes/site/designation.tsx": "?code",
  "routes/api/designation.ts": "?code",
  "routes/resources/download-file.ts": ":file",
  "routes/resources/upload-file.ts": ":file",
  "routes/resources/datasheet.ts": ":id",
  "routes/resources/product-image.ts": ":id",
  "routes/resources/product-drawing.ts": ":id, ?v",
  "routes/admin/login.tsx": "?redirectTo (anonymous and signed in)",
  "routes/admin/subcategories.tsx": ":categoryId",
  "routes/admin/products.tsx": "?q, ?page (signed in)",
  "routes/admin/messages.tsx": "?page (signed in)",
  "routes/admin/products-import.tsx":
    "?progress (app/routes/admin/products-import.test.tsx: 40 hostile values, signed in)",
  "routes/admin/applications.tsx": "?page (signed in)",
  "routes/admin/application-cv.ts": ":id",
  "routes/site/quote.tsx": "?added (fuzz-quote.spec.ts)",
  "routes/site/quote-sent.tsx": ":token (fuzz-quote.spec.ts)",
  "routes/resources/quote-pdf.ts": ":token (fuzz-quote.spec.ts)",
  "routes/admin/quotes.tsx": "?page (admin-fuzz-quotes.spec.ts, signed in)",
  "routes/admin/audit.tsx":
    "?user, ?entity, ?from, ?to, ?page (admin-fuzz-access.spec.ts, signed in)",
  "routes/admin/audit-csv.ts":
    "?user, ?entity, ?from, ?to (admin-fuzz-access.spec.ts, signed in)",
  "routes/admin/set-password.tsx":
    ":token (admin-fuzz-users.spec.ts: hostile tokens, anonymous)",
};
