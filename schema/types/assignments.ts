import { z } from "zod";
import type { Context } from "../context.js";
import { builder } from "../builder.js";
import { countedConnection } from "../connections.js";
import { assignmentStatus, assignmentStatusWhere } from "../assignmentRules.js";
import type { Prisma } from "../generated/prisma/client.js";
import { refuseForeignNodeIds } from "../relayNodes.js";
import { CourseNode } from "./course.js";
import { StudentNode } from "./student.js";
import { TrackModuleNode } from "./track.js";

// The assignments hub (issue 21): assignments belong to modules; each student hands in one
// submission per assignment (again until it is graded); admins review them from a queue.
// Mutations live in assignmentMutations.ts.

export const AssignmentStatusEnum = builder.enumType("AssignmentStatus", {
  description: "Where an assignment stands for the signed-in student.",
  values: {
    UPCOMING: { description: "Not open for submissions yet: Preview." },
    PENDING: { description: "Open and not handed in: Submit." },
    SUBMITTED: { description: "Handed in, waiting for review: View." },
    RETURNED: { description: "Returned for revision: hand it in again." },
    GRADED: { description: "Scored, with feedback: final." },
  } as const,
});

export const SubmissionStatusEnum = builder.enumType("SubmissionStatus", {
  description: "Where a submission stands with its reviewer.",
  values: {
    SUBMITTED: { description: "Waiting for review." },
    RETURNED: { description: "Returned for revision." },
    GRADED: { description: "Scored: final." },
  } as const,
});

/** The viewer's own submission row of an assignment: at most one (unique per student). */
const viewerSubmission = (ctx: Context) => ({ where: { studentId: ctx.viewer?.id ?? "" }, take: 1 });

export const AssignmentNode = builder.prismaNode("Assignment", {
  description: "Work a student hands in for a module (the portal's My Projects).",
  id: { field: "id" },
  authScopes: { student: true, admin: true },
  fields: (t) => ({
    slug: t.exposeString("id", { description: "Stable short name, as in /assignments/<slug>." }),
    title: t.exposeString("title", { description: "Name of the assignment." }),
    description: t.exposeString("description", { description: "What to hand in." }),
    course: t.string({
      description: "The program it belongs to (its module's track), e.g. IT Infrastructure Engineering.",
      select: { module: { select: { track: { select: { title: true } } } } },
      resolve: (a) => a.module.track.title,
    }),
    module: t.relation("module", { description: "The module it belongs to." }),
    opensAt: t.expose("opensAt", { type: "DateTime", description: "When it opens for submissions." }),
    dueAt: t.expose("dueAt", { type: "DateTime", description: "Due date." }),
    status: t.field({
      type: AssignmentStatusEnum,
      description: "Where it stands for the signed-in student (for an admin: upcoming or pending by its dates).",
      select: (_args, ctx) => ({ opensAt: true, submissions: { ...viewerSubmission(ctx), select: { status: true } } }),
      resolve: (a) => assignmentStatus(a, a.submissions[0]),
    }),
    isOverdue: t.boolean({
      description: "Past its due date and not handed in by the signed-in student: a submission now is late.",
      select: (_args, ctx) => ({ dueAt: true, submissions: { ...viewerSubmission(ctx), select: { status: true } } }),
      resolve: (a) => a.dueAt < new Date() && a.submissions.length === 0,
    }),
    mySubmission: t.field({
      type: AssignmentSubmissionNode,
      nullable: true,
      description: "The signed-in student's submission; null before they hand it in (and for admins).",
      select: (_args, ctx, nested) => ({ submissions: nested(viewerSubmission(ctx)) }),
      resolve: (a) => a.submissions[0] ?? null,
    }),
  }),
});

