import { z } from "zod";
import { requiredText } from "./rules/fields.js";
import { LIMITS } from "./rules/text.js";

/** A new discussion: title, content and category required after trimming. */
export const newDiscussionSchema = z.object({
  title: requiredText("Title", LIMITS.discussionTitle),
  content: requiredText("Content", LIMITS.discussionContent),
  categoryId: z.string().trim().min(1, "Category is required").max(40, "Category is too long"),
  isUrgent: z.boolean().default(false),
  isPinned: z.boolean().default(false),
  isLocked: z.boolean().default(false),
});

/** A reply in a discussion's thread: Markdown, required after trimming. */
export const replyContentSchema = requiredText("Reply", LIMITS.replyContent);

/** A discussion's edit: the fields sent, under the same rules as a new one. */
export const editDiscussionSchema = z.object({
  title: requiredText("Title", LIMITS.discussionTitle).optional(),
  content: requiredText("Content", LIMITS.discussionContent).optional(),
});

/** Why a moderator acted: required, so the author and the audit log can read it. */
export const moderationReasonSchema = requiredText("Reason", LIMITS.moderationReason);

/** A member's note on a flag: optional, trimmed, limited. */
export const flagNoteSchema = z.string().trim().max(LIMITS.flagNote, "Note is too long");
