import { z } from "zod";
import { LIMITS } from "./rules/text.js";
import type { Prisma } from "./generated/prisma/client.js";

/** Which students the admin list shows: pending activation means not (yet) active. */
export const STUDENT_STATUSES = ["ALL", "ACTIVE", "PENDING"] as const;
export type StudentStatusFilter = (typeof STUDENT_STATUSES)[number];

/** Search text for the admin's student list, shared by the GraphQL argument and the search box. */
export const studentSearchSchema = z.string().max(LIMITS.search, "is too long");

/** The enrol dialog's course (its global id): one must be selected (spec 5). */
export const enrollCourseIdSchema = z.string({ error: "Select a course" }).trim().min(1, "Select a course");

/**
 * Prisma's where clause for the admin's student list. Every word of the search must appear in
 * the first name, last name or e-mail (case-insensitive), so "jordan lee" finds Jordan Lee.
 */
export function studentListWhere(
  search: string | null | undefined,
  status: StudentStatusFilter,
): Prisma.UserWhereInput {
  const words = (search ?? "").trim().split(/\s+/).filter(Boolean);
  return {
    role: "STUDENT",
    ...(status === "ALL" ? {} : { isActive: status === "ACTIVE" }),
    ...(words.length
      ? {
          AND: words.map((word) => ({
            OR: (["firstName", "lastName", "email"] as const).map((field) => ({
              [field]: { contains: word, mode: "insensitive" as const },
            })),
          })),
        }
      : {}),
  };
}
