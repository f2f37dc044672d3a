/**
 * The shape a translation must have: the English module's keys and array lengths, any words.
 * `export const common: Translation<typeof en> = { ... }` makes the typecheck fail on a missing or
 * an extra key (an object literal's excess-property check), so a locale cannot drift from English.
 */
export type Translation<T> = T extends string
  ? string
  : T extends object
    ? { readonly [K in keyof T]: Translation<T[K]> }
    : T;
