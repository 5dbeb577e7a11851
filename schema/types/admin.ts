import { enrollCourseIdSchema, STUDENT_STATUSES, studentIdSchema, studentListWhere, studentSearchSchema } from "../adminRules.js";
import { AUDIT_ACTIONS, recordAudit, statusAction } from "../audit.js";
import { PASSWORD_MESSAGES, passwordMatchesEmail, passwordPolicySchema } from "../auth/passwordPolicy.js";
import { hashPassword } from "../auth/passwords.js";
import { builder } from "../builder.js";
import { failure, invalidInput, isUniqueViolation, notFound } from "../errors.js";
import type { Prisma } from "../generated/prisma/client.js";
import { StudentNode } from "./student.js";

const StudentStatus = builder.enumType("StudentStatus", {
  description: "Which students the admin list shows.",
  values: {
    ALL: { description: "Every student." },
    ACTIVE: { description: "Students who may sign in." },
    PENDING: { description: "Students who may not sign in: new sign-ups waiting for activation, and disabled accounts." },
  } satisfies Record<(typeof STUDENT_STATUSES)[number], { description: string }>,
});

builder.queryFields((t) => ({
  students: t.prismaField({
    type: [StudentNode],
    description: "Students, newest first; every student unless narrowed by search text or status.",
    authScopes: { admin: true },
    args: {
      search: t.arg.string({
        required: false,
        validate: studentSearchSchema,
        description: "Only students whose first name, last name or e-mail contain every word of this text (case-insensitive).",
      }),
      status: t.arg({ type: StudentStatus, defaultValue: "ALL", description: "Only active, or only pending, students." }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.user.findMany({
        ...query,
        where: studentListWhere(args.search, args.status ?? "ALL"),
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      }),
  }),
  allCourses: t.prismaField({
    type: ["Course"],
    description: "Every course, active or not, by id.",
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.course.findMany({ ...query, orderBy: { id: "asc" } }),
  }),
}));

async function findStudent(prisma: Prisma.TransactionClient, id: string) {
  const student = await prisma.user.findFirst({ where: { id, role: "STUDENT" }, select: { id: true, email: true } });
  if (!student) throw notFound("Student");
  return student;
}

const alreadyEnrolled = () => failure("CONFLICT", "Student is already enrolled in this course");

// Each change and its audit entry are written in one transaction: both or neither.
builder.mutationFields((t) => ({
  setStudentActive: t.prismaField({
    type: StudentNode,
    description: "Enables or disables a student; disabling ends their sessions at once.",
    authScopes: { admin: true },
    args: {
      studentId: t.arg.string({ required: true, validate: studentIdSchema, description: "The student's databaseId." }),
      isActive: t.arg.boolean({ required: true, description: "true enables, false disables." }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        await findStudent(tx, args.studentId);
        const student = await tx.user.update({
          ...query,
          where: { id: args.studentId },
          data: { isActive: args.isActive, ...(args.isActive ? {} : { sessionVersion: { increment: 1 } }) },
        });
        await recordAudit(tx, { actorId: ctx.viewer!.id, action: statusAction(args.isActive), subjectId: args.studentId });
        return student;
      }),
  }),
  setStudentPassword: t.prismaField({
    type: StudentNode,
    description:
      "Sets a student's password (8 to 256 characters, not a common password, not the student's e-mail address); the student's existing sessions end.",
    authScopes: { admin: true },
    args: {
      studentId: t.arg.string({ required: true, validate: studentIdSchema, description: "The student's databaseId." }),
      password: t.arg.string({ required: true, validate: passwordPolicySchema, description: "The new password." }),
    },
    resolve: async (query, _root, args, ctx) => {
      const { email } = await findStudent(ctx.prisma, args.studentId);
      if (passwordMatchesEmail(args.password, email)) {
        throw invalidInput([{ field: "password", message: PASSWORD_MESSAGES.email }]);
      }
      // Hashing is slow: done before the transaction, which holds the (possibly only) connection.
      const passwordHash = await hashPassword(args.password);
      return ctx.prisma.$transaction(async (tx) => {
        await findStudent(tx, args.studentId);
        const student = await tx.user.update({
          ...query,
          where: { id: args.studentId },
          data: { passwordHash, sessionVersion: { increment: 1 } },
        });
        // The entry says that the password changed, never what it is.
        await recordAudit(tx, { actorId: ctx.viewer!.id, action: AUDIT_ACTIONS.STUDENT_PASSWORD, subjectId: args.studentId });
        return student;
      });
    },
  }),
  enrollStudent: t.prismaField({
    type: "Enrollment",
    description: "Enrols a student in a course; enrolling twice in one course is refused.",
    authScopes: { admin: true },
    args: {
      studentId: t.arg.string({ required: true, validate: studentIdSchema, description: "The student's databaseId." }),
      courseId: t.arg.int({ required: true, validate: enrollCourseIdSchema, description: "The course's databaseId." }),
    },
    resolve: async (query, _root, args, ctx) => {
      try {
        return await ctx.prisma.$transaction(async (tx) => {
          await findStudent(tx, args.studentId);
          const course = await tx.course.findUnique({ where: { id: args.courseId }, select: { id: true, title: true } });
          if (!course) throw notFound("Course");
          const key = { userId_courseId: { userId: args.studentId, courseId: args.courseId } };
          if (await tx.enrollment.findUnique({ where: key, select: { id: true } })) throw alreadyEnrolled();
          const enrollment = await tx.enrollment.create({ ...query, data: { userId: args.studentId, courseId: args.courseId } });
          await recordAudit(tx, { actorId: ctx.viewer!.id, action: AUDIT_ACTIONS.STUDENT_ENROLL, subjectId: args.studentId, detail: course.title });
          return enrollment;
        });
      } catch (error) {
        // Two admins enrolling at once: the unique index decides.
        if (isUniqueViolation(error)) throw alreadyEnrolled();
        throw error;
      }
    },
  }),
}));
