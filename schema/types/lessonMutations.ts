import { builder, type Types } from "../builder.js";
import { edgeOf } from "../connections.js";
import type { Context } from "../context.js";
import { failure, isUniqueViolation, notFound } from "../errors.js";
import { completeNextLesson } from "../lessonProgress.js";
import { lessonNumberSchema, lessonTextSchema, refuseLessonBeyondPage } from "../lessonRules.js";
import { assertModuleOpen } from "../moduleUnlock.js";
import { EnrollmentNode } from "./student.js";
import { CertificateRef } from "./certificates.js";
import { TrackModuleNode, TrackNode } from "./track.js";
import { LessonComments, LessonPageNode, MentorQuestions } from "./lesson.js";

type Completion = { lessonNumber: number; pageId: string; userId: string; certificateCode: string | null };

// Carries every record whose figures follow from the completion, so clients update them at once.
const completionFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, Completion>) => ({
  lessonNumber: t.exposeInt("lessonNumber", { description: "The lesson just completed." }),
  lessonPage: t.prismaField({
    type: LessonPageNode,
    description: "The page, with the student's new progress.",
    resolve: (query, c, _args, ctx) => ctx.prisma.lessonPage.findUniqueOrThrow({ ...query, where: { id: c.pageId } }),
  }),
  module: t.prismaField({
    type: TrackModuleNode,
    description: "The page's module card, with the student's new progress.",
    resolve: (query, c, _args, ctx) =>
      ctx.prisma.trackModule.findFirstOrThrow({ ...query, where: { lessonPage: { id: c.pageId } } }),
  }),
  track: t.prismaField({
    type: TrackNode,
    description: "The module's track catalogue, with its completed count.",
    resolve: (query, c, _args, ctx) =>
      ctx.prisma.track.findFirstOrThrow({ ...query, where: { modules: { some: { lessonPage: { id: c.pageId } } } } }),
  }),
  certificate: t.prismaField({
    type: CertificateRef,
    nullable: true,
    description: "The track certificate this lesson, the track's last step, issued; null when it issued none.",
    resolve: (query, c, _args, ctx) =>
      c.certificateCode ? ctx.prisma.certificate.findUnique({ ...query, where: { code: c.certificateCode } }) : null,
  }),
  enrollment: t.prismaField({
    type: EnrollmentNode,
    nullable: true,
    description: "The student's enrolment in the track's course, if any, with its new progress.",
    resolve: (query, c, _args, ctx) =>
      ctx.prisma.enrollment.findFirst({
        ...query,
        where: { userId: c.userId, course: { track: { modules: { some: { lessonPage: { id: c.pageId } } } } } },
      }),
  }),
});

