/**
 * The error screen's words. Part of `common`, and also its own module: a page whose root data is
 * missing (the root loader itself failed) still shows the spec's screen, so the browser bundle keeps
 * this one block of English (app/locales/index.ts).
 */
export const errorScreen = {
  title: "Unexpected Application Error!",
  body: "Something went wrong while loading this page. Please try again in a moment.",
  retry: "Reload the page",
  home: "Return to Home",
} as const;
