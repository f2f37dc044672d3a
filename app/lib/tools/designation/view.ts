/** The decoded designation as pages show it (loader data; components render it as it is). */

export interface DesignationItem {
  token: string;
  /** null: not recognised (flagged, never guessed). */
  meaning: string | null;
}

/** What a part not recognised says in place of a meaning. */
export interface NotRecognisedText {
  label: string;
  meaning: string;
}

/** A product's designation as its loader gives it: decoded, with its section's words. */
export interface ProductDesignationView {
  code: string;
  title: string;
  schemeLabel: string;
  items: DesignationItem[];
  notRecognised?: NotRecognisedText;
  linkText: string;
}
