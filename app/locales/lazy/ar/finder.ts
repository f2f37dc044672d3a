// The finder's Arabic copy as one dynamic entry (see ../finder.ts and ../en/finder.ts).
export { attributes } from "../../ar/attributes";
export { finder } from "../../ar/finder";
