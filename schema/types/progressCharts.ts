import { builder } from "../builder.js";
import { firstChartWeek, lessonsPerWeek, PROGRESS_CHART_WEEKS } from "../progressCharts.js";

// The student portal's Progress tab: lessons completed per week, progress and time per module.

type WeekCount = { weekStart: Date; lessons: number };
type ModuleFigures = { moduleId: string; title: string; track: string; progress: number; seconds: number };

const WeekCountRef = builder.objectRef<WeekCount>("LessonsInWeek").implement({
  description: "Lessons the student completed in one week (Monday to Sunday, UTC).",
  fields: (t) => ({
    weekStart: t.expose("weekStart", { type: "DateTime", description: "Monday 00:00 UTC of the week." }),
    lessons: t.exposeInt("lessons", { description: "Lessons completed that week." }),
  }),
});

const ModuleFiguresRef = builder.objectRef<ModuleFigures>("ModuleStudyFigures").implement({
  description: "The student's progress and time in one module with a lesson page.",
  fields: (t) => ({
    moduleId: t.exposeString("moduleId", { description: "Stable id of the module." }),
    title: t.exposeString("title", { description: "Name of the module." }),
    track: t.exposeString("track", { description: "Title of its track." }),
    progress: t.exposeInt("progress", { description: "Progress in percent (0 when not started)." }),
    minutesSpent: t.int({
      description: "Whole minutes spent on its lesson page.",
      resolve: (m) => Math.floor(m.seconds / 60),
    }),
  }),
});

const ProgressCharts = builder.objectRef<{ userId: string }>("ProgressCharts").implement({
  description: "The figures behind the Progress tab's charts.",
  fields: (t) => ({
    lessonsPerWeek: t.field({
      type: [WeekCountRef],
      description: `Lessons completed in each of the last ${PROGRESS_CHART_WEEKS} weeks, oldest first (weeks without any included).`,
      resolve: async ({ userId }, _args, ctx) => {
        const now = new Date();
        const rows = await ctx.prisma.lessonCompletion.findMany({
          where: { userId, createdAt: { gte: firstChartWeek(now) } },
          select: { createdAt: true },
        });
        return lessonsPerWeek(
          rows.map((r) => r.createdAt),
          now,
        );
      },
    }),
    modules: t.field({
      type: [ModuleFiguresRef],
      description: "Every module with a lesson page, in track and module order, with the student's progress and time.",
      resolve: async ({ userId }, _args, ctx) => {
        const modules = await ctx.prisma.trackModule.findMany({
          where: { lessonPage: { isNot: null } },
          orderBy: [{ track: { title: "asc" } }, { number: "asc" }],
          select: {
            id: true,
            title: true,
            track: { select: { title: true } },
            progress: { where: { userId }, select: { progress: true } },
            studyTimes: { where: { userId }, select: { seconds: true } },
          },
        });
        return modules.map((m) => ({
          moduleId: m.id,
          title: m.title,
          track: m.track.title,
          progress: m.progress[0]?.progress ?? 0,
          seconds: m.studyTimes.reduce((sum, row) => sum + row.seconds, 0),
        }));
      },
    }),
  }),
});

builder.queryField("progressCharts", (t) =>
  t.field({
    type: ProgressCharts,
    description: "The signed-in student's figures for the Progress tab's charts.",
    authScopes: { student: true },
    resolve: (_root, _args, ctx) => ({ userId: ctx.viewer!.id }),
  }),
);
