// The legacy JSON shapes of spec section 3, each as the GraphQL selection it is read from, the
// mapping to the shape, and the shape as a zod schema (the OpenAPI document's, gateway/rest/openapi.ts;
// each mapper is typed by it). Field names and value formats here are the REST contract.
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { z } from "zod";
import { SPECIALIZATION_LABELS, type SpecializationKey } from "../../schema/rules/specializations.js";

export const specializationLabel = (value: string | null) =>
  value ? (SPECIALIZATION_LABELS[value as SpecializationKey] ?? null) : null;

/**
 * A mapper that shapes each node object once: the read cache answers a query again with the same
 * objects, so a REST list served from it (500 students) is not reshaped on every call. The shapes
 * are only serialised, never changed.
 */
function shapedOnce<Node extends object, Shape>(shape: (node: Node) => Shape): (node: Node) => Shape {
  const shaped = new WeakMap<Node, Shape>();
  return (node) => {
    let known = shaped.get(node);
    if (known === undefined) shaped.set(node, (known = shape(node)));
    return known;
  };
}

/** "Network Security" or "NETWORK_SECURITY" to the enum value; null clears; undefined keeps. */
export function specializationValue(input: unknown): string | null | undefined {
  if (input === undefined) return undefined;
  if (input === null || input === "") return null;
  const entry = Object.entries(SPECIALIZATION_LABELS).find(([key, label]) => input === label || input === key);
  return entry ? entry[0] : String(input);
}

const specializationShape = z
  .enum(Object.values(SPECIALIZATION_LABELS))
  .nullable()
  .describe("The member's specialization, by its label; null when none.");
const timestamp = z.iso.datetime().describe("ISO 8601, UTC.");

/** `{ "message": … }`: every error, and the answers that only confirm (sign-out, password set). */
export const messageShape = z.object({ message: z.string() });

export const userShape = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  specialization: specializationShape,
  bio: z.string(),
  skills: z.array(z.string()),
});

export const PROFILE_FIELDS = "databaseId firstName lastName email profileImageUrl specialization bio skills";
type ProfileData = {
  databaseId: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  specialization: string | null;
  bio: string;
  skills: string[];
};
export const toUser = shapedOnce((p: ProfileData): z.infer<typeof userShape> => ({
  id: p.databaseId,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  profileImageUrl: p.profileImageUrl,
  specialization: specializationLabel(p.specialization),
  bio: p.bio,
  skills: p.skills,
}));

export const onlineUserShape = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  specialization: specializationShape,
});

export const ONLINE_USER_FIELDS = "id firstName lastName profileImageUrl specialization";
type OnlineData = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  specialization: string | null;
};
export const toOnlineUser = shapedOnce((u: OnlineData): z.infer<typeof onlineUserShape> => ({
  ...u,
  id: fromGlobalId(u.id),
  specialization: specializationLabel(u.specialization),
}));

export const discussionShape = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.object({ id: z.string(), name: z.string(), color: z.string(), icon: z.string() }),
  author: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  createdAt: timestamp,
  lastActivityAt: timestamp.nullable(),
  likesCount: z.int(),
  commentsCount: z.int(),
  viewsCount: z.int(),
  isUrgent: z.boolean(),
  isPinned: z.boolean(),
  isLikedByUser: z.boolean(),
});

export const DISCUSSION_FIELDS =
  "id title content category { slug name color icon } author { id firstName lastName profileImageUrl } createdAt lastActivityAt likesCount commentsCount viewsCount isUrgent isPinned viewerHasLiked";
type DiscussionData = {
  id: string;
  title: string;
  content: string;
  category: { slug: string; name: string; color: string; icon: string };
  author: { id: string; firstName: string; lastName: string; profileImageUrl: string | null };
  createdAt: string;
  lastActivityAt: string | null;
  likesCount: number;
  commentsCount: number;
  viewsCount: number;
  isUrgent: boolean;
  isPinned: boolean;
  viewerHasLiked: boolean;
};
export const toDiscussion = shapedOnce((d: DiscussionData): z.infer<typeof discussionShape> => ({
  id: fromGlobalId(d.id),
  title: d.title,
  content: d.content,
  category: { id: d.category.slug, name: d.category.name, color: d.category.color, icon: d.category.icon },
  author: { ...d.author, id: fromGlobalId(d.author.id) },
  createdAt: d.createdAt,
  lastActivityAt: d.lastActivityAt,
  likesCount: d.likesCount,
  commentsCount: d.commentsCount,
  viewsCount: d.viewsCount,
  isUrgent: d.isUrgent,
  isPinned: d.isPinned,
  isLikedByUser: d.viewerHasLiked,
}));

export const enrollmentShape = z.object({
  id: z.string(),
  progress: z.number().describe("Per cent of the course's lessons completed."),
  completedLessons: z.int(),
  course: z.object({ id: z.int(), title: z.string(), totalLessons: z.int() }),
});

export const ENROLLMENT_FIELDS = "databaseId progress completedLessons course { databaseId title totalLessons }";
type EnrollmentData = {
  databaseId: string;
  progress: number;
  completedLessons: number;
  course: { databaseId: number; title: string; totalLessons: number };
};
export const toEnrollment = shapedOnce((e: EnrollmentData): z.infer<typeof enrollmentShape> => ({
  id: e.databaseId,
  progress: e.progress,
  completedLessons: e.completedLessons,
  course: { id: e.course.databaseId, title: e.course.title, totalLessons: e.course.totalLessons },
}));

export const studentShape = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: timestamp,
  profileImageUrl: z.string().nullable(),
  enrollments: z.array(enrollmentShape),
});

export const STUDENT_FIELDS = `databaseId firstName lastName email isActive createdAt profileImageUrl enrollments { ${ENROLLMENT_FIELDS} }`;
type StudentData = {
  databaseId: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  createdAt: string;
  profileImageUrl: string | null;
  enrollments: EnrollmentData[];
};
export const toStudent = shapedOnce((s: StudentData): z.infer<typeof studentShape> => ({
  id: s.databaseId,
  firstName: s.firstName,
  lastName: s.lastName,
  email: s.email,
  isActive: s.isActive,
  createdAt: s.createdAt,
  profileImageUrl: s.profileImageUrl,
  enrollments: s.enrollments.map(toEnrollment),
}));

export const courseShape = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  duration: z.string().describe('The course\'s length, e.g. "12 weeks".'),
  totalLessons: z.int(),
  isActive: z.boolean(),
});

export const COURSE_FIELDS = "databaseId title description price durationWeeks totalLessons isActive";
type CourseData = {
  databaseId: number;
  title: string;
  description: string;
  price: number;
  durationWeeks: number;
  totalLessons: number;
  isActive: boolean;
};
export const toCourse = shapedOnce((c: CourseData): z.infer<typeof courseShape> => ({
  id: c.databaseId,
  title: c.title,
  description: c.description,
  price: c.price,
  duration: `${c.durationWeeks} weeks`,
  totalLessons: c.totalLessons,
  isActive: c.isActive,
}));

/** Legacy clients use the plain id where GraphQL uses global ids: converted here, at the REST edge. */
export function fromGlobalId(globalId: string): string {
  return decodeGlobalID(globalId).id;
}

/**
 * A legacy id (string or number) as the global id of a `type`. Anything else (missing, null, an
 * object) passes through unchanged, so the schema refuses it as it would any bad input.
 */
export function toGlobalId(type: string, id: unknown): unknown {
  return typeof id === "string" || typeof id === "number" ? encodeGlobalID(type, id) : id;
}
