import { builder } from "../builder.js";
import { countedConnection } from "../connections.js";

export const CourseNode = builder.prismaNode("Course", {
  description: "A program in the catalogue that students enrol in.",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id legacy clients and sign-up links use (1, 2, 3)." }),
    title: t.exposeString("title", { description: "Name of the program." }),
    description: t.exposeString("description", { description: "One-paragraph summary." }),
    level: t.exposeString("level", { description: "Beginner, Intermediate or Advanced." }),
    durationWeeks: t.exposeInt("durationWeeks", { description: "Length of the program in weeks." }),
    price: t.float({ description: "Price per month in US dollars.", resolve: (c) => c.priceCents / 100 }),
    totalLessons: t.exposeInt("totalLessons", { description: "Number of lessons in the program." }),
    studentsCount: t.exposeInt("studentsCount", { description: "How many students took it." }),
    rating: t.float({ description: "Average rating out of 5.", resolve: (c) => c.ratingTenths / 10 }),
    modules: t.exposeStringList("modules", { description: "Module names in teaching order." }),
    skills: t.exposeStringList("skills", { description: "Skills a graduate has." }),
    isActive: t.exposeBoolean("isActive", { description: "Open for enrolment." }),
    portalPath: t.exposeString("portalPath", { description: "Route the student portal's program card opens." }),
    track: t.relation("track", { nullable: true, description: "The track catalogue of its modules, if any." }),
  }),
});

export const Courses = countedConnection("Course", CourseNode);

builder.queryField("courses", (t) =>
  t.prismaConnection(
    {
      type: CourseNode,
      cursor: "id",
      description: "The courses open for enrolment, by id.",
      authScopes: { public: true },
      totalCount: (_parent, _args, ctx) => ctx.prisma.course.count({ where: { isActive: true } }),
      resolve: (query, _root, _args, ctx) =>
        ctx.prisma.course.findMany({ ...query, where: { isActive: true }, orderBy: { id: "asc" } }),
    },
    Courses.connection,
  ),
);
