import { AUDIT_ACTIONS, recordAudit } from "../audit.js";
import {
  gradeFeedbackSchema,
  isLate,
  returnFeedbackSchema,
  scoreSchema,
  scoreText,
  submissionLinksSchema,
  submissionRefusal,
  submissionTextSchema,
} from "../assignmentRules.js";
import { builder } from "../builder.js";
import { edgeOf } from "../connections.js";
import type { Context } from "../context.js";
import { failure, isUniqueViolation, notFound } from "../errors.js";
import { notifyAssignmentReviewed } from "../notify.js";
import { AssignmentNode, AssignmentSubmissionNode } from "./assignments.js";
import { AuditEntries } from "./audit.js";

// A student hands in (and again, until graded); an admin grades it or returns it for revision. Each
// review is audited and notified in the transaction that makes it.

builder.relayMutationField(
  "submitAssignment",
  {
    description: "The assignment and the work handed in for it.",
    inputFields: (t) => ({
      assignmentId: t.globalID({ required: true, for: AssignmentNode, description: "The assignment's global id." }),
      text: t.string({
        required: true,
        validate: submissionTextSchema,
        description: "The work, in Markdown (at most 20,000 characters); blank text is refused.",
      }),
      links: t.stringList({
        required: false,
        validate: submissionLinksSchema,
        description: "Up to 5 http(s) addresses (each at most 500 characters).",
      }),
    }),
  },
  {
    description:
      "Hands in the signed-in student's work, or replaces it while it is not graded; marked late after the due date. CONFLICT when graded or not open yet.",
    authScopes: { student: true },
    resolve: async (_root, { input }, ctx) => {
      const assignmentId = input.assignmentId.id;
      const studentId = ctx.viewer!.id;
      const now = new Date();
      const fields = { body: input.text.trim(), links: (input.links ?? []).map((link) => link.trim()) };
      const handIn = ctx.prisma.$transaction(async (tx) => {
        const assignment = await tx.assignment.findUnique({
          where: { id: assignmentId },
          select: { id: true, opensAt: true, dueAt: true },
        });
        if (!assignment) throw notFound("Assignment");
        const key = { assignmentId_studentId: { assignmentId, studentId } };
        const existing = await tx.assignmentSubmission.findUnique({ where: key, select: { status: true } });
        const refusal = submissionRefusal(assignment, existing, now);
        if (refusal) throw failure("CONFLICT", refusal);
        const late = isLate(assignment, now);
        if (!existing) {
          const created = await tx.assignmentSubmission.create({
            data: { assignmentId, studentId, ...fields, submittedAt: now, late },
            select: { id: true },
          });
          return { assignmentId, submissionId: created.id };
        }
        // Graded meanwhile (another tab, or the reviewer at that moment): refused, never overwritten.
        const { count } = await tx.assignmentSubmission.updateMany({
          where: { assignmentId, studentId, status: { not: "GRADED" } },
          data: { ...fields, submittedAt: now, late, status: "SUBMITTED", attempts: { increment: 1 } },
        });
        if (count === 0) throw failure("CONFLICT", "This assignment is already graded");
        const row = await tx.assignmentSubmission.findUniqueOrThrow({ where: key, select: { id: true } });
        return { assignmentId, submissionId: row.id };
      });
      // The first hand-in from two tabs at once: the unique index lets one through.
      return handIn.catch((error: unknown) => {
        throw isUniqueViolation(error) ? failure("CONFLICT", "This work was just handed in elsewhere; reload") : error;
      });
    },
  },
  {
    description: "The submission and its assignment (its status changed).",
    outputFields: (t) => ({
      submission: t.prismaField({
        type: AssignmentSubmissionNode,
        description: "The work as handed in.",
        resolve: (query, done, _args, ctx) =>
          ctx.prisma.assignmentSubmission.findUniqueOrThrow({ ...query, where: { id: done.submissionId } }),
      }),
      assignment: t.prismaField({
        type: AssignmentNode,
        description: "The assignment, now submitted.",
        resolve: (query, done, _args, ctx) =>
          ctx.prisma.assignment.findUniqueOrThrow({ ...query, where: { id: done.assignmentId } }),
      }),
    }),
  },
);

type Review = { submissionId: string; score: number | null; feedback: string };

