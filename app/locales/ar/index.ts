import { catalog } from "./catalogue";
import { common } from "./common";

/**
 * The Arabic copy every page may need, mirroring ../en/index.ts (a page's own copy is a module of
 * ./pages). The admin area stays English, so there is no ./admin/.
 */
export const ar = { common, catalog } as const;
