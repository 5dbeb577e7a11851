// The legacy JSON shapes of spec section 3, each as the GraphQL selection it is read from and the
// mapping to the shape. Field names and value formats here are the REST contract.
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { SPECIALIZATION_LABELS, type SpecializationKey } from "../../schema/rules/specializations.js";

export const specializationLabel = (value: string | null) =>
  value ? (SPECIALIZATION_LABELS[value as SpecializationKey] ?? null) : null;

/** "Network Security" or "NETWORK_SECURITY" to the enum value; null clears; undefined keeps. */
export function specializationValue(input: unknown): string | null | undefined {
  if (input === undefined) return undefined;
  if (input === null || input === "") return null;
  const entry = Object.entries(SPECIALIZATION_LABELS).find(([key, label]) => input === label || input === key);
  return entry ? entry[0] : String(input);
}

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
export const toUser = (p: ProfileData) => ({
  id: p.databaseId,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  profileImageUrl: p.profileImageUrl,
  specialization: specializationLabel(p.specialization),
  bio: p.bio,
  skills: p.skills,
});

export const ONLINE_USER_FIELDS = "id firstName lastName profileImageUrl specialization";
type OnlineData = {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  specialization: string | null;
};
export const toOnlineUser = (u: OnlineData) => ({
  ...u,
  id: fromGlobalId(u.id),
  specialization: specializationLabel(u.specialization),
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
export const toDiscussion = (d: DiscussionData) => ({
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
});

export const ENROLLMENT_FIELDS = "id progress completedLessons course { databaseId title totalLessons }";
type EnrollmentData = {
  id: string;
  progress: number;
  completedLessons: number;
  course: { databaseId: number; title: string; totalLessons: number };
};
export const toEnrollment = (e: EnrollmentData) => ({
  id: fromGlobalId(e.id),
  progress: e.progress,
  completedLessons: e.completedLessons,
  course: { id: e.course.databaseId, title: e.course.title, totalLessons: e.course.totalLessons },
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
export const toStudent = (s: StudentData) => ({
  id: s.databaseId,
  firstName: s.firstName,
  lastName: s.lastName,
  email: s.email,
  isActive: s.isActive,
  createdAt: s.createdAt,
  profileImageUrl: s.profileImageUrl,
  enrollments: s.enrollments.map(toEnrollment),
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
export const toCourse = (c: CourseData) => ({
  id: c.databaseId,
  title: c.title,
  description: c.description,
  price: c.price,
  duration: `${c.durationWeeks} weeks`,
  totalLessons: c.totalLessons,
  isActive: c.isActive,
});

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