async function pageExists(ctx: Context, id: string) {
  if (!(await ctx.prisma.lessonPage.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Lesson page");
}

/** The shown name of a comment's author: the signed-in user's name as it is now. */
async function nameOf(ctx: Context) {
  const user = await ctx.prisma.user.findUniqueOrThrow({
    where: { id: ctx.viewer!.id },
    select: { firstName: true, lastName: true },
  });
  return `${user.firstName} ${user.lastName}`.trim();
}

const pageArg = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.globalID({ required: true, for: LessonPageNode, description: "The lesson page's global id." });

builder.relayMutationField(
  "completeLesson",
  {
    description: "The lesson page, and which of its lessons is done.",
    inputFields: (t) => ({
      lessonPageId: pageArg(t),
      lessonNumber: t.int({
        required: false,
        validate: lessonNumberSchema,
        description: "The lesson done (1 to the page's total); by default the student's first lesson not done.",
      }),
    }),
  },
  {
    description:
      "Marks a lesson of a page complete for the signed-in student (FORBIDDEN while the page's module is locked for them); CONFLICT when every lesson is done.",
    authScopes: { student: true },
    resolve: async (_root, { input }, ctx): Promise<Completion> => {
      const pageId = input.lessonPageId.id;
      const page = await ctx.prisma.lessonPage.findUnique({
        where: { id: pageId },
        select: { totalLessons: true, module: { select: { id: true, trackId: true } } },
      });
      if (!page) throw notFound("Lesson page");
      const wanted = input.lessonNumber ?? undefined;
      if (wanted !== undefined) refuseLessonBeyondPage(wanted, page.totalLessons);
      const userId = ctx.viewer!.id;
      try {
        const done = await ctx.prisma.$transaction(async (tx) => {
          await assertModuleOpen(tx, userId, page.module);
          return completeNextLesson(tx, userId, pageId, wanted);
        });
        // The lesson asked for was already done: that is what the student wanted, not an error.
        if (done === null && wanted !== undefined) {
          return { lessonNumber: wanted, pageId, userId, certificateCode: null };
        }
        if (done === null) throw failure("CONFLICT", "Every lesson of this page is already complete");
        return { ...done, pageId, userId };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two clicks at once counted the same lesson as next: the other one stored it. Both answer
        // that lesson, so a double click completes one lesson, never an error.
        const lessonNumber =
          wanted ?? (await ctx.prisma.lessonCompletion.count({ where: { userId, lessonPageId: pageId } }));
        return { lessonNumber, pageId, userId, certificateCode: null };
      }
    },
  },
  { description: "A completed lesson and the figures that follow from it.", outputFields: completionFields },
);

builder.relayMutationField(
  "addLessonComment",
  {
    description: "A comment on a lesson page.",
    inputFields: (t) => ({
      lessonPageId: pageArg(t),
      content: t.string({
        required: true,
        validate: lessonTextSchema("Comment"),
        description: "The comment; blank text is refused.",
      }),
    }),
  },
  {
    description: "Stores a comment on a lesson page by the signed-in student or member.",
    authScopes: { student: true, community: true },
    resolve: async (_root, { input }, ctx) => {
      await pageExists(ctx, input.lessonPageId.id);
      return ctx.prisma.lessonComment.create({
        data: {
          lessonPageId: input.lessonPageId.id,
          authorId: ctx.viewer!.id,
          authorName: await nameOf(ctx),
          content: input.content.trim(),
        },
      });
    },
  },
  {
    description: "The new comment, and the page it is on.",
    outputFields: (t) => ({
      commentEdge: t.field({
        type: LessonComments.edge,
        description: "The new comment, as an edge to insert into the page's comments.",
        resolve: (comment) => edgeOf(comment),
      }),
      lessonPage: t.prismaField({
        type: LessonPageNode,
        description: "The page, with its comment count.",
        resolve: (query, comment, _args, ctx) =>
          ctx.prisma.lessonPage.findUniqueOrThrow({ ...query, where: { id: comment.lessonPageId } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "askMentor",
  {
    description: "A question to a lesson page's mentor.",
    inputFields: (t) => ({
      lessonPageId: pageArg(t),
      text: t.string({
        required: true,
        validate: lessonTextSchema("Question"),
        description: "The question; blank text is refused.",
      }),
    }),
  },
  {
    description: "Stores a question to a lesson page's mentor by the signed-in student or member; it starts pending.",
    authScopes: { student: true, community: true },
    resolve: async (_root, { input }, ctx) => {
      await pageExists(ctx, input.lessonPageId.id);
      return ctx.prisma.mentorQuestion.create({
        data: { lessonPageId: input.lessonPageId.id, authorId: ctx.viewer!.id, text: input.text.trim() },
      });
    },
  },
  {
    description: "The new question, and the page it is on.",
    outputFields: (t) => ({
      questionEdge: t.field({
        type: MentorQuestions.edge,
        description: "The question, pending an answer, as an edge to insert into the page's questions.",
        resolve: (question) => edgeOf(question),
      }),
      lessonPage: t.prismaField({
        type: LessonPageNode,
        description: "The page, with the viewer's questions.",
        resolve: (query, question, _args, ctx) =>
          ctx.prisma.lessonPage.findUniqueOrThrow({ ...query, where: { id: question.lessonPageId } }),
      }),
    }),
  },
);
