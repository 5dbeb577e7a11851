import type { NotificationKind } from "./generated/prisma/enums.js";

// What a notification says, and how its kinds are named in /settings: one place for both.

/** The kinds in the order /settings lists them, with the label of their switch. */
export const NOTIFICATION_KINDS: readonly { kind: NotificationKind; label: string }[] = [
  { kind: "REPLY", label: "Replies to my discussions" },
  { kind: "MENTION", label: "Mentions and quotes of me" },
  { kind: "ANSWER_ACCEPTED", label: "My reply accepted as the answer" },
  { kind: "LIKE", label: "Likes on my discussions and replies" },
  { kind: "MODERATION", label: "Moderator actions on my posts" },
  { kind: "MENTOR_ANSWER", label: "Answers to my mentor questions" },
];
// ASSIGNMENT_GRADED is not listed: only students receive it, and /settings is the community members' page.

/** The bell's badge: hidden at 0, "9+" above 9. */
export const BADGE_MAX = 9;

/** Who did it, when they no longer have an account. */
export const FORMER_MEMBER = "A former member";

export type NotificationFacts = {
  kind: NotificationKind;
  /** The actor's name; null when their account is gone. */
  actorName: string | null;
  /** How many distinct members it stands for (grouped likes). */
  actorCount: number;
  /** The discussion's title; null when it is not about a discussion. */
  discussionTitle: string | null;
  /** About a reply (rather than the discussion itself). */
  aboutReply: boolean;
  /** Moderation: the whole sentence (moderationDetail), written when it happened. */
  detail: string;
  /** Mentor answers: the lesson page's title; null otherwise. */
  lessonTitle?: string | null;
};

/** The sentence the bell and /notifications show, e.g. "Alex Chen and 3 others liked your reply in “…”". */
export function notificationMessage(facts: NotificationFacts): string {
  const who = facts.actorName?.trim() || FORMER_MEMBER;
  const title = facts.discussionTitle === null ? "a discussion" : `“${facts.discussionTitle}”`;
  switch (facts.kind) {
    case "REPLY":
      return `${who} replied to your discussion ${title}`;
    case "MENTION":
      return `${who} mentioned you in ${title}`;
    case "ANSWER_ACCEPTED":
      return `${who} accepted your reply as the answer to ${title}`;
    case "LIKE": {
      const others = facts.actorCount - 1;
      const people = others > 0 ? `${who} and ${others} ${others === 1 ? "other" : "others"}` : who;
      return `${people} liked your ${facts.aboutReply ? `reply in ${title}` : `discussion ${title}`}`;
    }
    case "MODERATION":
      return facts.detail;
    case "MENTOR_ANSWER":
      return `The mentor answered your question on ${facts.lessonTitle ? `“${facts.lessonTitle}”` : "a lesson"}`;
    case "ASSIGNMENT_GRADED":
      return facts.detail;
  }
}

/** A reviewed submission's sentence, written when it happened (the title may change later). */
export function assignmentReviewDetail(review: { title: string; score: number | null }): string {
  return review.score === null
    ? `Your submission for “${review.title}” was returned for revision`
    : `Your submission for “${review.title}” was graded: ${review.score}/100`;
}

/** What happened to a member's post, as its moderation notification says it. */
export type ModerationAction = "pinned" | "unpinned" | "locked" | "unlocked" | "hid" | "restored" | "moved" | "flagged";

/**
 * A moderation notification's sentence, e.g. "A moderator hid your reply in “…”. Reason: …";
 * members' flags hiding a post say so (and never who flagged it).
 */
export function moderationDetail(change: {
  action: ModerationAction;
  post: "discussion" | "reply";
  title: string;
  reason: string;
  /** Where it went (a move). */
  to?: string;
}): string {
  const what = change.post === "reply" ? `your reply in “${change.title}”` : `your discussion “${change.title}”`;
  if (change.action === "flagged") {
    const post = change.post === "reply" ? `Your reply in “${change.title}”` : `Your discussion “${change.title}”`;
    return `${post} was hidden after members flagged it; a moderator will review it.`;
  }
  return `A moderator ${change.action} ${what}${change.to ? ` to ${change.to}` : ""}. Reason: ${change.reason}`;
}
