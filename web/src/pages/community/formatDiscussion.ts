/** Cards show this many characters of a discussion's text (spec 9). */
export const PREVIEW_LENGTH = 200;

/** The card's preview: the first 200 characters, with an ellipsis when there is more. */
export function previewContent(content: string, length = PREVIEW_LENGTH): string {
  return content.length > length ? `${content.slice(0, length)}...` : content;
}

/** Urgent wins over Pinned; otherwise the category's name. */
export function discussionBadge(discussion: { isUrgent: boolean; isPinned: boolean; categoryName: string }): string {
  if (discussion.isUrgent) return "Urgent";
  if (discussion.isPinned) return "Pinned";
  return discussion.categoryName;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** Standard 'time ago' wording (as date-fns formatDistanceToNow with a suffix). */
export function formatTimeAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  if (seconds < 30) return "less than a minute ago";
  const minutes = Math.round(seconds / MINUTE);
  if (minutes < 45) return `${plural(Math.max(1, minutes), "minute")} ago`;
  const hours = Math.round(seconds / HOUR);
  if (seconds < DAY) return `about ${plural(Math.max(1, hours), "hour")} ago`;
  if (seconds < 42 * HOUR) return "1 day ago";
  const days = Math.round(seconds / DAY);
  if (days < 30) return `${plural(days, "day")} ago`;
  const months = Math.round(seconds / MONTH);
  if (months < 2) return "about 1 month ago";
  if (seconds < YEAR) return `${plural(months, "month")} ago`;
  const years = Math.floor(seconds / YEAR);
  return `${years === 1 ? "about 1 year" : `about ${years} years`} ago`;
}

/** Online Now lists at most this many people (spec 9). */
export const ONLINE_LIST_LIMIT = 5;

/** The people shown and how many more are online beyond them. */
export function splitOnline<T>(users: readonly T[], limit = ONLINE_LIST_LIMIT): { shown: readonly T[]; more: number } {
  return { shown: users.slice(0, limit), more: Math.max(0, users.length - limit) };
}

/** Who the board calls someone without a specialization. */
export function specializationLabel(key: string | null | undefined, labels: Readonly<Record<string, string>>): string {
  return (key && labels[key]) || "Student";
}