/** Grades or returns a waiting submission, with its audit entry and the student's notification. */
async function review(ctx: Context, { submissionId, score, feedback }: Review) {
  const actorId = ctx.viewer!.id;
  const done = await ctx.prisma.$transaction(async (tx) => {
    const submission = await tx.assignmentSubmission.findUnique({
      where: { id: submissionId },
      select: { studentId: true, assignment: { select: { title: true } } },
    });
    if (!submission) throw notFound("Submission");
    // Two admins at once, or a review of work already reviewed: only a waiting submission changes.
    const { count } = await tx.assignmentSubmission.updateMany({
      where: { id: submissionId, status: "SUBMITTED" },
      data: {
        status: score === null ? "RETURNED" : "GRADED",
        score,
        feedback: feedback.trim(),
        reviewedAt: new Date(),
        reviewerId: actorId,
      },
    });
    if (count === 0) throw failure("CONFLICT", "This submission is not waiting for review");
    const title = submission.assignment.title;
    const entry = await recordAudit(tx, {
      actorId,
      action: score === null ? AUDIT_ACTIONS.ASSIGNMENT_RETURN : AUDIT_ACTIONS.ASSIGNMENT_GRADE,
      subjectId: submission.studentId,
      detail: score === null ? title : `${title}: ${scoreText(score)}`,
    });
    const notified = await notifyAssignmentReviewed(tx, {
      actorId,
      submissionId,
      studentId: submission.studentId,
      title,
      score,
    });
    return { submissionId, auditEntryId: entry.id, notified };
  });
  if (done.notified.length > 0) ctx.boardEvents.notificationsChanged(done.notified);
  return done;
}

builder.relayMutationField(
  "gradeAssignmentSubmission",
  {
    description: "A waiting submission, its score and feedback.",
    inputFields: (t) => ({
      submissionId: t.globalID({
        required: true,
        for: AssignmentSubmissionNode,
        description: "The submission's global id.",
      }),
      score: t.int({ required: true, validate: scoreSchema, description: "Score out of 100 (0-100)." }),
      feedback: t.string({
        required: true,
        validate: gradeFeedbackSchema,
        description: "Feedback for the student (at most 4,000 characters; may be empty).",
      }),
    }),
  },
  {
    description:
      "Grades a waiting submission (final): audited, and its student is notified. CONFLICT when it is not waiting.",
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) =>
      review(ctx, { submissionId: input.submissionId.id, score: input.score, feedback: input.feedback }),
  },
  {
    description: "The reviewed submission and the audit entry.",
    outputFields: (t) => ({
      submission: t.prismaField({
        type: AssignmentSubmissionNode,
        description: "The submission, now reviewed (it leaves the queue).",
        resolve: (query, done, _args, ctx) =>
          ctx.prisma.assignmentSubmission.findUniqueOrThrow({ ...query, where: { id: done.submissionId } }),
      }),
      auditEntryEdge: t.field({
        type: AuditEntries.edge,
        description: "The audit log's new entry, as an edge to prepend to the log.",
        resolve: async (done, _args, ctx) =>
          edgeOf(await ctx.prisma.auditEntry.findUniqueOrThrow({ where: { id: done.auditEntryId } })),
      }),
    }),
  },
);

builder.relayMutationField(
  "returnAssignmentSubmission",
  {
    description: "A waiting submission and what to revise.",
    inputFields: (t) => ({
      submissionId: t.globalID({
        required: true,
        for: AssignmentSubmissionNode,
        description: "The submission's global id.",
      }),
      feedback: t.string({
        required: true,
        validate: returnFeedbackSchema,
        description: "What to revise (required, at most 4,000 characters).",
      }),
    }),
  },
  {
    description:
      "Returns a waiting submission for revision: the student may hand it in again; audited and notified. CONFLICT when it is not waiting.",
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) =>
      review(ctx, { submissionId: input.submissionId.id, score: null, feedback: input.feedback }),
  },
  {
    description: "The reviewed submission and the audit entry.",
    outputFields: (t) => ({
      submission: t.prismaField({
        type: AssignmentSubmissionNode,
        description: "The submission, now reviewed (it leaves the queue).",
        resolve: (query, done, _args, ctx) =>
          ctx.prisma.assignmentSubmission.findUniqueOrThrow({ ...query, where: { id: done.submissionId } }),
      }),
      auditEntryEdge: t.field({
        type: AuditEntries.edge,
        description: "The audit log's new entry, as an edge to prepend to the log.",
        resolve: async (done, _args, ctx) =>
          edgeOf(await ctx.prisma.auditEntry.findUniqueOrThrow({ where: { id: done.auditEntryId } })),
      }),
    }),
  },
);
