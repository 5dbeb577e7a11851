import type { AuditEntryRow_entry$data } from "../../__generated__/AuditEntryRow_entry.graphql";

type AuditAction = AuditEntryRow_entry$data["action"];

const LABELS: Record<string, string> = {
  ADMIN_LOGIN: "Signed in",
  ADMIN_LOGOUT: "Signed out",
  STUDENT_ENABLE: "Enabled student",
  STUDENT_DISABLE: "Disabled student",
  STUDENT_PASSWORD: "Set student password",
  STUDENT_ENROLL: "Enrolled student",
  MODULE_UNLOCK: "Unlocked module",
  DISCUSSION_PIN: "Pinned discussion",
  DISCUSSION_UNPIN: "Unpinned discussion",
  DISCUSSION_LOCK: "Locked discussion",
  DISCUSSION_UNLOCK: "Unlocked discussion",
  DISCUSSION_HIDE: "Hid discussion",
  DISCUSSION_RESTORE: "Restored discussion",
  DISCUSSION_MOVE: "Moved discussion",
  REPLY_HIDE: "Hid reply",
  REPLY_RESTORE: "Restored reply",
  POST_HIDDEN_BY_FLAGS: "Hidden by members' flags",
  FLAGS_DISMISS: "Dismissed flags",
  ACCOUNT_DELETE: "Deleted own account",
  MENTOR_ANSWER: "Answered mentor question",
  ASSIGNMENT_GRADE: "Graded assignment",
  ASSIGNMENT_RETURN: "Returned assignment for revision",
  COURSE_CREATE: "Created course",
  COURSE_UPDATE: "Edited course",
  COURSE_ACTIVATE: "Activated course",
  COURSE_DEACTIVATE: "Deactivated course",
  MODERATOR_GRANT: "Made moderator",
  MODERATOR_REVOKE: "Revoked moderator",
};

/** Every action with its label, for the audit log's action filter. */
export const AUDIT_ACTION_OPTIONS = Object.entries(LABELS).map(([value, label]) => ({ value, label }));

/** What the audit log says an admin did; an action newer than this client reads as itself. */
export function auditActionLabel(action: AuditAction): string {
  return LABELS[action] ?? action;
}
