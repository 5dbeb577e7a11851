/** Above this, the bell's badge reads "9+". */
export const BELL_BADGE_MAX = 9;

/** The bell's badge text for an unread count: none at 0, "9+" above 9. */
export function bellBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BELL_BADGE_MAX ? `${BELL_BADGE_MAX}+` : String(unread);
}
