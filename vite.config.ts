import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Production browser builds alias React to Preact (docs/decisions/002-preact-in-the-browser.md):
 * the same components, a fifth of the JavaScript. The server renders with React itself.
 */
export default defineConfig(({ isSsrBuild, command }) => ({
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
              groups: [{ name: "site", test: /\/app\/(root\.tsx|routes\/site\/layout\.tsx)$/ }],
            },
          },
        },
      },
  resolve: {
    tsconfigPaths: true,
    alias:
      command === "build" && !isSsrBuild
        ? [
            { find: /^react$/, replacement: "preact/compat" },
            { find: /^react-dom$/, replacement: "preact/compat" },
            { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
            { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
            { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
          ]
        : [],
  },
  ssr: {
    external: ["better-sqlite3", "sharp", "@node-rs/argon2", "pdfkit", "nodemailer"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
