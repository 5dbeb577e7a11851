import { builder } from "../builder.js";
import type { Context } from "../context.js";
import { failure, notFound } from "../errors.js";
import { completeNextLesson } from "../lessonProgress.js";
import { lessonTextSchema } from "../lessonRules.js";
import { EnrollmentNode } from "./student.js";
import { TrackModuleNode, TrackNode } from "./track.js";
import { LessonCommentNode, LessonPageNode, MentorQuestionNode } from "./lesson.js";

const AddLessonCommentInput = builder.inputType("AddLessonCommentInput", {
    description: "A comment on a lesson page.",
    fields: (t) => ({
      lessonPageId: t.globalID({ required: true, for: LessonPageNode, description: "The lesson page." }),
      content: t.string({ required: true, validate: lessonTextSchema("Comment"), description: "The comment; blank text is refused." }),
    }),
  });

const AskMentorInput = builder.inputType("AskMentorInput", {
    description: "A question to a lesson page's mentor.",
    fields: (t) => ({
      lessonPageId: t.globalID({ required: true, for: LessonPageNode, description: "The lesson page." }),
      text: t.string({ required: true, validate: lessonTextSchema("Question"), description: "The question; blank text is refused." }),
    }),
  });

type Completion = { lessonNumber: number; pageId: string; userId: string };

// Carries every record whose figures follow from the completion, so clients update them at once.
const CompleteLessonPayload = builder.objectRef<Completion>("CompleteLessonPayload").implement({
  description: "A completed lesson and the figures that follow from it.",
  fields: (t) => ({
    lessonNumber: t.exposeInt("lessonNumber", { description: "The lesson just completed." }),
    lessonPage: t.prismaField({
      type: LessonPageNode,
      description: "The page, with the student's new progress.",
      resolve: (query, c, _args, ctx) => ctx.prisma.lessonPage.findUniqueOrThrow({ ...query, where: { id: c.pageId } }),
    }),
    module: t.prismaField({
      type: TrackModuleNode,
      description: "The page's module card, with the student's new progress.",
      resolve: (query, c, _args, ctx) => ctx.prisma.trackModule.findFirstOrThrow({ ...query, where: { lessonPage: { id: c.pageId } } }),
    }),
    track: t.prismaField({
      type: TrackNode,
      description: "The module's track catalogue, with its completed count.",
      resolve: (query, c, _args, ctx) => ctx.prisma.track.findFirstOrThrow({ ...query, where: { modules: { some: { lessonPage: { id: c.pageId } } } } }),
    }),
    enrollment: t.prismaField({
      type: EnrollmentNode,
      nullable: true,
      description: "The student's enrolment in the track's course, if any, with its new progress.",
      resolve: (query, c, _args, ctx) =>
        ctx.prisma.enrollment.findFirst({ ...query, where: { userId: c.userId, course: { track: { modules: { some: { lessonPage: { id: c.pageId } } } } } } }),
    }),
  }),
});

async function pageExists(ctx: Context, id: string) {
  if (!(await ctx.prisma.lessonPage.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Lesson page");
}

/** The shown name of a comment's author: the signed-in user's name as it is now. */
async function nameOf(ctx: Context) {
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: ctx.viewer!.id }, select: { firstName: true, lastName: true } });
  return `${user.firstName} ${user.lastName}`.trim();
}

builder.mutationFields((t) => ({
  completeLesson: t.field({
    type: CompleteLessonPayload,
    description: "Marks the signed-in student's next lesson of a page complete; CONFLICT when every lesson is done.",
    authScopes: { student: true },
    args: { lessonPageId: t.arg.globalID({ required: true, for: LessonPageNode, description: "The lesson page." }) },
    resolve: async (_root, args, ctx) => {
      const pageId = args.lessonPageId.id;
      await pageExists(ctx, pageId);
      const userId = ctx.viewer!.id;
      const lessonNumber = await ctx.prisma.$transaction((tx) => completeNextLesson(tx, userId, pageId));
      if (lessonNumber === null) throw failure("CONFLICT", "Every lesson of this page is already complete");
      return { lessonNumber, pageId, userId };
    },
  }),
  addLessonComment: t.prismaField({
    type: LessonCommentNode,
    description: "Stores a comment on a lesson page by the signed-in student or member.",
    authScopes: { student: true, community: true },
    args: { input: t.arg({ type: AddLessonCommentInput, required: true, description: "The page and the comment." }) },
    resolve: async (query, _root, { input }, ctx) => {
      await pageExists(ctx, input.lessonPageId.id);
      return ctx.prisma.lessonComment.create({
        ...query,
        data: { lessonPageId: input.lessonPageId.id, authorId: ctx.viewer!.id, authorName: await nameOf(ctx), content: input.content.trim() },
      });
    },
  }),
  askMentor: t.prismaField({
    type: MentorQuestionNode,
    description: "Stores a question to a lesson page's mentor by the signed-in student or member; it starts pending.",
    authScopes: { student: true, community: true },
    args: { input: t.arg({ type: AskMentorInput, required: true, description: "The page and the question." }) },
    resolve: async (query, _root, { input }, ctx) => {
      await pageExists(ctx, input.lessonPageId.id);
      return ctx.prisma.mentorQuestion.create({
        ...query,
        data: { lessonPageId: input.lessonPageId.id, authorId: ctx.viewer!.id, text: input.text.trim() },
      });
    },
  }),
}));
