import { builder } from "../builder.js";
import type { Context } from "../context.js";
import { notFound } from "../errors.js";
import { lessonNoteSchema, lessonNumberSchema, refuseLessonBeyondPage } from "../lessonRules.js";
import { durationMinutes, formatTimeLeft, formatTimeSpent, recordBeat } from "../studyTime.js";
import { LessonPageNode } from "./lesson.js";

// The student's own time on a lesson page (heartbeats while it is visible) and their private
// notes on it. Visitors and other roles get null: the page then shows the spec's sample figures.

type StudyTimeSummary = { seconds: number; durationMinutes: number | null };

const StudyTimeSummaryRef = builder.objectRef<StudyTimeSummary>("StudyTimeSummary").implement({
  description: "The signed-in student's time on a module's lesson page.",
  fields: (t) => ({
    minutesSpent: t.int({
      description: "Whole minutes spent on the page while it was visible.",
      resolve: (s) => Math.floor(s.seconds / 60),
    }),
    timeSpentText: t.string({
      description: "Time spent as the sidebar shows it, e.g. “45 min” or “2.5 hours”.",
      resolve: (s) => formatTimeSpent(s.seconds),
    }),
    timeLeftText: t.string({
      nullable: true,
      description:
        "Estimated time left (the module's duration less the time spent), e.g. “3h 45m”; null when the module names no duration.",
      resolve: (s) => (s.durationMinutes === null ? null : formatTimeLeft(s.durationMinutes - s.seconds / 60)),
    }),
  }),
});

const isStudent = (ctx: Context) => ctx.viewer?.role === "STUDENT";
const viewerId = (ctx: Context) => (isStudent(ctx) ? ctx.viewer!.id : "");

export const LessonNoteRef = builder.prismaObject("LessonNote", {
  description: "A student's private notes on one lesson of a lesson page: only they can read them.",
  select: { userId: true },
  authScopes: (note, ctx) => ctx.viewer?.id === note.userId,
  fields: (t) => ({
    lessonNumber: t.exposeInt("lessonNumber", { description: "The lesson of the page they are on (1, 2, …)." }),
    content: t.exposeString("content", { description: "The notes as last saved." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When they were last saved." }),
  }),
});

builder.prismaObjectFields(LessonPageNode, (t) => ({
  studyTime: t.field({
    type: StudyTimeSummaryRef,
    nullable: true,
    description: "The signed-in student's time on this page and the time left; null for everyone else.",
    select: (_args, ctx) => ({
      module: {
        select: {
          duration: true,
          studyTimes: { where: { userId: viewerId(ctx) }, select: { seconds: true } },
        },
      },
    }),
    resolve: (page, _args, ctx) =>
      isStudent(ctx)
        ? {
            seconds: page.module.studyTimes.reduce((sum, row) => sum + row.seconds, 0),
            durationMinutes: durationMinutes(page.module.duration),
          }
        : null,
  }),
  myNotes: t.field({
    type: [LessonNoteRef],
    description:
      "The signed-in student's private notes on this page's lessons, by lesson; empty when none or not a student.",
    select: (_args, ctx) => ({ lessonNotes: { where: { userId: viewerId(ctx) }, orderBy: { lessonNumber: "asc" } } }),
    resolve: (page) => page.lessonNotes,
  }),
}));

async function pageModule(ctx: Context, id: string) {
  const page = await ctx.prisma.lessonPage.findUnique({ where: { id }, select: { moduleId: true } });
  if (!page) throw notFound("Lesson page");
  return page.moduleId;
}

builder.relayMutationField(
  "recordStudyTime",
  {
    description: "A heartbeat of a lesson page the student has open and visible.",
    inputFields: (t) => ({
      lessonPageId: t.globalID({ required: true, for: LessonPageNode, description: "The lesson page's global id." }),
    }),
  },
  {
    description:
      "Counts the time since the student's previous heartbeat (at most 60 s a beat; nothing after a silence over 2 minutes; at most 4 hours per module per day) on the page's module.",
    authScopes: { student: true },
    resolve: async (_root, { input }, ctx) => {
      const pageId = input.lessonPageId.id;
      const moduleId = await pageModule(ctx, pageId);
      // WIRE(issue20): the modules part's sequential unlock may refuse time on a module still locked for the student.
      const credited = await ctx.prisma.$transaction((tx) => recordBeat(tx, ctx.viewer!.id, moduleId, new Date()));
      return { pageId, credited };
    },
  },
  {
    description: "The seconds credited and the page's new figures.",
    outputFields: (t) => ({
      secondsCredited: t.exposeInt("credited", {
        description: "Seconds this beat added (0 when the page had been away or the day's cap is reached).",
      }),
      lessonPage: t.prismaField({
        type: LessonPageNode,
        description: "The page, with the student's time as it now is.",
        resolve: (query, beat, _args, ctx) =>
          ctx.prisma.lessonPage.findUniqueOrThrow({ ...query, where: { id: beat.pageId } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "saveLessonNote",
  {
    description: "The student's notes on one lesson of a lesson page, whole.",
    inputFields: (t) => ({
      lessonPageId: t.globalID({ required: true, for: LessonPageNode, description: "The lesson page's global id." }),
      lessonNumber: t.int({
        required: true,
        validate: lessonNumberSchema,
        description: "The lesson of the page (1 to its number of lessons).",
      }),
      content: t.string({
        required: true,
        validate: lessonNoteSchema,
        description: "The notes as they now read (at most 10,000 characters); empty clears them.",
      }),
    }),
  },
  {
    description: "Saves the signed-in student's private notes on a lesson (autosaved as they type).",
    authScopes: { student: true },
    resolve: async (_root, { input }, ctx) => {
      const lessonPageId = input.lessonPageId.id;
      const { lessonNumber } = input;
      const page = await ctx.prisma.lessonPage.findUnique({
        where: { id: lessonPageId },
        select: { totalLessons: true },
      });
      if (!page) throw notFound("Lesson page");
      refuseLessonBeyondPage(lessonNumber, page.totalLessons);
      const userId = ctx.viewer!.id;
      await ctx.prisma.lessonNote.upsert({
        where: { userId_lessonPageId_lessonNumber: { userId, lessonPageId, lessonNumber } },
        create: { userId, lessonPageId, lessonNumber, content: input.content },
        update: { content: input.content },
        select: { userId: true },
      });
      return { userId, lessonPageId, lessonNumber };
    },
  },
  {
    description: "The notes as saved.",
    outputFields: (t) => ({
      note: t.prismaField({
        type: LessonNoteRef,
        description: "The notes as saved.",
        resolve: (query, key, _args, ctx) =>
          ctx.prisma.lessonNote.findUniqueOrThrow({ ...query, where: { userId_lessonPageId_lessonNumber: key } }),
      }),
      lessonPage: t.prismaField({
        type: LessonPageNode,
        description: "The page, with myNotes as saved.",
        resolve: (query, key, _args, ctx) =>
          ctx.prisma.lessonPage.findUniqueOrThrow({ ...query, where: { id: key.lessonPageId } }),
      }),
    }),
  },
);
