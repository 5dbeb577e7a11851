import { z } from "zod";
import type { Prisma } from "./generated/prisma/client.js";
import type { SubmissionStatus } from "./generated/prisma/enums.js";
import { requiredText } from "./rules/fields.js";
import { LIMITS } from "./rules/text.js";

// The assignments hub's rules: a student's status of an assignment, what a submission may hold, and
// what a reviewer may do with it. The GraphQL inputs and the web forms use these same rules.

/** Where an assignment stands for one student. */
export type AssignmentStatus = "UPCOMING" | "PENDING" | "SUBMITTED" | "RETURNED" | "GRADED";

/**
 * Not open yet: upcoming; open and not handed in: pending; otherwise as its reviewer left it.
 * A submission (only possible once open) decides before the dates.
 */
export function assignmentStatus(
  assignment: { opensAt: Date },
  submission: { status: SubmissionStatus } | null | undefined,
  now = new Date(),
): AssignmentStatus {
  if (submission) return submission.status;
  return assignment.opensAt > now ? "UPCOMING" : "PENDING";
}

/** The same statuses as database conditions on Assignment, for one student (the list's filter). */
export function assignmentStatusWhere(
  status: AssignmentStatus,
  studentId: string,
  now = new Date(),
): Prisma.AssignmentWhereInput {
  const mine = { studentId };
  switch (status) {
    case "UPCOMING":
      return { opensAt: { gt: now }, submissions: { none: mine } };
    case "PENDING":
      return { opensAt: { lte: now }, submissions: { none: mine } };
    default:
      return { submissions: { some: { ...mine, status } } };
  }
}

/** A student may hand in (again) while it is open and not graded. */
export function submissionRefusal(
  assignment: { opensAt: Date },
  submission: { status: SubmissionStatus } | null,
  now = new Date(),
): string | null {
  if (assignment.opensAt > now) return "This assignment is not open for submissions yet";
  if (submission?.status === "GRADED") return "This assignment is already graded";
  return null;
}

/** Handed in after its due date. */
export const isLate = (assignment: { dueAt: Date }, submittedAt: Date) => submittedAt > assignment.dueAt;

/** The submission's text: Markdown, required, at most LIMITS.submissionText characters. */
export const submissionTextSchema = z
  .string()
  .trim()
  .min(1, "Text is required")
  .max(LIMITS.submissionText, `Text is too long (at most ${LIMITS.submissionText.toLocaleString("en-US")} characters)`);

/** One link: an absolute http or https address. */
export const submissionLinkSchema = z
  .string()
  .trim()
  .max(LIMITS.submissionLink, `A link is too long (at most ${LIMITS.submissionLink} characters)`)
  .refine(isWebAddress, "A link must be an http or https address");

/** Up to LIMITS.submissionLinks links. */
export const submissionLinksSchema = z
  .array(submissionLinkSchema)
  .max(LIMITS.submissionLinks, `At most ${LIMITS.submissionLinks} links`);

/** A whole submission, as the form checks it before sending. */
export const submissionSchema = z.object({ text: submissionTextSchema, links: submissionLinksSchema });

/** A score out of 100. */
export const scoreSchema = z.number().int("A score is a whole number").min(0, "Score 0-100").max(100, "Score 0-100");

/** Feedback with a grade: optional, at most LIMITS.submissionFeedback characters. */
export const gradeFeedbackSchema = z
  .string()
  .trim()
  .max(LIMITS.submissionFeedback, `Feedback is too long (at most ${LIMITS.submissionFeedback} characters)`);

/** Returning work for revision says what to revise. */
export const returnFeedbackSchema = requiredText("Feedback", LIMITS.submissionFeedback);

/** Whether text is an absolute http(s) URL. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The score as the student and the queue show it. */
export const scoreText = (score: number) => `${score}/100`;
