import { z } from "zod";
import type { Context } from "../context.js";
import type { Prisma } from "../generated/prisma/client.js";
import { builder, mutationInput, type Types } from "../builder.js";
import { countedConnection } from "../connections.js";
import { NOTIFICATION_KINDS, notificationMessage } from "../notificationRules.js";
import { SignedInViewer } from "./auth.js";
import { ProfileNode } from "./profile.js";

// A member's notifications: only they read them (the types' scopes), newest first, live through
// `notificationsChanged`. They are written by schema/notify.ts inside the changes they report.

export const NotificationKind = builder.enumType("NotificationKind", {
  description: "What a notification tells its member about; each kind can be turned off in /settings.",
  values: {
    REPLY: { description: "Someone replied to the member's discussion." },
    MENTION: { description: "A reply or discussion quotes or @mentions the member." },
    ANSWER_ACCEPTED: { description: "The member's reply was accepted as the answer." },
    LIKE: { description: "Members liked the member's discussion or reply (grouped per post while unread)." },
    MODERATION: { description: "A moderator acted on the member's post (or members' flags hid it)." },
    MENTOR_ANSWER: { description: "The mentor (an admin) answered the member's question on a lesson page." },
    ASSIGNMENT_GRADED: { description: "An admin graded the student's assignment or returned it for revision." },
  } as const,
});

export const NotificationNode = builder.prismaNode("Notification", {
  description: "Something that happened to the signed-in member's posts.",
  id: { field: "id" },
  select: { id: true, recipientId: true },
  authScopes: (notification, ctx) => ctx.viewer?.id === notification.recipientId,
  fields: (t) => ({
    kind: t.expose("kind", { type: NotificationKind, description: "What happened." }),
    message: t.string({
      description: "What happened, as a sentence: “Alex Chen and 3 others liked your reply in “…””.",
      select: {
        kind: true,
        actorCount: true,
        detail: true,
        replyId: true,
        actor: { select: { firstName: true, lastName: true } },
        discussion: { select: { title: true } },
        mentorQuestion: { select: { lessonPage: { select: { title: true } } } },
      },
      resolve: (n) =>
        notificationMessage({
          kind: n.kind,
          actorName: n.actor ? `${n.actor.firstName} ${n.actor.lastName}` : null,
          actorCount: n.actorCount,
          discussionTitle: n.discussion?.title ?? null,
          aboutReply: n.replyId !== null,
          detail: n.detail,
          lessonTitle: n.mentorQuestion?.lessonPage.title ?? null,
        }),
    }),
    actor: t.relation("actor", {
      nullable: true,
      description: "Who did it (for grouped likes, the latest); null for moderation and for deleted accounts.",
    }),
    othersCount: t.int({
      description: "How many more members it stands for (grouped likes): “and 3 others”.",
      select: { actorCount: true },
      resolve: (n) => Math.max(0, n.actorCount - 1),
    }),
    discussion: t.relation("discussion", { nullable: true, description: "Where it happened." }),
    reply: t.relation("reply", { nullable: true, description: "The reply it is about, if any." }),
    lessonPageSlug: t.string({
      nullable: true,
      description:
        "The lesson page of the mentor question it is about (mentor answers), e.g. it-fundamentals; null otherwise.",
      select: { mentorQuestion: { select: { lessonPageId: true } } },
      resolve: (n) => n.mentorQuestion?.lessonPageId ?? null,
    }),
    assignmentSlug: t.string({
      nullable: true,
      description:
        "The assignment whose submission was reviewed (ASSIGNMENT_GRADED), as in /assignments/<slug>; null otherwise.",
      select: { submission: { select: { assignmentId: true } } },
      resolve: (n) => n.submission?.assignmentId ?? null,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it happened (the latest like)." }),
    isRead: t.boolean({
      description: "The member has read it (opened it, or marked all as read).",
      select: { readAt: true },
      resolve: (n) => n.readAt !== null,
    }),
  }),
});

/** Who has notifications: community members (board activity) and students (mentor answers, grades). */
const NOTIFIED = { community: true, student: true } as const;

export const Notifications = countedConnection("Notification", NotificationNode);

builder.prismaObjectFields(SignedInViewer, (t) => ({
  unreadNotificationsCount: t.relationCount("notifications", {
    description: "Unread notifications: the bell's badge (hidden at 0, “9+” above 9).",
    where: { readAt: null },
  }),
  notifications: t.relatedConnection(
    "notifications",
    {
      description: "The member's notifications, newest first.",
      args: { unreadOnly: t.arg.boolean({ description: "Only the unread ones." }) },
      cursor: "id",
      totalCount: true,
      query: (args) => ({
        where: args.unreadOnly ? { readAt: null } : {},
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
    },
    Notifications.connection,
  ),
}));

const NotificationPreference = builder
  .objectRef<{ kind: (typeof NOTIFICATION_KINDS)[number]["kind"]; label: string; inApp: boolean }>(
    "NotificationPreference",
  )
  .implement({
    description: "Whether the member is notified of one kind of event.",
    fields: (t) => ({
      kind: t.expose("kind", { type: NotificationKind, description: "The kind." }),
      label: t.exposeString("label", { description: "How /settings names it." }),
      inApp: t.exposeBoolean("inApp", { description: "Shown in the bell (on unless the member turned it off)." }),
    }),
  });

builder.prismaObjectFields(ProfileNode, (t) => ({
  notificationPreferences: t.field({
    type: [NotificationPreference],
    description: "Every kind of notification, in the order /settings lists them, and whether it is on.",
    select: { mutedNotificationKinds: true },
    resolve: (user) =>
      NOTIFICATION_KINDS.map(({ kind, label }) => ({
        kind,
        label,
        inApp: !user.mutedNotificationKinds.includes(kind),
      })),
  }),
}));

builder.relayMutationField(
  "updateNotificationPreference",
  {
    description: "One kind of notification, on or off.",
    inputFields: (t) => ({
      kind: t.field({ type: NotificationKind, required: true, description: "The kind." }),
      inApp: t.boolean({ required: true, description: "Notify in the bell." }),
    }),
  },
  {
    description:
      "Turns one kind of notification on or off for the signed-in member; from then on none of that kind is created.",
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx) => {
      const id = ctx.viewer!.id;
      await ctx.prisma.$transaction(async (tx) => {
        const { mutedNotificationKinds: muted } = await tx.user.findUniqueOrThrow({
          where: { id },
          select: { mutedNotificationKinds: true },
        });
        const next = input.inApp ? muted.filter((kind) => kind !== input.kind) : [...new Set([...muted, input.kind])];
        await tx.user.update({ where: { id }, data: { mutedNotificationKinds: next }, select: { id: true } });
      });
      return { id };
    },
  },
  {
    description: "The member's preferences as they now are.",
    outputFields: (t) => ({
      profile: t.prismaField({
        type: ProfileNode,
        description: "The member's profile, with notificationPreferences as they now are.",
        resolve: (query, saved, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: saved.id } }),
      }),
    }),
  },
);

/** How many notifications one call may mark as read (the bell's panel shows 10, a page 20). */
const MARK_MAX = 100;

const readPayload = {
  description: "The bell's count, and the notifications that changed.",
  outputFields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, { ids: string[] }>) => ({
    viewer: t.prismaField({
      type: SignedInViewer,
      description: "The signed-in member, with unreadNotificationsCount as it now is.",
      resolve: (query, _done, _args, ctx) =>
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } }),
    }),
    notifications: t.prismaField({
      type: [NotificationNode],
      description: "The notifications marked as read (those of other members are never touched).",
      resolve: (query, done, _args, ctx) =>
        ctx.prisma.notification.findMany({
          ...query,
          where: { id: { in: done.ids }, recipientId: ctx.viewer!.id },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }),
    }),
  }),
};

