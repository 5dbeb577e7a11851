import { z } from "zod";
import { COURSE_LEVELS, courseFormSchema, type CourseForm } from "../adminRules.js";
import { AUDIT_ACTIONS, recordAudit } from "../audit.js";
import { builder, mutationInput, type Types } from "../builder.js";
import { edgeOf } from "../connections.js";
import { isUniqueViolation, notFound } from "../errors.js";
import type { Prisma } from "../generated/prisma/client.js";
import { refuseForeignNodeIds } from "../relayNodes.js";
import { AuditEntries } from "./audit.js";
import { CourseNode, Courses } from "./course.js";

// Course management in the admin portal. A deactivated course leaves the public catalogue and the
// sign-up form (both read only active courses) and keeps its enrolments. Each change is audited in
// its own transaction.

/** Where a new course's program card leads until it has modules of its own. */
const NEW_COURSE_PORTAL_PATH = "/student-portal";

const CourseLevel = builder.enumType("CourseLevel", {
  description: "How much a course expects of a student.",
  values: {
    Beginner: { description: "No prior experience needed." },
    Intermediate: { description: "For students with some experience." },
    Advanced: { description: "For experienced practitioners." },
  } satisfies Record<(typeof COURSE_LEVELS)[number], { description: string }>,
});

const courseFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
  title: t.string({ required: true, description: "Name of the program (at most 120 characters)." }),
  description: t.string({ required: true, description: "One-paragraph summary (at most 1000 characters)." }),
  level: t.field({ type: CourseLevel, required: true, description: "Beginner, Intermediate or Advanced." }),
  price: t.float({ required: true, description: "Price per month in US dollars, at most two decimals." }),
  durationWeeks: t.int({ required: true, description: "Length in weeks (1 to 104)." }),
  totalLessons: t.int({ required: true, description: "Number of lessons (1 to 500)." }),
});

const courseData = (form: CourseForm) => ({
  title: form.title,
  description: form.description,
  level: form.level,
  priceCents: Math.round(form.price * 100),
  durationWeeks: form.durationWeeks,
  totalLessons: form.totalLessons,
});

type CourseChange = { courseId: number; auditEntryId: string };
const coursePayload = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, CourseChange>) => ({
  course: t.prismaField({
    type: CourseNode,
    description: "The course as it now is.",
    resolve: (query, change, _args, ctx) =>
      ctx.prisma.course.findUniqueOrThrow({ ...query, where: { id: change.courseId } }),
  }),
  courseEdge: t.field({
    type: Courses.edge,
    description: "The course as an edge, to add to the admin's course list.",
    resolve: async (change, _args, ctx) =>
      edgeOf(await ctx.prisma.course.findUniqueOrThrow({ where: { id: change.courseId } })),
  }),
  auditEntryEdge: t.field({
    type: AuditEntries.edge,
    description: "The audit log's new entry, as an edge to prepend to the log.",
    resolve: async (change, _args, ctx) =>
      edgeOf(await ctx.prisma.auditEntry.findUniqueOrThrow({ where: { id: change.auditEntryId } })),
  }),
});

async function findCourse(tx: Prisma.TransactionClient, id: string) {
  const course = /^\d{1,9}$/.test(id)
    ? await tx.course.findUnique({ where: { id: Number(id) }, select: { id: true, title: true } })
    : null;
  if (!course) throw notFound("Course");
  return course;
}

builder.relayMutationField(
  "createCourse",
  {
    description: "The new course's catalogue details.",
    inputFields: courseFields,
    validate: mutationInput(courseFormSchema),
  },
  {
    description: "Adds a course to the catalogue, open for enrolment.",
    authScopes: { admin: true },
    resolve: async (_root, { input }, ctx) => {
      const form = courseFormSchema.parse(input);
      // Course ids are the small numbers legacy clients and sign-up links use: the next one is
      // taken in the transaction, and a second admin creating at the same moment tries again.
      for (let attempt = 0; ; attempt++) {
        try {
          return await ctx.prisma.$transaction(async (tx): Promise<CourseChange> => {
            const last = await tx.course.aggregate({ _max: { id: true } });
            const course = await tx.course.create({
              data: {
                id: (last._max.id ?? 0) + 1,
                ...courseData(form),
                studentsCount: 0,
                ratingTenths: 0,
                modules: [],
                skills: [],
                portalPath: NEW_COURSE_PORTAL_PATH,
              },
              select: { id: true, title: true },
            });
            const entry = await recordAudit(tx, {
              actorId: ctx.viewer!.id,
              action: AUDIT_ACTIONS.COURSE_CREATE,
              detail: course.title,
            });
            return { courseId: course.id, auditEntryId: entry.id };
          });
        } catch (error) {
          if (attempt < 2 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },
  },
  { description: "The new course.", outputFields: coursePayload },
);

builder.relayMutationField(
  "updateCourse",
  {
    description: "A course and its new catalogue details.",
    inputFields: (t) => ({
      courseId: t.globalID({ required: true, for: CourseNode, description: "The course's global id." }),
      ...courseFields(t),
    }),
    validate: mutationInput(courseFormSchema.extend({ courseId: z.unknown() })),
  },
  {
    description: "Edits a course's title, description, level, price, duration and number of lessons.",
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx, info) => {
      refuseForeignNodeIds(info, [input.courseId]);
      const form = courseFormSchema.parse(input);
      return ctx.prisma.$transaction(async (tx): Promise<CourseChange> => {
        const { id } = await findCourse(tx, input.courseId.id);
        await tx.course.update({ where: { id }, data: courseData(form) });
        const entry = await recordAudit(tx, {
          actorId: ctx.viewer!.id,
          action: AUDIT_ACTIONS.COURSE_UPDATE,
          detail: form.title,
        });
        return { courseId: id, auditEntryId: entry.id };
      });
    },
  },
  { description: "The course, edited.", outputFields: coursePayload },
);

builder.relayMutationField(
  "setCourseActive",
  {
    description: "A course and whether it is open for enrolment.",
    inputFields: (t) => ({
      courseId: t.globalID({ required: true, for: CourseNode, description: "The course's global id." }),
      isActive: t.boolean({ required: true, description: "true opens the course, false closes it." }),
    }),
  },
  {
    description:
      "Opens or closes a course: a closed course leaves the catalogue and the sign-up form and keeps its enrolments.",
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx, info) => {
      refuseForeignNodeIds(info, [input.courseId]);
      return ctx.prisma.$transaction(async (tx): Promise<CourseChange> => {
        const { id, title } = await findCourse(tx, input.courseId.id);
        await tx.course.update({ where: { id }, data: { isActive: input.isActive } });
        const entry = await recordAudit(tx, {
          actorId: ctx.viewer!.id,
          action: input.isActive ? AUDIT_ACTIONS.COURSE_ACTIVATE : AUDIT_ACTIONS.COURSE_DEACTIVATE,
          detail: title,
        });
        return { courseId: id, auditEntryId: entry.id };
      });
    },
  },
  { description: "The course with its new state.", outputFields: coursePayload },
);
