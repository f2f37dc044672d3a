import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The CSP nonce of this response (server.ts makes one per request). */
    cspNonce: string;
    /** The client's address as Express sees it (after `trust proxy`). */
    clientIp: string;
  }
}

export {};
