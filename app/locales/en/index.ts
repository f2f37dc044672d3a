import { admin } from "./admin";
import { catalog } from "./catalog";
import { common } from "./common";
import { company } from "./company";

export const en = { common, catalog, company, admin } as const;
