import {
  BULK_LIMIT,
  STUDENT_SORTS,
  STUDENT_STATUSES,
  studentListOrder,
  studentListWhere,
  studentSearchSchema,
} from "../adminRules.js";
import { AUDIT_ACTIONS, recordAudit, statusAction } from "../audit.js";
import { endEverySession } from "../auth/endSessions.js";
import { PASSWORD_MESSAGES, passwordMatchesEmail, passwordPolicySchema } from "../auth/passwordPolicy.js";
import { z } from "zod";
import { hashPassword } from "../auth/passwords.js";
import { builder, type Types } from "../builder.js";
import { countedConnection, edgeOf } from "../connections.js";
import { invalidInput, isUniqueViolation, notFound, failure } from "../errors.js";
import type { Prisma } from "../generated/prisma/client.js";
import { refuseForeignNodeIds } from "../relayNodes.js";
import { AuditEntries } from "./audit.js";
import { CourseNode, Courses } from "./course.js";
import { EnrollmentNode, StudentNode } from "./student.js";

export const StudentStatus = builder.enumType("StudentStatus", {
  description: "Which students the admin list shows.",
  values: {
    ALL: { description: "Every student." },
    ACTIVE: { description: "Students who may sign in." },
    PENDING: {
      description: "Students who may not sign in: new sign-ups waiting for activation, and disabled accounts.",
    },
  } satisfies Record<(typeof STUDENT_STATUSES)[number], { description: string }>,
});

const StudentSort = builder.enumType("StudentSort", {
  description: "The order of the admin's student list.",
  values: {
    NEWEST: { description: "Newest account first." },
    NAME: { description: "By last name, then first name." },
    EMAIL: { description: "By e-mail address." },
  } satisfies Record<(typeof STUDENT_SORTS)[number], { description: string }>,
});

const Students = countedConnection("Student", StudentNode);

/** The list's narrowing arguments, as the resolver and its count read them. */
export type StudentListArgs = {
  search?: string | null;
  status?: (typeof STUDENT_STATUSES)[number] | null;
  courseId?: { id: string } | null;
  ids?: readonly { id: string }[] | null;
};
export const listWhere = (args: StudentListArgs) =>
  studentListWhere(args.search, args.status ?? "ALL", {
    // A malformed course id matches no student (the resolver refuses it before the count is read).
    courseId: args.courseId ? (/^\d{1,9}$/.test(args.courseId.id) ? Number(args.courseId.id) : -1) : null,
    ids: args.ids?.map((id) => id.id),
  });

builder.queryFields((t) => ({
  students: t.prismaConnection(
    {
      type: StudentNode,
      cursor: "id",
      description:
        "Students, newest first unless sorted otherwise; every student unless narrowed by search text, status, course or ids. Pages go forwards (first/after) and backwards (last/before).",
      authScopes: { admin: true },
      args: {
        search: t.arg.string({
          required: false,
          validate: studentSearchSchema,
          description:
            "Only students whose first name, last name or e-mail contain every word of this text (case-insensitive).",
        }),
        status: t.arg({
          type: StudentStatus,
          defaultValue: "ALL",
          description: "Only active, or only pending, students.",
        }),
        courseId: t.arg.globalID({
          required: false,
          for: CourseNode,
          description: "Only students enrolled in this course (its global id).",
        }),
        ids: t.arg.globalIDList({
          required: false,
          for: StudentNode,
          validate: z.array(z.unknown()).max(BULK_LIMIT, `At most ${BULK_LIMIT} students`),
          description: `Only these students (at most ${BULK_LIMIT} global ids), e.g. an admin's selection.`,
        }),
        sort: t.arg({ type: StudentSort, defaultValue: "NEWEST", description: "The list's order." }),
      },
      totalCount: (_connection, args, ctx) => ctx.prisma.user.count({ where: listWhere(args) }),
      resolve: (query, _root, args, ctx, info) => {
        if (args.courseId) refuseForeignNodeIds(info, [args.courseId]);
        return ctx.prisma.user.findMany({
          ...query,
          where: listWhere(args),
          orderBy: studentListOrder(args.sort ?? "NEWEST"),
        });
      },
    },
    Students.connection,
  ),
  allCourses: t.prismaConnection(
    {
      type: CourseNode,
      cursor: "id",
      description: "Every course, active or not, by id.",
      authScopes: { admin: true },
      totalCount: (_connection, _args, ctx) => ctx.prisma.course.count(),
      resolve: (query, _root, _args, ctx) => ctx.prisma.course.findMany({ ...query, orderBy: { id: "asc" } }),
    },
    Courses.connection,
  ),
}));

export async function findStudent(prisma: Prisma.TransactionClient, id: string) {
  const student = await prisma.user.findFirst({ where: { id, role: "STUDENT" }, select: { id: true, email: true } });
  if (!student) throw notFound("Student");
  return student;
}

const alreadyEnrolled = () => failure("CONFLICT", "Student is already enrolled in this course");

export const studentArg = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) =>
  t.globalID({ required: true, for: StudentNode, description: "The student's global id." });

