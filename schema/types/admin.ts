import { z } from "zod";
import { newPasswordSchema } from "../auth/credentials.js";
import { hashPassword } from "../auth/passwords.js";
import { builder } from "../builder.js";
import { failure, notFound } from "../errors.js";
import type { Prisma } from "../generated/prisma/client.js";
import { StudentNode } from "./student.js";

const idSchema = z.string().trim().min(1, "is required").max(64, "is too long");

builder.queryFields((t) => ({
  students: t.prismaField({
    type: [StudentNode],
    description: "Every student account, newest first.",
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findMany({ ...query, where: { role: "STUDENT" }, orderBy: [{ createdAt: "desc" }, { id: "asc" }] }),
  }),
  allCourses: t.prismaField({
    type: ["Course"],
    description: "Every course, active or not, by id.",
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.course.findMany({ ...query, orderBy: { id: "asc" } }),
  }),
}));

async function findStudent(prisma: Prisma.TransactionClient, id: string) {
  const student = await prisma.user.findFirst({ where: { id, role: "STUDENT" }, select: { id: true } });
  if (!student) throw notFound("Student");
  return student;
}

builder.mutationFields((t) => ({
  setStudentActive: t.prismaField({
    type: StudentNode,
    description: "Enables or disables a student; disabling ends their sessions at once.",
    authScopes: { admin: true },
    args: {
      studentId: t.arg.string({ required: true, validate: idSchema, description: "The student's databaseId." }),
      isActive: t.arg.boolean({ required: true, description: "true enables, false disables." }),
    },
    resolve: async (query, _root, args, ctx) => {
      await findStudent(ctx.prisma, args.studentId);
      return ctx.prisma.user.update({
        ...query,
        where: { id: args.studentId },
        data: { isActive: args.isActive, ...(args.isActive ? {} : { sessionVersion: { increment: 1 } }) },
      });
    },
  }),
  setStudentPassword: t.prismaField({
    type: StudentNode,
    description: "Sets a student's password; the student's existing sessions end.",
    authScopes: { admin: true },
    args: {
      studentId: t.arg.string({ required: true, validate: idSchema, description: "The student's databaseId." }),
      password: t.arg.string({ required: true, validate: newPasswordSchema, description: "The new password." }),
    },
    resolve: async (query, _root, args, ctx) => {
      await findStudent(ctx.prisma, args.studentId);
      return ctx.prisma.user.update({
        ...query,
        where: { id: args.studentId },
        data: { passwordHash: await hashPassword(args.password), sessionVersion: { increment: 1 } },
      });
    },
  }),
  enrollStudent: t.prismaField({
    type: "Enrollment",
    description: "Enrols a student in a course; enrolling twice in one course is refused.",
    authScopes: { admin: true },
    args: {
      studentId: t.arg.string({ required: true, validate: idSchema, description: "The student's databaseId." }),
      courseId: t.arg.int({ required: true, validate: z.number().int().positive("must be a course id"), description: "The course's databaseId." }),
    },
    resolve: async (query, _root, args, ctx) => {
      await findStudent(ctx.prisma, args.studentId);
      const course = await ctx.prisma.course.findUnique({ where: { id: args.courseId }, select: { id: true } });
      if (!course) throw notFound("Course");
      const alreadyEnrolled = () => failure("CONFLICT", "Student is already enrolled in this course");
      const key = { userId_courseId: { userId: args.studentId, courseId: args.courseId } };
      if (await ctx.prisma.enrollment.findUnique({ where: key, select: { id: true } })) throw alreadyEnrolled();
      try {
        return await ctx.prisma.enrollment.create({ ...query, data: { userId: args.studentId, courseId: args.courseId } });
      } catch (error) {
        // Two admins enrolling at once: the unique index decides (P2002, whichever adapter raised it).
        if ((error as { code?: string }).code === "P2002") throw alreadyEnrolled();
        throw error;
      }
    },
  }),
}));
