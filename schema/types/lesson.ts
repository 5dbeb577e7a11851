import { z } from "zod";
import { builder } from "../builder.js";
import { countedConnection } from "../connections.js";
import type { Context } from "../context.js";
import { percentOf } from "../lessonProgress.js";
import { completedAttemptsOf } from "../labProgress.js";
import { viewerModuleAccess } from "../moduleUnlock.js";
import { TrackModuleNode } from "./track.js";

const UpNextState = builder.enumType("UpNextState", {
  description: "How the Up Next card offers what comes next.",
  values: {
    CONTINUE: { description: "A button that continues to the next lesson." },
    BLOCKED: { description: "A disabled button until the current module is complete." },
    UNLOCK_NOTE: { description: "A note that it unlocks on completing this module." },
    PLAIN: { description: "Only its name." },
  } as const,
});

export const MentorQuestionStatus = builder.enumType("MentorQuestionStatus", {
  description: "Whether the mentor answered a question.",
  values: { ANSWERED: { description: "Answered." }, PENDING: { description: "Waiting for the mentor." } } as const,
});

builder.prismaObject("LessonVideo", {
  description: "An embedded external video of a lesson page.",
  authScopes: { public: true },
  fields: (t) => ({
    title: t.exposeString("title", { description: "Title of the video." }),
    durationMinutes: t.exposeInt("durationMinutes", { description: "Length in minutes." }),
    instructor: t.exposeString("instructor", { description: "Who teaches it." }),
    label: t.exposeString("label", { description: "Chapter or module label, e.g. Chapter 1-2 or Module 3B." }),
    embedUrl: t.exposeString("embedUrl", { description: "Address of the embedded player." }),
  }),
});

builder.prismaObject("LessonReading", {
  description: "A required reading item of a lesson page.",
  authScopes: { public: true },
  fields: (t) => ({
    readingId: t.exposeString("id", { description: "Stable id of the item." }),
    title: t.exposeString("title", { description: "Title of the book." }),
    author: t.exposeString("author", { description: "Author or authors." }),
    description: t.exposeString("description", { description: "Why to read it." }),
    isbn: t.exposeString("isbn", { description: "ISBN." }),
    chapters: t.exposeString("chapters", { description: "Chapters to read." }),
  }),
});

export const LessonCommentNode = builder.prismaNode("LessonComment", {
  description: "A comment on a lesson page.",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    authorName: t.exposeString("authorName", { description: "Name of the author." }),
    content: t.exposeString("content", { description: "The comment." }),
    likes: t.exposeInt("likes", { description: "Likes it received." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was written." }),
  }),
});

export const MentorQuestionNode = builder.prismaNode("MentorQuestion", {
  description: "A question to the mentor of a lesson page.",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    text: t.exposeString("text", { description: "The question." }),
    status: t.expose("status", { type: MentorQuestionStatus, description: "Answered or pending." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was asked." }),
  }),
});

type OutlineItem = { number: number; title: string; completed: boolean };

const LessonOutlineItem = builder.objectRef<OutlineItem>("LessonOutlineItem").implement({
  description: "One lesson of a lesson page's outline.",
  fields: (t) => ({
    number: t.exposeInt("number", { description: "The lesson's number, 1 to the page's total." }),
    title: t.exposeString("title", { description: "The lesson's title." }),
    completed: t.exposeBoolean("completed", {
      description: "Whether the signed-in student completed it; for everyone else, the sample student's.",
    }),
  }),
});

export const LessonComments = countedConnection("LessonComment", LessonCommentNode);
export const MentorQuestions = countedConnection("MentorQuestion", MentorQuestionNode);

/** The signed-in student's completions are the figures; everyone else sees the sample student's. */
const isStudent = (ctx: Context) => ctx.viewer?.role === "STUDENT";
const ownCompletions = (_args: object, ctx: Context) => ({
  completions: { where: { userId: isStudent(ctx) ? ctx.viewer!.id : "" }, select: { lessonNumber: true } },
});

