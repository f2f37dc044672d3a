import { isRouteErrorResponse } from "react-router";

/**
 * What an error boundary does with its error: the server logs the real error; the browser only
 * gets a sanitised copy, not worth logging, and a thrown response (a 404) is not a failure.
 */
export function logRouteError(error: unknown): void {
  if (!isRouteErrorResponse(error) && typeof document === "undefined")
    console.error(error);
}
