/**
 * The one way to end every session of a user, in the user's update: each session carries the
 * session version it started under and stops working once it moves (schema/auth/viewer.ts), and the
 * embedded identity provider asks for the password again for a sign-in it remembers from before
 * `sessionsEndedAt` (gateway/oidc/provider.ts), so no browser gets back in on what it remembers.
 */
export function endEverySession(at: Date = new Date()) {
  return { sessionVersion: { increment: 1 }, sessionsEndedAt: at } as const;
}
