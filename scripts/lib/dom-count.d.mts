/** The element count of a served document (./dom-count.mjs). */
export function countElements(html: string): number;
