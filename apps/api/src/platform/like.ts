/** A user's text inside a LIKE / ILIKE pattern: its %, _ and \ match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `%text%`: rows containing the text. */
export const containing = (s: string) => `%${escapeLike(s)}%`;