export const AssignmentSubmissionNode = builder.prismaNode("AssignmentSubmission", {
  description: "A student's work on an assignment: Markdown text and links, and its review.",
  id: { field: "id" },
  select: { id: true, studentId: true },
  // The student who wrote it and admins; another student gets FORBIDDEN (node(id:) answers null).
  authScopes: (submission, ctx) => ctx.viewer?.role === "ADMIN" || ctx.viewer?.id === submission.studentId,
  fields: (t) => ({
    body: t.exposeString("body", { description: "The student's text, in Markdown (render it sanitised)." }),
    links: t.exposeStringList("links", { description: "http(s) addresses the student added." }),
    status: t.expose("status", { type: SubmissionStatusEnum, description: "Waiting, returned or graded." }),
    submittedAt: t.expose("submittedAt", { type: "DateTime", description: "When it was last handed in." }),
    late: t.exposeBoolean("late", { description: "Last handed in after the due date." }),
    attempts: t.exposeInt("attempts", { description: "How many times it was handed in." }),
    score: t.exposeInt("score", { nullable: true, description: "Score out of 100 once graded; null before." }),
    feedback: t.exposeString("feedback", { description: "The reviewer's feedback; empty before review." }),
    reviewedAt: t.expose("reviewedAt", {
      type: "DateTime",
      nullable: true,
      description: "When it was last graded or returned; null before.",
    }),
    assignment: t.relation("assignment", { description: "The assignment it answers." }),
    student: t.field({
      type: StudentNode,
      description: "Who handed it in.",
      select: (_args, _ctx, nested) => ({ student: nested() }),
      resolve: (s) => s.student,
    }),
  }),
});

const Assignments = countedConnection("Assignment", AssignmentNode);
export const QueuedSubmissions = countedConnection("AssignmentSubmission", AssignmentSubmissionNode);

builder.queryField("myAssignments", (t) =>
  t.prismaConnection(
    {
      type: AssignmentNode,
      cursor: "id",
      description: "The signed-in student's assignments, soonest due first; optionally only those of one status.",
      authScopes: { student: true },
      args: { status: t.arg({ type: AssignmentStatusEnum, description: "Only assignments in this status." }) },
      totalCount: (_connection, args, ctx) => ctx.prisma.assignment.count({ where: myAssignmentsWhere(args, ctx) }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.assignment.findMany({
          ...query,
          where: myAssignmentsWhere(args, ctx),
          orderBy: [{ dueAt: "asc" }, { position: "asc" }, { id: "asc" }],
        }),
    },
    Assignments.connection,
  ),
);

function myAssignmentsWhere(args: { status?: string | null }, ctx: Context): Prisma.AssignmentWhereInput {
  if (!args.status) return {};
  return assignmentStatusWhere(args.status as Parameters<typeof assignmentStatusWhere>[0], ctx.viewer!.id);
}

builder.queryField("assignment", (t) =>
  t.prismaField({
    type: AssignmentNode,
    nullable: true,
    description: "One assignment by its slug (students and admins); null when there is none.",
    authScopes: { student: true, admin: true },
    args: {
      slug: t.arg.string({ required: true, description: "The assignment's slug.", validate: z.string().max(100) }),
    },
    resolve: (query, _root, { slug }, ctx) => ctx.prisma.assignment.findUnique({ ...query, where: { id: slug } }),
  }),
);

builder.queryField("assignmentSubmissionQueue", (t) =>
  t.prismaConnection(
    {
      type: AssignmentSubmissionNode,
      cursor: "id",
      description:
        "Submissions waiting for review, oldest first: the admin's queue; optionally of one course or module.",
      authScopes: { admin: true },
      args: {
        courseId: t.arg.globalID({ for: CourseNode, description: "Only submissions of this course's modules." }),
        moduleId: t.arg.globalID({ for: TrackModuleNode, description: "Only submissions of this module." }),
      },
      totalCount: (_connection, args, ctx) => ctx.prisma.assignmentSubmission.count({ where: queueWhere(args) }),
      resolve: (query, _root, args, ctx, info) => {
        refuseForeignNodeIds(
          info,
          [args.courseId, args.moduleId].filter((id) => id != null),
        );
        return ctx.prisma.assignmentSubmission.findMany({
          ...query,
          where: queueWhere(args),
          orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
        });
      },
    },
    QueuedSubmissions.connection,
  ),
);

function queueWhere(args: {
  courseId?: { id: string } | null;
  moduleId?: { id: string } | null;
}): Prisma.AssignmentSubmissionWhereInput {
  const module: Prisma.TrackModuleWhereInput = {
    ...(args.moduleId ? { id: args.moduleId.id } : {}),
    ...(args.courseId ? { track: { course: { is: { id: Number(args.courseId.id) } } } } : {}),
  };
  return { status: "SUBMITTED", assignment: { module } };
}

builder.queryField("assignmentModules", (t) =>
  t.prismaField({
    type: [TrackModuleNode],
    description: "The modules that hold assignments, by track and number: the admin queue's module filter.",
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.trackModule.findMany({
        ...query,
        where: { assignments: { some: {} } },
        orderBy: [{ trackId: "asc" }, { number: "asc" }],
      }),
  }),
);
