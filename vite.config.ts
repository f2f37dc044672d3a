import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";

/**
 * The browser runs on Preact, in development as in production (docs/decisions/002-preact-in-the-browser.md):
 * the same components, about 59 KB gzip less JavaScript per page. The server renders with React
 * itself. `BROWSER_RUNTIME=react` builds (or serves) the browser on React: the way back, kept
 * working by `npm run test:react`.
 */
const PREACT_FOR_REACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

/**
 * Resolves React to Preact in the client environment only: a plain `resolve.alias` would apply to
 * the server's environment too, which must keep React. Dependencies pre-bundled for development
 * (react-router, radix-ui...) are bundled by the optimizer, which does not run Vite plugins: the
 * same mapping goes to it as a plugin of its own.
 */
function preactInTheBrowser(): Plugin {
  const resolveId = {
    filter: {
      id: /^react(?:-dom)?(?:\/client|\/jsx-runtime|\/jsx-dev-runtime)?$/,
    },
    handler(
      this: Rolldown.PluginContext,
      source: string,
      importer: string | undefined,
      options: { kind?: Rolldown.ImportKind },
    ) {
      const replacement = PREACT_FOR_REACT[source];
      return replacement
        ? this.resolve(replacement, importer, { ...options, skipSelf: true })
        : null;
    },
  };
  return {
    name: "cableworks:preact-in-the-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        optimizeDeps: {
          include: Object.values(PREACT_FOR_REACT),
          rolldownOptions: {
            plugins: [
              { name: "cableworks:preact-in-the-browser:deps", resolveId },
            ],
          },
        },
      };
    },
    resolveId,
  };
}

const browserRuntime = process.env.BROWSER_RUNTIME ?? "preact";
if (browserRuntime !== "preact" && browserRuntime !== "react") {
  throw new Error(
    `BROWSER_RUNTIME must be "preact" or "react", not "${browserRuntime}".`,
  );
}

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? {
        rollupOptions: { input: "./http/app.ts" },
        // The server build emits the stylesheet pages link to: target browsers, as the client build does.
        cssTarget: ["chrome111", "edge111", "firefox114", "safari16.4"],
      }
    : {
        assetsInlineLimit: 0,
        sourcemap: process.env.SOURCEMAP === "1",
        rolldownOptions: {
          output: {
            // Every public page needs the framework, the root and the site chrome: one chunk
            // compresses better and costs one request instead of thirty small ones.
            codeSplitting: {
              groups: [
                {
                  name: "site",
                  test: /\/app\/(root\.tsx|routes\/site\/layout\.tsx)$/,
                },
              ],
            },
          },
        },
      },
  resolve: { tsconfigPaths: true },
  ssr: {
    external: [
      "better-sqlite3",
      "sharp",
      "@node-rs/argon2",
      "pdfkit",
      "nodemailer",
    ],
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    ...(browserRuntime === "preact" ? [preactInTheBrowser()] : []),
  ],
}));
