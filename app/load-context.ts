import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address as Express sees it (after `trust proxy`). */
    clientIp: string;
  }
}

export {};
