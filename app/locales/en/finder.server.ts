/**
 * What the finder says about a query it cannot read (app/server/catalogue/finder-query.server.ts): shown on the
 * page above the results, and the `message` of the API's 400. Only the server reads it.
 */
export const finderProblems = {
  unknownValue: "“{name}” must be one of: {allowed}.",
  wholeNumber: "“{name}” must be a whole number from {min} to {max}.",
  number: "“{name}” must be a number from {min} to {max}, such as 2.5.",
  category: "“category” must be a category id such as “control”.",
  inStock:
    "“in_stock” can only be 1 (in stock only); leave it out to see every product.",
  page: "“page” must be a page number: 1, 2, 3 and so on.",
  once: "Give “{name}” once.",
  tooMany: "Choose at most {max} values of “{name}”.",
  rangeOrder: "“{high}” must not be smaller than “{low}”.",
  /** The page's notice: one line per parameter left out. */
  ignored: "We ignored a filter we could not read: {message}",
  notFound: "There is no product with this id.",
} as const;
