/** The catalogue search's longest term: its inputs' maxLength, and where the server cuts (cleanQuery). */
export const SEARCH_MAX_LENGTH = 100;
