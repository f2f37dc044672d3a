/** Home, product listing, category pages and product detail. Owned by the catalogue work. */
export const catalog = {} as const;