export const LessonPageNode = builder.prismaNode("LessonPage", {
  description: "The lesson page of a track module (spec 2, lesson table).",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    slug: t.exposeString("id", { description: "Stable short name, also the route: it-fundamentals." }),
    title: t.exposeString("title", { description: "Title in the header." }),
    backPath: t.exposeString("backPath", { description: "Route of the back link." }),
    communityPath: t.exposeString("communityPath", { description: "Route of the Community Page button." }),
    level: t.exposeString("level", { description: "Level badge." }),
    totalLessons: t.exposeInt("totalLessons", { description: "Lessons of the page." }),
    completedLessons: t.int({
      description: "Lessons the signed-in student completed; the sample figure for everyone else.",
      select: ownCompletions,
      resolve: (page, _args, ctx) => (isStudent(ctx) ? page.completions.length : page.sampleCompletedLessons),
    }),
    progress: t.int({
      description:
        "Progress in percent: the signed-in student's share of completed lessons; the sample figure for everyone else.",
      select: (args, ctx) => ({ ...ownCompletions(args, ctx), totalLessons: true }),
      resolve: (page, _args, ctx) =>
        isStudent(ctx) ? percentOf(page.completions.length, page.totalLessons) : page.sampleProgress,
    }),
    completedLabs: t.int({
      description: "Labs the signed-in student completed; the sample figure for everyone else.",
      select: (_args, ctx) => ({
        sampleCompletedLabs: true,
        labs: { select: { attempts: completedAttemptsOf(ctx) } },
      }),
      resolve: (page, _args, ctx) =>
        isStudent(ctx) ? page.labs.filter((lab) => lab.attempts.length > 0).length : page.sampleCompletedLabs,
    }),
    outline: t.field({
      type: [LessonOutlineItem],
      description: "Every lesson of the page in order, with whether it is done.",
      select: (args, ctx) => ({
        ...ownCompletions(args, ctx),
        sampleCompletedLessons: true,
        outline: { orderBy: { number: "asc" as const }, select: { number: true, title: true } },
      }),
      resolve: (page, _args, ctx) => {
        const done = new Set(page.completions.map((c) => c.lessonNumber));
        return page.outline.map(({ number, title }) => ({
          number,
          title,
          completed: isStudent(ctx) ? done.has(number) : number <= page.sampleCompletedLessons,
        }));
      },
    }),
    locked: t.boolean({
      description: "Whether the page's module is locked for the viewer (schema/moduleUnlock.ts).",
      select: { module: { select: { id: true, trackId: true } } },
      resolve: async (page, _args, ctx) => (await viewerModuleAccess(ctx, page.module)).locked,
    }),
    lockRequirement: t.string({
      nullable: true,
      description: "While locked: what to complete to unlock the module; null when open.",
      select: { module: { select: { id: true, trackId: true } } },
      resolve: async (page, _args, ctx) => (await viewerModuleAccess(ctx, page.module)).requirement,
    }),
    finishFirst: t.prismaField({
      type: TrackModuleNode,
      nullable: true,
      description: "While locked: the module to finish first; null when open.",
      select: { module: { select: { id: true, trackId: true } } },
      resolve: async (query, page, _args, ctx) => {
        const first = (await viewerModuleAccess(ctx, page.module)).finishFirst;
        return first ? ctx.prisma.trackModule.findUnique({ ...query, where: { id: first.id } }) : null;
      },
    }),
    nextModule: t.prismaField({
      type: TrackModuleNode,
      nullable: true,
      description: "The next module of the track by number; null after the last.",
      select: { module: { select: { trackId: true, number: true } } },
      resolve: (query, page, _args, ctx) =>
        ctx.prisma.trackModule.findFirst({
          ...query,
          where: { trackId: page.module.trackId, number: { gt: page.module.number } },
          orderBy: { number: "asc" },
        }),
    }),
    lessonsLabel: t.exposeString("lessonsLabel", { description: "Sidebar wording of the lessons figure." }),
    timeLabel: t.exposeString("timeLabel", {
      nullable: true,
      description: "Sidebar wording of the time figure, if any.",
    }),
    timeText: t.exposeString("timeText", { nullable: true, description: "The time figure, if any." }),
    quickActions: t.exposeStringList("quickActions", {
      description: "Quick Actions buttons; empty when the page has none.",
    }),
    upNextTitle: t.exposeString("upNextTitle", {
      nullable: true,
      description: "What comes next; null on the last module.",
    }),
    upNextState: t.expose("upNextState", { type: UpNextState, nullable: true, description: "How it is offered." }),
    upNextAction: t.exposeString("upNextAction", {
      nullable: true,
      description: "Button or note text, where there is one.",
    }),
    simulatorUrl: t.exposeString("simulatorUrl", {
      nullable: true,
      description: "External network simulator, where offered.",
    }),
    notes: t.exposeStringList("notes", { description: "Extra sidebar notes." }),
    aboutFacts: t.exposeStringList("aboutFacts", {
      description: "About This Lesson facts; empty when the card is absent.",
    }),
    aboutObjectives: t.exposeStringList("aboutObjectives", {
      description: "Learning objectives of the About This Lesson card.",
    }),
    blocksBlankSubmit: t.exposeBoolean("blocksBlankSubmit", {
      description: "Whether the comment and question buttons are disabled while the text is blank (spec 5).",
    }),
    mentorName: t.exposeString("mentorName", { description: "The mentor's name." }),
    mentorRole: t.exposeString("mentorRole", { description: "The mentor's role." }),
    mentorAvailability: t.exposeString("mentorAvailability", { description: "When the mentor answers." }),
    videos: t.relation("videos", { description: "Embedded videos in order.", query: { orderBy: { position: "asc" } } }),
    labs: t.relation("labs", { description: "The three lab exercises.", query: { orderBy: { position: "asc" } } }),
    readings: t.relation("readings", {
      description: "The three required reading items.",
      query: { orderBy: { position: "asc" } },
    }),
    comments: t.relatedConnection(
      "comments",
      {
        description: "Comments, newest first.",
        cursor: "id",
        totalCount: true,
        query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
      },
      LessonComments.connection,
    ),
    mentorQuestions: t.relatedConnection(
      "mentorQuestions",
      {
        description: "Recent questions to the mentor, newest first.",
        cursor: "id",
        totalCount: true,
        query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
      },
      MentorQuestions.connection,
    ),
  }),
});

builder.queryField("lessonPage", (t) =>
  t.prismaField({
    type: LessonPageNode,
    nullable: true,
    description: "One lesson page by slug (its route without the slash), e.g. it-fundamentals.",
    authScopes: { public: true },
    args: { slug: t.arg.string({ required: true, validate: z.string().max(60), description: "The page's slug." }) },
    resolve: (query, _root, args, ctx) => ctx.prisma.lessonPage.findUnique({ ...query, where: { id: args.slug } }),
  }),
);
