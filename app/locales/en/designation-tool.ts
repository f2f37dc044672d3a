/**
 * The engineering tools' page copy (the designation decoder) and the small pieces other pages show
 * of them (the product page's decoded designation, the quality page's link). Kept out of the shared
 * catalogue (`useMessages()`) so that only these pages ship it; read through `useDesignationToolMessages()`
 * (~/locales/designation-tool). What each part of a designation means is server-only copy:
 * `designation.server.ts`.
 */
export const tools = {
  designation: {
    metaTitle: "Cable designation decoder",
    metaDescription:
      "Decode a cable designation part by part: German type codes (VDE 0292) such as NYY-J 4x16 or N2XSY, harmonised codes (HD 361) such as H07RN-F 3G2.5, and Cableworks article numbers.",
    eyebrow: "Engineering tools",
    title: "Cable designation decoder",
    lead: "Type a cable designation or one of our article numbers and see what each part of it means. A part we cannot read for certain is marked, never guessed.",
    label: "Designation or article number",
    hint: "German (VDE 0292) and harmonised (HD 361) type codes, with their cores, cross-section and voltage; our article numbers start with CW-.",
    placeholder: "NYY-J 4x16",
    submit: "Decode",
    examples: "Examples to try",
    readAs: "Read as",
    notRecognised: "Not recognised",
    notRecognisedMeaning:
      "Not in the standard's table for this position, or it could mean more than one thing here.",
    allRecognised: "Every part is recognised.",
    someUnknown: {
      one: "1 part is not recognised: {tokens}. Check the designation, or ask us.",
      other:
        "{count} parts are not recognised: {tokens}. Check the designation, or ask us.",
    },
    status: {
      one: "{code}: {parts} parts explained, 1 not recognised.",
      other: "{code}: {parts} parts explained, {count} not recognised.",
      none: "{code}: {parts} parts explained.",
    },
    noScheme:
      "We could not read {code} as a German (VDE 0292) or harmonised (HD 361) type code, or find it among our article numbers. Check the spelling, or contact us.",
    tooLong:
      "A designation is at most {max} characters. Shorten it and try again.",
    productsTitle: "Our products of this type",
    productsNone: "We make no product of this type at the moment.",
    articlesInSize: "In this size: {articles}",
    typeDesignation: "Type {type}",
  },
  productSection: {
    title: "What {type} means",
    decode: "Decode another designation",
  },
  quality: {
    title: "Read any cable designation",
    body: "What do NYY-J, N2XSY or H07RN-F stand for? Our designation decoder explains each letter against DIN VDE 0292 and HD 361, and finds our matching products.",
    link: "Open the designation decoder",
    sizingLink: "Size a cable for your circuit (IEC 60364-5-52)",
  },
  api: {
    missing:
      'The query parameter "code" is missing or blank: give the designation to decode, for example ?code=NYY-J%204x16.',
    tooLong:
      'The query parameter "code" is longer than {max} characters: shorten it.',
  },
} as const;
