/** The admin area. */
export const admin = {} as const;
