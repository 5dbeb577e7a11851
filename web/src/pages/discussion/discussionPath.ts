/** The address of a discussion's page: its global id, escaped for a path segment. */
export function discussionPath(id: string): string {
  return `/community/discussions/${encodeURIComponent(id)}`;
}