builder.relayMutationField(
  "markNotificationsRead",
  {
    description: "Notifications the member opened.",
    inputFields: (t) => ({
      ids: t.globalIDList({
        required: true,
        for: NotificationNode,
        description: `The notifications' global ids (at most ${MARK_MAX}).`,
      }),
    }),
    validate: mutationInput(z.object({ ids: z.array(z.unknown()).max(MARK_MAX, `At most ${MARK_MAX} at once`) })),
  },
  {
    description: "Marks some of the signed-in member's notifications as read; others' ids change nothing.",
    authScopes: NOTIFIED,
    resolve: async (_root, { input }, ctx) => {
      const ids = input.ids.map((id) => id.id);
      const marked = await markRead(ctx, { id: { in: ids } });
      return { ids: marked };
    },
  },
  readPayload,
);

builder.relayMutationField(
  "markAllNotificationsRead",
  { description: "Nothing to choose: every unread notification.", inputFields: () => ({}) },
  {
    description: "Marks every notification of the signed-in member as read: the bell's badge goes.",
    authScopes: NOTIFIED,
    resolve: async (_root, _args, ctx) => ({ ids: await markRead(ctx, {}) }),
  },
  readPayload,
);

/** Marks the member's unread notifications matching `where` as read; a read like group closes. */
async function markRead(
  ctx: { prisma: Context["prisma"]; viewer: Context["viewer"]; boardEvents: Context["boardEvents"] },
  where: Prisma.NotificationWhereInput,
): Promise<string[]> {
  const mine = { ...where, recipientId: ctx.viewer!.id, readAt: null };
  const ids = await ctx.prisma.$transaction(async (tx) => {
    const unread = await tx.notification.findMany({ where: mine, select: { id: true } });
    if (unread.length === 0) return [];
    await tx.notification.updateMany({
      where: { id: { in: unread.map((n) => n.id) } },
      data: { readAt: new Date(), openGroup: null },
    });
    return unread.map((n) => n.id);
  });
  if (ids.length > 0) ctx.boardEvents.notificationsChanged([ctx.viewer!.id]);
  return ids;
}

builder.subscriptionField("notificationsChanged", (t) =>
  t.prismaField({
    type: SignedInViewer,
    description:
      "The signed-in member after each change to their notifications (new, read, withdrawn), from any replica: the bell moves.",
    authScopes: NOTIFIED,
    subscribe: (_root, _args, ctx) => ctx.boardEvents.notificationsOf(ctx.viewer!.id),
    resolve: (query, _event, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } }),
  }),
);