/** What every admin change answers: the student as it now is, and the audit entry it wrote. */
export type AdminChange = { studentId: string; auditEntryId: string };
export const changePayloadFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, AdminChange>) => ({
  student: t.prismaField({
    type: StudentNode,
    description: "The student, changed.",
    resolve: (query, change, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: change.studentId } }),
  }),
  auditEntryEdge: t.field({
    type: AuditEntries.edge,
    description: "The audit log's new entry, as an edge to prepend to the log.",
    resolve: async (change, _args, ctx) =>
      edgeOf(await ctx.prisma.auditEntry.findUniqueOrThrow({ where: { id: change.auditEntryId } })),
  }),
});

// Each change and its audit entry are written in one transaction: both or neither.
builder.relayMutationField(
  "setStudentActive",
  {
    description: "A student and whether they may sign in.",
    inputFields: (t) => ({
      studentId: studentArg(t),
      isActive: t.boolean({ required: true, description: "true enables, false disables." }),
    }),
  },
  {
    description: "Enables or disables a student; disabling ends their sessions at once.",
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) =>
      ctx.prisma.$transaction(async (tx): Promise<AdminChange> => {
        const studentId = (await findStudent(tx, input.studentId.id)).id;
        await tx.user.update({
          where: { id: studentId },
          data: { isActive: input.isActive, ...(input.isActive ? {} : endEverySession()) },
        });
        const entry = await recordAudit(tx, {
          actorId: ctx.viewer!.id,
          action: statusAction(input.isActive),
          subjectId: studentId,
        });
        return { studentId, auditEntryId: entry.id };
      }),
  },
  { description: "The student with their new status.", outputFields: changePayloadFields },
);

builder.relayMutationField(
  "setStudentPassword",
  {
    description: "A student and their new password.",
    inputFields: (t) => ({
      studentId: studentArg(t),
      password: t.string({ required: true, validate: passwordPolicySchema, description: "The new password." }),
    }),
  },
  {
    description:
      "Sets a student's password (8 to 256 characters, not a common password, not the student's e-mail address); the student's existing sessions end.",
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => {
      const { email } = await findStudent(ctx.prisma, input.studentId.id);
      if (passwordMatchesEmail(input.password, email)) {
        throw invalidInput([{ field: "input.password", message: PASSWORD_MESSAGES.email }]);
      }
      // Hashing is slow: done before the transaction, which holds the (possibly only) connection.
      const passwordHash = await hashPassword(input.password);
      return ctx.prisma.$transaction(async (tx): Promise<AdminChange> => {
        const studentId = (await findStudent(tx, input.studentId.id)).id;
        await tx.user.update({ where: { id: studentId }, data: { passwordHash, ...endEverySession() } });
        // The entry says that the password changed, never what it is.
        const entry = await recordAudit(tx, {
          actorId: ctx.viewer!.id,
          action: AUDIT_ACTIONS.STUDENT_PASSWORD,
          subjectId: studentId,
        });
        return { studentId, auditEntryId: entry.id };
      });
    },
  },
  { description: "The student whose password changed.", outputFields: changePayloadFields },
);

builder.relayMutationField(
  "enrollStudent",
  {
    description: "A student and the course to enrol them in.",
    inputFields: (t) => ({
      studentId: studentArg(t),
      courseId: t.globalID({ required: true, for: CourseNode, description: "The course's global id." }),
    }),
  },
  {
    description: "Enrols a student in a course; enrolling twice in one course is refused.",
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx, info) => {
      refuseForeignNodeIds(info, [input.courseId]);
      const courseId = Number(input.courseId.id);
      try {
        return await ctx.prisma.$transaction(async (tx) => {
          const studentId = (await findStudent(tx, input.studentId.id)).id;
          const course = await tx.course.findUnique({ where: { id: courseId }, select: { id: true, title: true } });
          if (!course) throw notFound("Course");
          const key = { userId_courseId: { userId: studentId, courseId } };
          if (await tx.enrollment.findUnique({ where: key, select: { id: true } })) throw alreadyEnrolled();
          const enrollment = await tx.enrollment.create({
            data: { userId: studentId, courseId },
            select: { id: true },
          });
          const entry = await recordAudit(tx, {
            actorId: ctx.viewer!.id,
            action: AUDIT_ACTIONS.STUDENT_ENROLL,
            subjectId: studentId,
            detail: course.title,
          });
          return { studentId, auditEntryId: entry.id, enrollmentId: enrollment.id };
        });
      } catch (error) {
        // Two admins enrolling at once: the unique index decides.
        if (isUniqueViolation(error)) throw alreadyEnrolled();
        throw error;
      }
    },
  },
  {
    description: "The new enrolment and the student with their enrolments.",
    outputFields: (t) => ({
      enrollment: t.prismaField({
        type: EnrollmentNode,
        description: "The new enrolment.",
        resolve: (query, change, _args, ctx) =>
          ctx.prisma.enrollment.findUniqueOrThrow({ ...query, where: { id: change.enrollmentId } }),
      }),
      ...changePayloadFields(t),
    }),
  },
);
