import { createContext, RouterContextProvider } from "react-router";

/**
 * What the HTTP layer (http/app.ts) hands every loader, action and middleware of one request, as
 * typed React Router contexts (decision 058). None has a default: a value read before it was set is
 * a bug, and `context.get` says so instead of answering with a made-up one.
 */

/** The client's address as Express sees it (after `trust proxy`): the rate limits key on it. */
export const clientIpContext = createContext<string>();

/**
 * JSON-LD objects the loaders add for the document (./structured-data.server.ts): the server writes
 * them into the HTML; they never travel as loader data.
 */
export const structuredDataContext = createContext<object[]>();

/**
 * True for the router's data requests (`/path.data`, a client-side navigation or revalidation),
 * false for a document. React Router strips `.data` from the request its loaders see, so the HTTP
 * layer says it here: a page's loader sends its copy sections only then (decision 042).
 */
export const dataRequestContext = createContext<boolean>();

/** The context of one request, as `getLoadContext` builds it (and tests that call a handler). */
export function createLoadContext(request: {
  clientIp: string;
  dataRequest: boolean;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, request.clientIp);
  context.set(structuredDataContext, []);
  context.set(dataRequestContext, request.dataRequest);
  return context;
}
