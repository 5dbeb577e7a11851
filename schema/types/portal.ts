import { builder } from "../builder.js";
import { percentOf, programStatus } from "../lessonProgress.js";
import { learningSummaryOf } from "../learningSummary.js";
import { AssignmentNode } from "./assignments.js";
import { EnrollmentNode } from "./student.js";
import { modulesOfTrack, TrackNode } from "./track.js";

const ProgramStatus = builder.enumType("ProgramStatus", {
  description: "A program card's status on the student portal (spec 4).",
  values: {
    NOT_STARTED: { description: "Start Course." },
    IN_PROGRESS: { description: "Continue." },
    COMPLETED: { description: "Finished: Continue to review." },
    LOCKED: { description: "Dimmed, with a disabled Locked button." },
  } as const,
});

builder.prismaObjectFields(EnrollmentNode, (t) => ({
  status: t.field({
    type: ProgramStatus,
    description: "Status of the program card, from progress and whether the course is open.",
    select: { progress: true, course: { select: { isActive: true } } },
    resolve: (enrollment) => programStatus(enrollment.progress, enrollment.course.isActive),
  }),
}));

builder.prismaObjectFields(TrackNode, (t) => ({
  completedModules: t.int({
    description: "Modules the signed-in student completed; 0 for everyone else.",
    select: modulesOfTrack,
    resolve: (track) => track.modules.filter((m) => m.progress[0]?.completed).length,
  }),
  completionPercent: t.int({
    description: "Share of completed modules in percent (spec 4).",
    select: modulesOfTrack,
    resolve: (track) => percentOf(track.modules.filter((m) => m.progress[0]?.completed).length, track.modules.length),
  }),
}));

builder.prismaObject("PortalEvent", {
  description: "An upcoming event on the student dashboard.",
  authScopes: { student: true },
  fields: (t) => ({
    eventId: t.exposeString("id", { description: "Stable id." }),
    title: t.exposeString("title", { description: "Name of the event." }),
    kind: t.exposeString("kind", { description: "Kind, e.g. Live Lab or Workshop." }),
    startsAt: t.expose("startsAt", { type: "DateTime", description: "When it starts." }),
  }),
});

export const StudentDashboard = builder.objectRef<Record<string, never>>("StudentDashboard").implement({
  description: "The student portal's dashboard content.",
  fields: (t) => ({
    badges: t.int({
      description: "Badges the student earned, from their learning activity.",
      resolve: async (_root, _args, ctx) => (await learningSummaryOf(ctx)).badges.length,
    }),
    streakDays: t.int({
      description: "Consecutive UTC days with learning activity, ending today or yesterday.",
      resolve: async (_root, _args, ctx) => (await learningSummaryOf(ctx)).streakDays,
    }),
    upcomingEvents: t.prismaField({
      type: ["PortalEvent"],
      description: "Upcoming events, soonest first.",
      resolve: (query, _root, _args, ctx) =>
        ctx.prisma.portalEvent.findMany({ ...query, orderBy: [{ startsAt: "asc" }, { position: "asc" }] }),
    }),
    projects: t.prismaField({
      type: [AssignmentNode],
      description: "The My Projects tab: the assignments in display order, each with the student's status.",
      resolve: (query, _root, _args, ctx) =>
        ctx.prisma.assignment.findMany({ ...query, orderBy: [{ position: "asc" }, { id: "asc" }] }),
    }),
  }),
});

builder.queryField("studentDashboard", (t) =>
  t.field({
    type: StudentDashboard,
    description: "The signed-in student's dashboard: streak, badges, certificates, events and projects.",
    authScopes: { student: true },
    resolve: () => ({}),
  }),
);
