import { createElement } from "react";

/**
 * Which library `react` is in this bundle: Preact (through preact/compat, the browser build by
 * default) or React (the server, and browser builds made with BROWSER_RUNTIME=react). Every
 * accommodation in this folder switches on it, so each build gets what its runtime needs.
 */
export type BrowserRuntime = "preact" | "react";

/**
 * Preact gives every element an own `constructor: undefined`, and its renderer refuses any element
 * without it (its guard against elements forged from JSON, in Preact's core since 10.0); React's
 * elements have no such property.
 */
export function runtimeOf(create: (type: string) => object): BrowserRuntime {
  return Object.hasOwn(create("i"), "constructor") ? "preact" : "react";
}

export const runtime: BrowserRuntime = runtimeOf(createElement);
