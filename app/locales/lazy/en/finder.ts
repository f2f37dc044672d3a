// The finder's English copy as one dynamic entry (see ../finder.ts). Re-exported bindings, not the
// catalogue modules' namespaces: `attributes` is also in the admin's chunks, and a shared module
// imported as a namespace needs Rolldown's namespace helper in every page's first load.
export { attributes } from "../../en/attributes";
export { finder } from "../../en/finder";
