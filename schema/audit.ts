import type { Prisma } from "./generated/prisma/client.js";

/**
 * What an admin or a community moderator did (or a member did to their own account), by the machine name stored in
 * AuditEntry.action. Only these can be recorded, so the GraphQL enum over them can always serialise what the table
 * holds.
 */
export const AUDIT_ACTIONS = {
  ADMIN_LOGIN: "admin.login",
  ADMIN_LOGOUT: "admin.logout",
  STUDENT_ENABLE: "student.enable",
  STUDENT_DISABLE: "student.disable",
  STUDENT_PASSWORD: "student.password",
  STUDENT_ENROLL: "student.enroll",
  /** Opened a module for a student ahead of the sequential rule (schema/moduleUnlock.ts). */
  MODULE_UNLOCK: "module.unlock",
  DISCUSSION_PIN: "discussion.pin",
  DISCUSSION_UNPIN: "discussion.unpin",
  DISCUSSION_LOCK: "discussion.lock",
  DISCUSSION_UNLOCK: "discussion.unlock",
  DISCUSSION_HIDE: "discussion.hide",
  DISCUSSION_RESTORE: "discussion.restore",
  DISCUSSION_MOVE: "discussion.move",
  REPLY_HIDE: "reply.hide",
  REPLY_RESTORE: "reply.restore",
  POST_HIDDEN_BY_FLAGS: "post.hiddenByFlags",
  FLAGS_DISMISS: "flags.dismiss",
  /** A community member deleted their own account (actor and subject are the member). */
  ACCOUNT_DELETE: "account.delete",
  /** An admin answered a student's or member's question to a lesson page's mentor (subject: its author). */
  MENTOR_ANSWER: "mentor.answer",
  /** An admin scored a student's assignment submission (subject: the student; detail: assignment and score). */
  ASSIGNMENT_GRADE: "assignment.grade",
  /** An admin returned a student's assignment submission for revision (subject: the student). */
  ASSIGNMENT_RETURN: "assignment.return",
  /** Course management in the admin portal (detail: the course's title). */
  COURSE_CREATE: "course.create",
  COURSE_UPDATE: "course.update",
  COURSE_ACTIVATE: "course.activate",
  COURSE_DEACTIVATE: "course.deactivate",
  /** An admin granted or revoked a community member's moderator role (subject: the member). */
  MODERATOR_GRANT: "moderator.grant",
  MODERATOR_REVOKE: "moderator.revoke",
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export type AuditRecord = {
  /** The admin or moderator who acted. */
  actorId: string;
  action: AuditAction;
  /** The student acted upon, or the author of a moderated post; none for an admin's own sign-in and sign-out. */
  subjectId?: string;
  /** Human-readable detail (e.g. the course title). Never a password or other secret. */
  detail?: string;
};

/**
 * Appends one entry to the audit log. Pass the transaction client of the change being recorded
 * so the change and its entry are written together or not at all.
 */
/** Many entries at once, for a bulk action: call with the transaction client of the changes they record. */
export async function recordAudits(db: Prisma.TransactionClient, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.auditEntry.createMany({
    data: records.map(({ actorId, action, subjectId, detail = "" }) => ({
      actorId,
      action,
      subjectId: subjectId ?? null,
      detail,
    })),
  });
}

export function recordAudit(
  db: Prisma.TransactionClient,
  { actorId, action, subjectId, detail = "" }: AuditRecord,
): Promise<{ id: string }> {
  return db.auditEntry.create({
    data: { actorId, action, subjectId: subjectId ?? null, detail },
    select: { id: true },
  });
}

/** The action an admin's enable/disable toggle records. */
export function statusAction(isActive: boolean): AuditAction {
  return isActive ? AUDIT_ACTIONS.STUDENT_ENABLE : AUDIT_ACTIONS.STUDENT_DISABLE;
}
