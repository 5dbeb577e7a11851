/** An assignment's own page. */
export const assignmentPath = (slug: string) => `/assignments/${encodeURIComponent(slug)}`;
