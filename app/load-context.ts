import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address as Express sees it (after `trust proxy`). */
    clientIp: string;
    /**
     * JSON-LD objects the loaders add for the document (app/server/platform/structured-data.server.ts): the
     * server writes them into the HTML; they never travel as loader data.
     */
    structuredData: object[];
    /**
     * True for the router's data requests (`/path.data`, a client-side navigation or revalidation),
     * false for a document. React Router strips `.data` from the request its loaders see, so the
     * HTTP layer says it here: a page's loader sends its copy sections only then (decision 042).
     */
    dataRequest?: boolean;
  }
}

export {};
