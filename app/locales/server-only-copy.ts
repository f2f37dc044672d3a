/**
 * The keys of a copy section that only server code reads: the strings `meta` gets from the loader
 * (`metaTitle`, `metaDescription`), and the messages actions and loaders resolve before they answer
 * (a CV the server refused, a throttled or unstored message, the product picture's alt text, which
 * the loader writes out). The browser never reads them, so the sections the document and a loader
 * carry leave them out (`pickSections`, ./copy.server.ts) and `useCopy`'s type leaves them out too
 * (./copy.ts, `BrowserCopy`): a component reading one fails the typecheck instead of showing
 * nothing. Browser code imports this module's type only; the list is the server's.
 */
import type { CopySection, CopySections } from "./copy";

export const serverOnlyCopy = {
  careers: [
    "metaTitle",
    "metaDescription",
    "positionClosed",
    "cvWrongType",
    "cvDamaged",
    "cvActiveContent",
    "cvExternalAction",
    "cvEmbeddedContent",
    "cvEncrypted",
  ],
  // The visitor forms' field messages load with their schemas (~/locales/lazy/forms.ts); the
  // server's answers are resolved before they are sent: the browser reads only the hint,
  // "Sending..." and the honeypot's label of this section.
  forms: [
    "emailRequired",
    "emailInvalid",
    "subjectRequired",
    "messageRequired",
    "fullNameRequired",
    "tooLong",
    "messageTooLong",
    "spamRejected",
    "rateLimited",
    "storageFailed",
    "storageBusy",
    "invalid",
    "tooLarge",
  ],
  // The quote basket: the loaders send the titles for `meta`; the action's answers are resolved on
  // the server; the field messages load with the checks (~/locales/lazy/forms.ts). The table's
  // "Cable" column is the PDF's (quote-documents). The form-wide "correct the highlighted ..."
  // stays: the browser's checks show it too.
  quote: [
    "metaTitle",
    "metaDescription",
    "colProduct",
    "addedLine",
    "updated",
    "removed",
    "full",
    "unknownProduct",
    "unknownSize",
    "noLines",
    "unknownIntent",
    "lengthRequired",
    "lengthInvalid",
    "lengthRange",
    "drumInvalid",
    "drumRange",
    "nameRequired",
    "countryRequired",
    "emailRequired",
    "emailInvalid",
    "phoneInvalid",
    "dateInvalid",
    "datePast",
    "dateFar",
    "tooLong",
    "notesTooLong",
  ],
  // The 404's words come with the loader's 404 data; the picture's alt text is written by the loader.
  product: ["imageAlt", "notFound", "notFoundBody"],
  // The cards' quantity and the grid's count line are written by the loaders (`productCard`).
  // The empty states come with an empty list's data (`emptyGrid`).
  grid: [
    "quantity",
    "count",
    "noResults",
    "noResultsHint",
    "emptyCategory",
    "emptyCategoryHint",
    "clearSearch",
  ],
  // /compare: the loader writes the title and the rows (app/server/catalogue/compare.server.ts).
  comparePage: ["metaDescription", "titleOf", "print", "rows", "values"],
  // The tools' titles come with their loaders' data; the decoder's length message is the loader's.
  tools: ["metaTitle", "metaDescription"],
  designationTool: ["metaTitle", "metaDescription", "tooLong"],
  home: ["metaTitle"],
  about: ["metaTitle", "metaDescription"],
  // "Ongoing": the loader writes the "valid until" in the page's words (listShownCertifications).
  certifications: ["metaTitle", "metaDescription", "ongoing"],
  contact: ["metaTitle", "metaDescription"],
  downloads: ["metaTitle", "metaDescription"],
  news: ["metaTitle", "metaDescription"],
  quality: ["metaTitle", "metaDescription"],
} as const satisfies {
  [K in CopySection]?: readonly (keyof CopySections[K])[];
};

export type ServerOnlyCopy = {
  [K in keyof typeof serverOnlyCopy]: (typeof serverOnlyCopy)[K][number];
};
