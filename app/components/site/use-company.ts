import { useRouteLoaderData } from "react-router";
import type { ChromeCompany } from "~/lib/site";

/**
 * The company's details the public layout loaded (routes/site/layout.tsx): for the footer and the
 * contact page. Undefined only on an error screen whose layout data failed to load.
 */
export function useChromeCompany(): ChromeCompany | undefined {
  return useRouteLoaderData<{ company: ChromeCompany }>("routes/site/layout")
    ?.company;
}
