import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { beginHydration, endHydration, nextTask } from "./hydrate-in-steps";
import {
  buildRouter,
  documentRoot,
  removeRendererPreloads,
  routerDataDecoded,
} from "./preact-hydration";
import { runtime } from "./runtime";
import { LocaleProvider, readLocaleData } from "~/locales";

const taskEnd = () => new Promise<void>((resolve) => nextTask(resolve));

/**
 * Hydrates the server's document with the runtime this bundle has (docs/decisions/002): the same
 * in development and production, as it switches on the runtime, not on the build.
 * - React hydrates `document` concurrently, suspending where it must: nothing else is needed.
 * - Preact: the router's data is decoded first, the router built in a task of its own, the
 *   renderer's preloads removed, then the document hydrates in steps (docs/decisions/008), into a
 *   stand-in parent of <html>. Loading the scripts and hydrating run as shorter tasks, not one.
 */
export async function hydrateDocument(): Promise<void> {
  // The copy the server rendered with (app/root.tsx writes it into the document).
  const app = (
    <StrictMode>
      <LocaleProvider value={readLocaleData()}>
        <HydratedRouter />
      </LocaleProvider>
    </StrictMode>
  );
  if (runtime === "react") {
    startTransition(() => {
      hydrateRoot(document, app);
    });
    return;
  }
  await routerDataDecoded();
  await taskEnd();
  buildRouter();
  await taskEnd();
  removeRendererPreloads();
  // Preact hydrates synchronously inside this call: parts marked to hydrate later wait for it to
  // return, then get a task each.
  beginHydration();
  startTransition(() => {
    hydrateRoot(documentRoot(), app);
  });
  endHydration();
}
