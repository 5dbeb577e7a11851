import { mentionsAsText } from "../../../../schema/rules/mentions";

/** Cards show this many characters of a discussion's text (spec 9). */
export const PREVIEW_LENGTH = 200;

/** The card's preview: the first 200 characters, with an ellipsis when there is more; mentions read "@Name". */
export function previewContent(raw: string, length = PREVIEW_LENGTH): string {
  const content = mentionsAsText(raw);
  return content.length > length ? `${content.slice(0, length)}...` : content;
}

/** Urgent wins over Pinned; otherwise the category's name. */
export function discussionBadge(discussion: { isUrgent: boolean; isPinned: boolean; categoryName: string }): string {
  if (discussion.isUrgent) return "Urgent";
  if (discussion.isPinned) return "Pinned";
  return discussion.categoryName;
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
