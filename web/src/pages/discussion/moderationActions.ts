import type { DiscussionModeration, ReplyModeration } from "./useModeration";

/** How a moderator action reads: its button, its dialog and the toast once done. */
export interface ModerationWording {
  /** The button and the dialog's confirming button. */
  label: string;
  title: string;
  description: string;
  done: string;
}

export const DISCUSSION_MODERATION = {
  PIN: {
    label: "Pin",
    title: "Pin discussion",
    description: "It stays at the top of the board until it is unpinned.",
    done: "Discussion pinned",
  },
  UNPIN: {
    label: "Unpin",
    title: "Unpin discussion",
    description: "It sorts with the other discussions again.",
    done: "Discussion unpinned",
  },
  LOCK: {
    label: "Lock",
    title: "Lock discussion",
    description: "Members can still read it but can no longer reply.",
    done: "Discussion locked",
  },
  UNLOCK: {
    label: "Unlock",
    title: "Unlock discussion",
    description: "Members can reply to it again.",
    done: "Discussion unlocked",
  },
  HIDE: {
    label: "Hide",
    title: "Hide discussion",
    description: "It leaves the board and members no longer read it; its author sees your reason.",
    done: "Discussion hidden",
  },
  RESTORE: {
    label: "Restore",
    title: "Restore discussion",
    description: "It returns to the board for every member.",
    done: "Discussion restored",
  },
  MOVE: {
    label: "Move",
    title: "Move discussion",
    description: "File it under another category; the reason goes to the audit log.",
    done: "Discussion moved",
  },
} satisfies Partial<Record<DiscussionModeration | "MOVE", ModerationWording>>;

/** The discussion actions this client offers (the schema's, and Move). */
export type DiscussionAction = Exclude<keyof typeof DISCUSSION_MODERATION, "MOVE">;

export const REPLY_MODERATION = {
  HIDE: {
    label: "Hide",
    title: "Hide reply",
    description: "Members no longer read it; its author sees your reason.",
    done: "Reply hidden",
  },
  RESTORE: {
    label: "Restore",
    title: "Restore reply",
    description: "Every member reads it again.",
    done: "Reply restored",
  },
} satisfies Partial<Record<ReplyModeration, ModerationWording>>;

/** The reply actions this client offers. */
export type ReplyAction = keyof typeof REPLY_MODERATION;

/** The actions open on a discussion in its present state: each toggle shows the way it can go. */
export function discussionModerationChoices(state: {
  isPinned: boolean;
  isLocked: boolean;
  isHidden: boolean;
}): Array<DiscussionAction | "MOVE"> {
  return [
    state.isPinned ? "UNPIN" : "PIN",
    state.isLocked ? "UNLOCK" : "LOCK",
    state.isHidden ? "RESTORE" : "HIDE",
    "MOVE",
  ];
}
