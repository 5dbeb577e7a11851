import { builder } from "../builder.js";

export const EnrollmentNode = builder.prismaNode("Enrollment", {
  description: "A student's place in a course, with their progress.",
  id: { field: "id" },
  // Visible to the student it belongs to and to admins.
  authScopes: (enrollment, ctx) => ctx.viewer?.role === "ADMIN" || ctx.viewer?.id === enrollment.userId,
  fields: (t) => ({
    databaseId: t.exposeString("id", { description: "The id legacy clients use (GET /api/student/enrollments)." }),
    progress: t.exposeInt("progress", { description: "Progress in percent." }),
    completedLessons: t.exposeInt("completedLessons", { description: "Lessons completed so far." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the student was enrolled." }),
    course: t.relation("course", { description: "The course." }),
  }),
});

export const StudentNode = builder.prismaNode("User", {
  variant: "Student",
  description: "A student account as the student and admins see it.",
  id: { field: "id" },
  // Only the columns the query asks for: the admin's list never loads password hashes.
  select: { id: true },
  // The student themself and admins; evaluated per object, so a login's own answer passes.
  authScopes: (student, ctx) => ctx.viewer?.role === "ADMIN" || ctx.viewer?.id === student.id,
  fields: (t) => ({
    databaseId: t.exposeString("id", { description: "The id legacy clients use in /api/admin/students/{id}." }),
    firstName: t.exposeString("firstName", { description: "Given name." }),
    lastName: t.exposeString("lastName", { description: "Family name." }),
    email: t.exposeString("email", { description: "Sign-in e-mail address." }),
    isActive: t.exposeBoolean("isActive", {
      description: "Whether the student may sign in; new sign-ups wait for an admin.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the account was created." }),
    profileImageUrl: t.exposeString("profileImageUrl", { nullable: true, description: "Avatar image, if any." }),
    enrollments: t.relation("enrollments", {
      description: "Courses the student is enrolled in, oldest enrolment first.",
      query: { orderBy: [{ createdAt: "asc" }, { courseId: "asc" }] },
    }),
  }),
});

builder.queryFields((t) => ({
  currentStudent: t.prismaField({
    type: StudentNode,
    description: "The signed-in student.",
    authScopes: { student: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } }),
  }),
  myEnrollments: t.prismaField({
    type: ["Enrollment"],
    description: "The signed-in student's enrolments, oldest first: the first supplies the dashboard's progress.",
    authScopes: { student: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.enrollment.findMany({
        ...query,
        where: { userId: ctx.viewer!.id },
        orderBy: [{ createdAt: "asc" }, { courseId: "asc" }],
      }),
  }),
}));
