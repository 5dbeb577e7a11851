import { z } from "zod";
import { LIMITS } from "./rules/text.js";
import { everyWordInOneOf } from "./rules/textMatch.js";
import type { Prisma } from "./generated/prisma/client.js";

/** Which students the admin list shows: pending activation means not (yet) active. */
export const STUDENT_STATUSES = ["ALL", "ACTIVE", "PENDING"] as const;
export type StudentStatusFilter = (typeof STUDENT_STATUSES)[number];

/** Search text for the admin's student list, shared by the GraphQL argument and the search box. */
export const studentSearchSchema = z.string().max(LIMITS.search, "is too long");

/** The enrol dialog's course (its global id): one must be selected (spec 5). */
export const enrollCourseIdSchema = z.string({ error: "Select a course" }).trim().min(1, "Select a course");

/** Where the admin's searches look for a person: a word may be in any of these. */
export const NAME_AND_EMAIL = ["firstName", "lastName", "email"] as const;

/**
 * Prisma's where clause for the admin's student list. Every word of the search must appear in
 * the first name, last name or e-mail (case-insensitive), so "jordan lee" finds Jordan Lee.
 */
export function studentListWhere(
  search: string | null | undefined,
  status: StudentStatusFilter,
  narrow: { courseId?: number | null; ids?: readonly string[] | null } = {},
): Prisma.UserWhereInput {
  const words = everyWordInOneOf(search, NAME_AND_EMAIL);
  return {
    role: "STUDENT",
    ...(status === "ALL" ? {} : { isActive: status === "ACTIVE" }),
    ...(narrow.courseId != null ? { enrollments: { some: { courseId: narrow.courseId } } } : {}),
    ...(narrow.ids ? { id: { in: [...narrow.ids] } } : {}),
    ...(words.length ? { AND: words } : {}),
  };
}

/** How the admin's student list is ordered; every order ends on the id, so pages never overlap. */
export const STUDENT_SORTS = ["NEWEST", "NAME", "EMAIL"] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

export function studentListOrder(sort: StudentSort): Prisma.UserOrderByWithRelationInput[] {
  switch (sort) {
    case "NAME":
      return [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }];
    case "EMAIL":
      return [{ email: "asc" }, { id: "asc" }];
    default:
      return [{ createdAt: "desc" }, { id: "asc" }];
  }
}

/** Page sizes the admin can pick; the API's largest page is 100. */
export const STUDENT_PAGE_SIZES = [25, 50, 100] as const;

/** At most this many students in one bulk action (a page at its largest). */
export const BULK_LIMIT = 100;

/**
 * At most this many students in one action on the whole filtered list ("Select all matching"): an
 * academy's whole cohort, in one transaction of a few seconds.
 */
export const BULK_MATCHING_LIMIT = 20_000;

/** What an action on the whole filtered list is told: how many students the admin saw match. */
export const expectedCountSchema = z
  .int("must be a whole number")
  .min(1, "No students match")
  .max(BULK_MATCHING_LIMIT, `At most ${BULK_MATCHING_LIMIT.toLocaleString("en-US")} students at once`);

/** The students a bulk action changes: at least one, at most BULK_LIMIT, each once. */
export const bulkSelectionSchema = z
  .array(z.unknown())
  .min(1, "Select at least one student")
  .max(BULK_LIMIT, `Select at most ${BULK_LIMIT} students`);

/** A course as the admin's form edits it; the price is per month in US dollars. */
export const COURSE_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export const COURSE_LIMITS = { title: 120, description: 1000, price: 10_000, weeks: 104, lessons: 500 } as const;
export const courseFormSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(COURSE_LIMITS.title, "is too long"),
  description: z.string().trim().min(1, "Description is required").max(COURSE_LIMITS.description, "is too long"),
  level: z.enum(COURSE_LEVELS, { error: "Choose a level" }),
  price: z
    .number({ error: "Price must be a number" })
    .min(0, "Price cannot be negative")
    .max(COURSE_LIMITS.price, `Price must be at most ${COURSE_LIMITS.price}`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "Price has at most two decimals"),
  durationWeeks: z
    .number({ error: "Duration must be a number" })
    .int("Duration is whole weeks")
    .min(1, "Duration is at least 1 week")
    .max(COURSE_LIMITS.weeks, `Duration is at most ${COURSE_LIMITS.weeks} weeks`),
  totalLessons: z
    .number({ error: "Lessons must be a number" })
    .int("Lessons is a whole number")
    .min(1, "A course has at least 1 lesson")
    .max(COURSE_LIMITS.lessons, `A course has at most ${COURSE_LIMITS.lessons} lessons`),
});
export type CourseForm = z.infer<typeof courseFormSchema>;

/** Search text for the audit log's actor filter (name or e-mail). */
export const auditActorSchema = z.string().max(LIMITS.search, "is too long");

/** Prisma's where clause for the audit log: the actor's name or e-mail words, the action, and an instant range. */
export function auditLogWhere(filter: {
  actor?: string | null;
  action?: string | null;
  since?: Date | null;
  until?: Date | null;
}): Prisma.AuditEntryWhereInput {
  const words = everyWordInOneOf(filter.actor, NAME_AND_EMAIL);
  return {
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.since || filter.until
      ? {
          createdAt: { ...(filter.since ? { gte: filter.since } : {}), ...(filter.until ? { lte: filter.until } : {}) },
        }
      : {}),
    ...(words.length ? { actor: { AND: words } } : {}),
  };
}
