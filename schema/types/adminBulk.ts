import type { GraphQLResolveInfo } from "graphql";
import { z } from "zod";
import { BULK_MATCHING_LIMIT, bulkSelectionSchema, expectedCountSchema, studentSearchSchema } from "../adminRules.js";
import { AUDIT_ACTIONS, recordAudits, statusAction } from "../audit.js";
import { endEverySession } from "../auth/endSessions.js";
import { builder, mutationInput, type Types } from "../builder.js";
import { failure, notFound } from "../errors.js";
import type { Prisma } from "../generated/prisma/client.js";
import { refuseForeignNodeIds } from "../relayNodes.js";
import { listWhere, StudentStatus, type StudentListArgs } from "./admin.js";
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

// The same actions on every student the admin's filters match ("Select all matching"), for lists
// too long to select page by page. The admin confirms a number; if the filters match another number
// by the time the action runs (sign-ups, another admin), nothing changes and the answer says so.

/** Rows written per statement: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1_000;

async function inChunks<T>(items: readonly T[], run: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += CHUNK) await run(items.slice(start, start + CHUNK));
}

/** The bulk actions on a filtered list take longer than a page's: their transaction may too. */
const MATCHING_TRANSACTION = { timeout: 60_000 };

type MatchingResult = { changed: number; skipped: number };

const StudentFilterInput = builder.inputType("StudentFilterInput", {
  description: "The admin list's filters, naming every student they match.",
  fields: (t) => ({
    search: t.string({
      required: false,
      description: "Only students whose first name, last name or e-mail contain every word of this text.",
    }),
    status: t.field({
      type: StudentStatus,
      defaultValue: "ALL",
      description: "Only active, or only pending, students.",
    }),
    courseId: t.globalID({
      required: false,
      for: CourseNode,
      description: "Only students enrolled in this course (its global id).",
    }),
  }),
});

const matchingInput = mutationInput(
  z.looseObject({
    filter: z.looseObject({ search: studentSearchSchema.nullish() }),
    expectedCount: expectedCountSchema,
  }),
);

/** The students the filters match now, or a CONFLICT when that is not the number the admin confirmed. */
async function matchingStudents(
  tx: Prisma.TransactionClient,
  filter: StudentListArgs & { courseId?: { id: string; typename: string } | null },
  expectedCount: number,
  info: GraphQLResolveInfo,
) {
  if (filter.courseId) refuseForeignNodeIds(info, [filter.courseId]);
  const students = await tx.user.findMany({ where: listWhere(filter), select: { id: true, isActive: true } });
  if (students.length !== expectedCount) {
    throw failure(
      "CONFLICT",
      `The list changed: ${students.length.toLocaleString("en-US")} students match now, not ${expectedCount.toLocaleString("en-US")}. Nothing was changed.`,
    );
  }
  return students;
}

const matchingPayload = (what: string) => ({
  description: `How many of the matching students were ${what}, and how many were skipped.`,
  outputFields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, MatchingResult>) => ({
    changed: t.exposeInt("changed", { description: `Students ${what}.` }),
    skipped: t.exposeInt("skipped", { description: "Students the action did not apply to (already so)." }),
  }),
});

const matchingFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
  filter: t.field({ type: StudentFilterInput, required: true, description: "The list's filters." }),
  expectedCount: t.int({
    required: true,
    description: `How many students the admin saw match (1 to ${BULK_MATCHING_LIMIT}); another number refuses the action.`,
  }),
});

builder.relayMutationField(
  "setMatchingStudentsActive",
  {
    description: "The admin list's filters and whether the students they match may sign in.",
    inputFields: (t) => ({
      ...matchingFields(t),
      isActive: t.boolean({ required: true, description: "true enables, false disables." }),
    }),
    validate: matchingInput,
  },
  {
    description:
      "Enables or disables every student the filters match; disabling ends their sessions. Students already in that state are skipped.",
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx, info) =>
      ctx.prisma.$transaction(async (tx): Promise<MatchingResult> => {
        const students = await matchingStudents(tx, input.filter, input.expectedCount, info);
        const changing = students.filter((s) => s.isActive !== input.isActive).map((s) => s.id);
        const ended = endEverySession();
        await inChunks(changing, async (ids) => {
          await tx.user.updateMany({
            where: { id: { in: ids } },
            data: { isActive: input.isActive, ...(input.isActive ? {} : ended) },
          });
          await recordAudits(
            tx,
            ids.map((subjectId) => ({ actorId: ctx.viewer!.id, action: statusAction(input.isActive), subjectId })),
          );
        });
        return { changed: changing.length, skipped: students.length - changing.length };
      }, MATCHING_TRANSACTION),
  },
  matchingPayload("enabled or disabled"),
);

builder.relayMutationField(
  "enrollMatchingStudents",
  {
    description: "The admin list's filters and the course to enrol the students they match in.",
    inputFields: (t) => ({
      ...matchingFields(t),
      courseId: t.globalID({ required: true, for: CourseNode, description: "The course's global id." }),
    }),
    validate: matchingInput,
  },
  {
    description: "Enrols every student the filters match in a course; students already enrolled in it are skipped.",
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx, info) => {
      refuseForeignNodeIds(info, [input.courseId]);
      const courseId = Number(input.courseId.id);
      return ctx.prisma.$transaction(async (tx): Promise<MatchingResult> => {
        const course = await tx.course.findUnique({ where: { id: courseId }, select: { id: true, title: true } });
        if (!course) throw notFound("Course");
        const students = await matchingStudents(tx, input.filter, input.expectedCount, info);
        let changed = 0;
        await inChunks(students, async (chunk) => {
          // skipDuplicates: those already enrolled are skipped; only the rows created are audited.
          const created = await tx.enrollment.createManyAndReturn({
            data: chunk.map((s) => ({ userId: s.id, courseId })),
            skipDuplicates: true,
            select: { userId: true },
          });
          changed += created.length;
          await recordAudits(
            tx,
            created.map(({ userId }) => ({
              actorId: ctx.viewer!.id,
              action: AUDIT_ACTIONS.STUDENT_ENROLL,
              subjectId: userId,
              detail: course.title,
            })),
          );
        });
        return { changed, skipped: students.length - changed };
      }, MATCHING_TRANSACTION);
    },
  },
  matchingPayload("enrolled"),
);
