import { AUDIT_ACTIONS, recordAudit } from "../audit.js";
import { builder } from "../builder.js";
import { countedConnection, edgeOf } from "../connections.js";
import { failure, notFound } from "../errors.js";
import { mentorAnswerSchema } from "../lessonRules.js";
import { notifyMentorAnswered } from "../notify.js";
import { AuditEntries } from "./audit.js";
import { LessonPageNode, MentorQuestionNode } from "./lesson.js";

// Admins answer the questions students and members ask a lesson page's mentor: the question turns
// Answered, its answer shows under it on the page, its author is notified, and the admin's answer is
// audited in the same transaction.

builder.prismaObjectFields(MentorQuestionNode, (t) => ({
  answer: t.exposeString("answer", { nullable: true, description: "The mentor's answer; null while pending." }),
  answeredAt: t.expose("answeredAt", {
    type: "DateTime",
    nullable: true,
    description: "When it was answered; null while pending.",
  }),
  lessonPage: t.relation("lessonPage", { description: "The lesson page it was asked on." }),
  askedBy: t.string({
    description: "Who asked (admins only): the author's name, or “Sample question” for seeded ones.",
    authScopes: { admin: true },
    select: { author: { select: { firstName: true, lastName: true, deletedAt: true } } },
    resolve: (q) => {
      if (!q.author) return "Sample question";
      if (q.author.deletedAt) return "[deleted member]";
      return `${q.author.firstName} ${q.author.lastName}`.trim();
    },
  }),
}));

const QueuedQuestions = countedConnection("MentorQuestionQueue", MentorQuestionNode);

builder.queryField("mentorQuestionQueue", (t) =>
  t.prismaConnection(
    {
      type: MentorQuestionNode,
      cursor: "id",
      description: "Every mentor question, pending ones first, newest first within each: the admin's queue.",
      authScopes: { admin: true },
      totalCount: (_connection, _args, ctx) => ctx.prisma.mentorQuestion.count(),
      // PENDING sorts after ANSWERED in the enum, so descending puts the pending ones first.
      resolve: (query, _root, _args, ctx) =>
        ctx.prisma.mentorQuestion.findMany({
          ...query,
          orderBy: [{ status: "desc" }, { createdAt: "desc" }, { id: "desc" }],
        }),
    },
    QueuedQuestions.connection,
  ),
);

builder.queryField("pendingMentorQuestionsCount", (t) =>
  t.int({
    description: "How many mentor questions wait for an answer (the admin's tab badge).",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.prisma.mentorQuestion.count({ where: { status: "PENDING" } }),
  }),
);

builder.relayMutationField(
  "answerMentorQuestion",
  {
    description: "A pending mentor question and its answer.",
    inputFields: (t) => ({
      questionId: t.globalID({ required: true, for: MentorQuestionNode, description: "The question's global id." }),
      answer: t.string({
        required: true,
        validate: mentorAnswerSchema,
        description: "The answer (at most 4,000 characters); blank text is refused.",
      }),
    }),
  },
  {
    description:
      "Answers a pending mentor question as the page's mentor: it turns Answered, its author is notified; CONFLICT when it was already answered.",
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => {
      const id = input.questionId.id;
      const actorId = ctx.viewer!.id;
      const done = await ctx.prisma.$transaction(async (tx) => {
        const question = await tx.mentorQuestion.findUnique({
          where: { id },
          select: { authorId: true, lessonPage: { select: { title: true } } },
        });
        if (!question) throw notFound("Mentor question");
        // Two admins at once: only one turns it from pending.
        const { count } = await tx.mentorQuestion.updateMany({
          where: { id, status: "PENDING" },
          data: { status: "ANSWERED", answer: input.answer.trim(), answeredAt: new Date() },
        });
        if (count === 0) throw failure("CONFLICT", "This question is already answered");
        const entry = await recordAudit(tx, {
          actorId,
          action: AUDIT_ACTIONS.MENTOR_ANSWER,
          subjectId: question.authorId ?? undefined,
          detail: question.lessonPage.title,
        });
        const notified = await notifyMentorAnswered(tx, { actorId, questionId: id, authorId: question.authorId });
        return { questionId: id, auditEntryId: entry.id, notified };
      });
      if (done.notified.length > 0) ctx.boardEvents.notificationsChanged(done.notified);
      return done;
    },
  },
  {
    description: "The answered question, its page and the audit entry.",
    outputFields: (t) => ({
      question: t.prismaField({
        type: MentorQuestionNode,
        description: "The question, now answered.",
        resolve: (query, done, _args, ctx) =>
          ctx.prisma.mentorQuestion.findUniqueOrThrow({ ...query, where: { id: done.questionId } }),
      }),
      lessonPage: t.prismaField({
        type: LessonPageNode,
        description: "The page it was asked on.",
        resolve: (query, done, _args, ctx) =>
          ctx.prisma.lessonPage.findFirstOrThrow({
            ...query,
            where: { mentorQuestions: { some: { id: done.questionId } } },
          }),
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
