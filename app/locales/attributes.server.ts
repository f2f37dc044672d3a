import { attributes } from "./en/attributes";

/**
 * The typed attributes' labels in English, for server code that is English only for now (the
 * attribute lines and the size table's installation, app/server/sizes.server.ts). Pages read them
 * in their own language: the finder with its lazy copy (./lazy/finder.ts), the comparison from
 * `copySection(locale, "attributes")` (decision 042). The admin, English only, imports
 * ./en/attributes.ts itself.
 */
export type AttributeMessages = typeof attributes;

export const attributeMessages: AttributeMessages = attributes;
