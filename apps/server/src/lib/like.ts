/** A `%text%` pattern for ILIKE in which the user's own `%`, `_` and `\` match themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
