// Kept apart from fields.ts (the zod rules) so that screens which only need these do not load zod.

/** Whether text would be submitted: not empty and not only whitespace (spec 5). */
export function isSubmittableText(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * Every field limit of the app, in one place: the GraphQL inputs, the REST layer (through them)
 * and the web forms all use these rules, so a form never accepts what the server refuses.
 */
export const LIMITS = {
  personName: 60,
  email: 254,
  /** Longer passwords are refused: argon2 hashes them all, but a megabyte is not a password. */
  password: 256,
  phone: 32,
  lessonText: 2000,
  /** A lab's flag or short answer as typed. */
  labAnswer: 200,
  discussionTitle: 200,
  discussionContent: 10_000,
  replyContent: 10_000,
  bio: 1000,
  skill: 40,
  skills: 30,
  search: 200,
  moderationReason: 500,
  flagNote: 500,
  /** A student's private notes on one lesson page. */
  lessonNote: 10_000,
  /** An admin's answer to a mentor question. */
  mentorAnswer: 4000,
  /** A student's assignment submission: its Markdown text, its links and each link's length. */
  submissionText: 20_000,
  submissionLinks: 5,
  submissionLink: 500,
  /** A reviewer's feedback on a submission. */
  submissionFeedback: 4000,
} as const;
