import { catalog } from "./catalogue";
import { common } from "./common";

/** The admin copy lives in ./admin/ and is read through `useAdminMessages()` (~/locales/admin). */
/**
 * The copy every page may need. A company page's own copy (about, careers, news, legal...) is a
 * module of ./pages, imported by the pages that read it: one module a page, so no page's script
 * carries another's copy (a module is one unit in one chunk, whatever share of it a page reads).
 */
export const en = { common, catalog } as const;
