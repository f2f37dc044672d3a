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
    message:
      "Server modules are imported by route modules only (ARCHITECTURE.md, Layout).",
  },
  components: {
    regex: "^(~/components/|\\.{1,2}/(.*/)?components/)",
    message:
      "Server modules and app/lib never import components (ARCHITECTURE.md, Layout).",
  },
  routes: {
    regex: "^(~/routes/|\\.{1,2}/(.*/)?routes/)",
    message: "Nothing imports a route module but the route table.",
  },
  siteComponents: {
    regex: "^(~/components/site/|\\.{1,2}/(.*/)?(components/)?site/)",
    message:
      "Admin code does not import public components: move a shared piece to components/ui or lib.",
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
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: rules.map(({ regex, message }) => ({ regex, message })) },
      ],
    },
  };
}

export const importDirections = [
  restrict(
    ["app/lib/**"],
    forbidden.server,
    forbidden.components,
    forbidden.routes,
  ),
  restrict(["app/server/**"], forbidden.components, forbidden.routes),
  restrict(
    ["app/components/ui/**", "app/components/forms/**"],
    forbidden.server,
    forbidden.routes,
    forbidden.siteComponents,
    forbidden.adminComponents,
  ),
  restrict(
    ["app/components/site/**"],
    forbidden.server,
    forbidden.routes,
    forbidden.adminComponents,
  ),
  restrict(["app/routes/site/**"], forbidden.adminComponents),
  // The admin's dialogs describe the rows the server gives them: `import type` from a server module
  // is allowed there (erased from the build), so a row type is written once (issue 34).
  {
    files: ["app/components/admin/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { ...forbidden.server, allowTypeImports: true },
            forbidden.routes,
            forbidden.siteComponents,
          ].map(({ regex, message, allowTypeImports }) => ({
            regex,
            message,
            ...(allowTypeImports ? { allowTypeImports } : {}),
          })),
        },
      ],
    },
  },
  restrict(["app/routes/admin/**"], forbidden.siteComponents),
  restrict(["app/locales/**"], forbidden.components, forbidden.routes),
];

/**
 * No browser code imports a copy module (decision 042): the server picks every piece of copy for
 * the request's language and sends a page only its own sections, so a module of English or Arabic
 * words imported by a component, a route's page or app/lib would ship one language to every page.
 * Type-only imports are erased and allowed. Allowed to import them: server modules, the locales'
 * own server tables, tests, the admin (English only, never on public pages), and server-only
 * routes (resources, the API: no page). The error screen's tiny English block must render with
 * no copy at all. (Every copy module is a section now: the tools, the quote basket and the visitor
 * forms were the last, decision 042.)
 */

const copyImports = {
  files: ["app/**/*.{ts,tsx}"],
  ignores: [
    "**/*.server.ts",
    "**/*.test.{ts,tsx}",
    "app/locales/en/**",
    "app/locales/ar/**",
    // The lazy code's copy per language, one dynamic entry each (app/locales/lazy/finder.ts); a
    // static import of them is caught by the pattern below like any catalogue module.
    "app/locales/lazy/en/**",
    "app/locales/lazy/ar/**",
    "app/routes/admin/**",
    "app/components/admin/**",
    "app/routes/resources/**",
    "app/routes/api/**",
  ],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex:
              "^(~/locales/|\\.{1,2}/(.*/)?)(en|ar)/(?!.*\\.server$)(?!error-screen$)(?!admin$)",
            allowTypeImports: true,
            message:
              "Browser code reads copy through useCopy()/useMessages(): the server picks the language and the page's sections (decision 042).",
          },
        ],
      },
    ],
  },
};

/**
 * The browser runs on Preact (decision 002), which lacks React 19's `use()`, `useActionState`,
 * `useFormStatus` and `useOptimistic`, and a function as a form's `action`: the build would pass
 * and the page would break only in the browser. Written down in decision 002; enforced here.
 */
const REACT_19_ONLY = "^(use|useActionState|useFormStatus|useOptimistic)$";
const preactSelectors = [
  {
    selector: `ImportDeclaration[source.value=/^(react|react-dom|preact\\/compat)$/] > ImportSpecifier[imported.name=/${REACT_19_ONLY}/]`,
    message:
      "Preact has no use/useActionState/useFormStatus/useOptimistic (decision 002): use the route's action and useFetcher/useNavigation.",
  },
  {
    selector: `MemberExpression[object.name=/^(React|ReactDOM)$/][property.name=/${REACT_19_ONLY}/]`,
    message:
      "Preact has no use/useActionState/useFormStatus/useOptimistic (decision 002): use the route's action and useFetcher/useNavigation.",
  },
  {
    selector:
      "JSXAttribute[name.name=/^(action|formAction)$/] > JSXExpressionContainer > :matches(ArrowFunctionExpression, FunctionExpression)",
    message:
      "A function as a form's action is React 19 only (decision 002): post to the route's action.",
  },
];
const preactApis = {
  files: ["app/**/*.{ts,tsx}"],
  rules: { "no-restricted-syntax": ["error", ...preactSelectors] },
};

/**
 * A dynamic `import()` escapes the rule above (it checks import declarations), so catalogue modules
 * may be imported that way only by ~/locales/lazy/*: the copy of lazily loaded code (the finder, the
 * compare tray), one chunk per language, chosen by the page's locale (decision 042).
 */
const lazyCopyImports = {
  files: ["app/**/*.{ts,tsx}"],
  ignores: [...copyImports.ignores, "app/locales/lazy/**"],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector:
          "ImportExpression[source.value=/(^~\\/locales\\/|^\\.{1,2}\\/(.*\\/)?)(en|ar)\\/(?!.*\\.server$)/]",
        message:
          "Copy of lazy code loads through ~/locales/lazy/* (one chunk per language); other browser code reads useCopy()/useMessages() (decision 042).",
      },
      // The same key as preactApis: a later config's setting replaces an earlier one's for a file.
      ...preactSelectors,
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-react/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "drizzle/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React code lives in app/ alone: the hooks rules (the React Compiler's analysis, the costliest
    // part of lint) and the JSX accessibility rules have nothing to read in tests/, scripts/ or
    // server.ts.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  ...importDirections,
  copyImports,
  preactApis,
  lazyCopyImports,
  {
    files: ["server.ts", "scripts/**", "tests/**", "**/*.test.ts"],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
