// The finder's Arabic copy as one dynamic entry (see ./finder.ts and ./finder-en.ts).
export { attributes } from "../ar/attributes";
export { finder } from "../ar/finder";
