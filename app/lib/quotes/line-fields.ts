/**
 * A basket line's length and drum as the parser reads them (quote-form.ts, and the server): whole
 * metres, a buyer's list reads "2 x 500 m" and cable is cut to the metre. The inputs' own limits
 * (required, characters typed) are `lineInputs` in add-to-quote.tsx, kept in that component's
 * chunk: a module of their own cost every page with products 0.3 KB (issue 34, decision 009).
 */
export const lineRanges = {
  length: { integer: true, min: 1, max: 1_000_000 },
  drum: { integer: true, min: 1, max: 10_000 },
} as const;
