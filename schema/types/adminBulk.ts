import { z } from "zod";
import { bulkSelectionSchema } from "../adminRules.js";
import { AUDIT_ACTIONS, recordAudits, statusAction } from "../audit.js";
import { endEverySession } from "../auth/endSessions.js";
import { builder, mutationInput } from "../builder.js";
import { notFound } from "../errors.js";
import type { Prisma } from "../generated/prisma/client.js";
import { refuseForeignNodeIds } from "../relayNodes.js";
import { CourseNode } from "./course.js";
import { StudentNode } from "./student.js";

// Bulk actions on the admin's selection. Every student changed gets their own audit entry, written
// in the same transaction as the changes: all of them or none. Students the action does not apply
// to (already enrolled, already in that state) are skipped and reported, never an error for all.

/** One selected student and what the bulk action did to them. */
type BulkOutcome = { studentId: string; done: boolean; reason: string | null };
type BulkResult = { outcomes: BulkOutcome[] };

const BulkStudentOutcome = builder.objectRef<BulkOutcome>("BulkStudentOutcome").implement({
  description: "One selected student and whether the bulk action changed them.",
  fields: (t) => ({
    student: t.prismaField({
      type: StudentNode,
      description: "The student, as they now are.",
      resolve: (query, outcome, _args, ctx) =>
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: outcome.studentId } }),
    }),
    done: t.exposeBoolean("done", { description: "true when the action changed this student." }),
    reason: t.exposeString("reason", {
      nullable: true,
      description: "Why the student was skipped (e.g. already enrolled); null when done.",
    }),
  }),
});

/** The selection's students, in the order given; an id that is not a student refuses the whole action. */
async function selectedStudents(tx: Prisma.TransactionClient, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await tx.user.findMany({
    where: { id: { in: unique }, role: "STUDENT" },
    select: { id: true, isActive: true },
  });
  if (rows.length !== unique.length) throw notFound("Student");
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)!);
}

// Loose: the other input fields pass through to the resolver as they are.
const selectionInput = mutationInput(z.looseObject({ studentIds: bulkSelectionSchema }));

builder.relayMutationField(
  "setStudentsActive",
  {
    description: "The selected students and whether they may sign in.",
    inputFields: (t) => ({
      studentIds: t.globalIDList({
        required: true,
        for: StudentNode,
        description: "The selected students' global ids (1 to 100).",
      }),
      isActive: t.boolean({ required: true, description: "true enables, false disables." }),
    }),
    validate: selectionInput,
  },
  {
    description:
      "Enables or disables the selected students; disabling ends their sessions. Students already in that state are skipped.",
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) =>
      ctx.prisma.$transaction(async (tx): Promise<BulkResult> => {
        const students = await selectedStudents(
          tx,
          input.studentIds.map((id) => id.id),
        );
        const changing = students.filter((s) => s.isActive !== input.isActive).map((s) => s.id);
        if (changing.length > 0) {
          await tx.user.updateMany({
            where: { id: { in: changing } },
            data: { isActive: input.isActive, ...(input.isActive ? {} : endEverySession()) },
          });
          await recordAudits(
            tx,
            changing.map((subjectId) => ({
              actorId: ctx.viewer!.id,
              action: statusAction(input.isActive),
              subjectId,
            })),
          );
        }
        const already = input.isActive ? "Already active" : "Already disabled";
        return {
          outcomes: students.map((s) =>
            s.isActive !== input.isActive
              ? { studentId: s.id, done: true, reason: null }
              : { studentId: s.id, done: false, reason: already },
          ),
        };
      }),
  },
  {
    description: "What happened to each selected student.",
    outputFields: (t) => ({
      outcomes: t.field({
        type: [BulkStudentOutcome],
        description: "Each selected student, in the order given, with whether they changed.",
        resolve: (result) => result.outcomes,
      }),
    }),
  },
);

builder.relayMutationField(
  "enrollStudents",
  {
    description: "The selected students and the course to enrol them in.",
    inputFields: (t) => ({
      studentIds: t.globalIDList({
        required: true,
        for: StudentNode,
        description: "The selected students' global ids (1 to 100).",
      }),
      courseId: t.globalID({ required: true, for: CourseNode, description: "The course's global id." }),
    }),
    validate: selectionInput,
  },
  {
    description: "Enrols the selected students in a course; students already enrolled in it are skipped and reported.",
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx, info) => {
      refuseForeignNodeIds(info, [input.courseId]);
      const courseId = Number(input.courseId.id);
      return ctx.prisma.$transaction(async (tx): Promise<BulkResult> => {
        const course = await tx.course.findUnique({ where: { id: courseId }, select: { id: true, title: true } });
        if (!course) throw notFound("Course");
        const students = await selectedStudents(
          tx,
          input.studentIds.map((id) => id.id),
        );
        // skipDuplicates: an enrolment made meanwhile (another admin) is skipped, not an error,
        // and only the rows really created are audited.
        const created = await tx.enrollment.createManyAndReturn({
          data: students.map((s) => ({ userId: s.id, courseId })),
          skipDuplicates: true,
          select: { userId: true },
        });
        const enrolled = new Set(created.map((row) => row.userId));
        await recordAudits(
          tx,
          [...enrolled].map((subjectId) => ({
            actorId: ctx.viewer!.id,
            action: AUDIT_ACTIONS.STUDENT_ENROLL,
            subjectId,
            detail: course.title,
          })),
        );
        return {
          outcomes: students.map((s) =>
            enrolled.has(s.id)
              ? { studentId: s.id, done: true, reason: null }
              : { studentId: s.id, done: false, reason: `Already enrolled in ${course.title}` },
          ),
        };
      });
    },
  },
  {
    description: "What happened to each selected student.",
    outputFields: (t) => ({
      outcomes: t.field({
        type: [BulkStudentOutcome],
        description: "Each selected student, in the order given, with whether they were enrolled.",
        resolve: (result) => result.outcomes,
      }),
    }),
  },
);
