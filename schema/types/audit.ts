import { auditActorSchema, auditLogWhere } from "../adminRules.js";
import { AUDIT_ACTIONS } from "../audit.js";
import { builder } from "../builder.js";
import { countedConnection } from "../connections.js";

export const AuditAction = builder.enumType("AuditAction", {
  description: "What an admin or a community moderator did.",
  values: {
    ADMIN_LOGIN: { value: AUDIT_ACTIONS.ADMIN_LOGIN, description: "Signed in to the admin portal." },
    ADMIN_LOGOUT: { value: AUDIT_ACTIONS.ADMIN_LOGOUT, description: "Signed out of the admin portal." },
    STUDENT_ENABLE: { value: AUDIT_ACTIONS.STUDENT_ENABLE, description: "Enabled a student account." },
    STUDENT_DISABLE: { value: AUDIT_ACTIONS.STUDENT_DISABLE, description: "Disabled a student account." },
    STUDENT_PASSWORD: { value: AUDIT_ACTIONS.STUDENT_PASSWORD, description: "Set a student's password." },
    STUDENT_ENROLL: { value: AUDIT_ACTIONS.STUDENT_ENROLL, description: "Enrolled a student in a course." },
    MODULE_UNLOCK: { value: AUDIT_ACTIONS.MODULE_UNLOCK, description: "Unlocked a track module for a student." },
    DISCUSSION_PIN: { value: AUDIT_ACTIONS.DISCUSSION_PIN, description: "A moderator pinned a discussion." },
    DISCUSSION_UNPIN: { value: AUDIT_ACTIONS.DISCUSSION_UNPIN, description: "A moderator unpinned a discussion." },
    DISCUSSION_LOCK: { value: AUDIT_ACTIONS.DISCUSSION_LOCK, description: "A moderator locked a discussion." },
    DISCUSSION_UNLOCK: { value: AUDIT_ACTIONS.DISCUSSION_UNLOCK, description: "A moderator unlocked a discussion." },
    DISCUSSION_HIDE: { value: AUDIT_ACTIONS.DISCUSSION_HIDE, description: "A moderator hid a discussion." },
    DISCUSSION_RESTORE: { value: AUDIT_ACTIONS.DISCUSSION_RESTORE, description: "A moderator restored a discussion." },
    DISCUSSION_MOVE: { value: AUDIT_ACTIONS.DISCUSSION_MOVE, description: "A moderator moved a discussion." },
    REPLY_HIDE: { value: AUDIT_ACTIONS.REPLY_HIDE, description: "A moderator hid a reply." },
    REPLY_RESTORE: { value: AUDIT_ACTIONS.REPLY_RESTORE, description: "A moderator restored a reply." },
    POST_HIDDEN_BY_FLAGS: {
      value: AUDIT_ACTIONS.POST_HIDDEN_BY_FLAGS,
      description: "Flags from members hid a post pending review (the actor gave the last flag).",
    },
    FLAGS_DISMISS: { value: AUDIT_ACTIONS.FLAGS_DISMISS, description: "A moderator dismissed the flags on a post." },
    ACCOUNT_DELETE: {
      value: AUDIT_ACTIONS.ACCOUNT_DELETE,
      description: "A community member deleted their own account.",
    },
    MENTOR_ANSWER: { value: AUDIT_ACTIONS.MENTOR_ANSWER, description: "An admin answered a mentor question." },
    ASSIGNMENT_GRADE: {
      value: AUDIT_ACTIONS.ASSIGNMENT_GRADE,
      description: "An admin graded an assignment submission.",
    },
    ASSIGNMENT_RETURN: {
      value: AUDIT_ACTIONS.ASSIGNMENT_RETURN,
      description: "An admin returned an assignment submission for revision.",
    },
    COURSE_CREATE: { value: AUDIT_ACTIONS.COURSE_CREATE, description: "Created a course." },
    COURSE_UPDATE: { value: AUDIT_ACTIONS.COURSE_UPDATE, description: "Edited a course." },
    COURSE_ACTIVATE: { value: AUDIT_ACTIONS.COURSE_ACTIVATE, description: "Opened a course for enrolment." },
    COURSE_DEACTIVATE: {
      value: AUDIT_ACTIONS.COURSE_DEACTIVATE,
      description: "Closed a course: gone from the catalogue and sign-up, enrolments kept.",
    },
    MODERATOR_GRANT: { value: AUDIT_ACTIONS.MODERATOR_GRANT, description: "Made a community member a moderator." },
    MODERATOR_REVOKE: {
      value: AUDIT_ACTIONS.MODERATOR_REVOKE,
      description: "Took the moderator role from a community member.",
    },
  } as const,
});

const AuditPerson = builder.prismaObject("User", {
  variant: "AuditPerson",
  description: "Who acted, or who was acted upon, in an audit entry.",
  select: { id: true },
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeString("id", { description: "The account's id." }),
    firstName: t.exposeString("firstName", { description: "Given name." }),
    lastName: t.exposeString("lastName", { description: "Family name." }),
    email: t.exposeString("email", { description: "E-mail address." }),
  }),
});

export const AuditEntryNode = builder.prismaNode("AuditEntry", {
  description: "One admin or moderator action: who did what, to whom, and when.",
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    action: t.field({
      type: AuditAction,
      description: "What was done.",
      // recordAudit only writes AUDIT_ACTIONS values, so the enum always fits.
      resolve: (entry) => entry.action as typeof AuditAction.$inferType,
    }),
    detail: t.exposeString("detail", {
      description: "Human-readable detail, e.g. the course a student was enrolled in; may be empty.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it happened." }),
    actor: t.relation("actor", { type: AuditPerson, description: "The admin or moderator who acted." }),
    subject: t.relation("subject", {
      type: AuditPerson,
      nullable: true,
      description:
        "The student acted upon, or the author of a moderated post; null for sign-in and sign-out, or when the account was deleted.",
    }),
  }),
});

export const AuditEntries = countedConnection("AuditEntry", AuditEntryNode);

builder.queryField("auditLog", (t) =>
  t.prismaConnection(
    {
      type: AuditEntryNode,
      cursor: "id",
      description: "Every recorded admin action, newest first; narrowed by actor, action and dates when given.",
      authScopes: { admin: true },
      args: {
        actor: t.arg.string({
          required: false,
          validate: auditActorSchema,
          description: "Only entries whose actor's first name, last name or e-mail contain every word of this text.",
        }),
        action: t.arg({ type: AuditAction, required: false, description: "Only entries of this action." }),
        since: t.arg({ type: "DateTime", required: false, description: "Only entries at or after this instant." }),
        until: t.arg({ type: "DateTime", required: false, description: "Only entries at or before this instant." }),
      },
      totalCount: (_parent, args, ctx) => ctx.prisma.auditEntry.count({ where: auditLogWhere(args) }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.auditEntry.findMany({
          ...query,
          where: auditLogWhere(args),
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }),
    },
    AuditEntries.connection,
  ),
);
