/** About, certifications, contact, quality control, downloads, news, careers and legal pages. */
export const company = {} as const;
