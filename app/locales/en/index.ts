import { catalog } from "./catalog";
import { common } from "./common";
import { company } from "./company";

/** The admin copy lives in ./admin.ts and is read through `useAdminMessages()` (~/locales/admin). */
export const en = { common, catalog, company } as const;
