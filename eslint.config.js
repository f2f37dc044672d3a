import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The import directions ARCHITECTURE.md draws: route module -> app/server (server) or app/lib
 * (shared); components never import server modules; server modules never import components or
 * routes; app/lib imports none of them; admin and public code do not import each other's
 * components. Each pattern matches the `~/` alias and relative paths alike (a relative path is
 * matched by the folder names it goes through).
 */
const forbidden = {
  server: {
    regex: "^(~/server/|\\.{1,2}/(.*/)?server/)|\\.server(\\.[cm]?[jt]sx?)?$",
    message: "Server modules are imported by route modules only (ARCHITECTURE.md, Layout).",
  },
  components: {
    regex: "^(~/components/|\\.{1,2}/(.*/)?components/)",
    message: "Server modules and app/lib never import components (ARCHITECTURE.md, Layout).",
  },
  routes: {
    regex: "^(~/routes/|\\.{1,2}/(.*/)?routes/)",
    message: "Nothing imports a route module but the route table.",
  },
  siteComponents: {
    regex: "^(~/components/site/|\\.{1,2}/(.*/)?(components/)?site/)",
    message: "Admin code does not import public components: move a shared piece to components/ui or lib.",
  },
  adminComponents: {
    regex: "^(~/components/admin/|\\.{1,2}/(.*/)?(components/)?admin/)",
    message: "Admin code must never ship to public pages.",
  },
};

function restrict(files, ...rules) {
  return {
    files,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: rules.map(({ regex, message }) => ({ regex, message })) }] },
  };
}

export const importDirections = [
  restrict(["app/lib/**"], forbidden.server, forbidden.components, forbidden.routes),
  restrict(["app/server/**"], forbidden.components, forbidden.routes),
  restrict(["app/components/ui/**", "app/components/forms/**"], forbidden.server, forbidden.routes, forbidden.siteComponents, forbidden.adminComponents),
  restrict(["app/components/site/**"], forbidden.server, forbidden.routes, forbidden.adminComponents),
  restrict(["app/routes/site/**"], forbidden.adminComponents),
  restrict(["app/components/admin/**"], forbidden.server, forbidden.routes, forbidden.siteComponents),
  restrict(["app/routes/admin/**"], forbidden.siteComponents),
  restrict(["app/locales/**"], forbidden.components, forbidden.routes),
];

export default tseslint.config(
  { ignores: ["build/", "build-react/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "drizzle/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  ...importDirections,
  {
    files: ["server.ts", "scripts/**", "tests/**", "**/*.test.ts"],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
