import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address as Express sees it (after `trust proxy`). */
    clientIp: string;
    /**
     * JSON-LD objects the loaders add for the document (app/server/structured-data.server.ts): the
     * server writes them into the HTML; they never travel as loader data.
     */
    structuredData: object[];
  }
}

export {};
