import { resolveOffsetConnection } from "@pothos/plugin-relay";
import { AUDIT_ACTIONS, recordAudit } from "../audit.js";
import { notifyModerated } from "../notify.js";
import { builder } from "../builder.js";
import { flagNoteSchema, moderationReasonSchema } from "../discussionRules.js";
import { failure, notFound } from "../errors.js";
import type { Discussion, Prisma, Reply } from "../generated/prisma/client.js";
import { FLAGS_TO_HIDE, HIDDEN_BY_FLAGS, openFlagsOf, resolveFlags } from "../moderationRules.js";
import { DiscussionNode } from "./discussion.js";
import { ReplyNode } from "./reply.js";

// Members flag posts for the moderators; three open flags from distinct members hide a post until a
// moderator reviews it in the queue, where keeping or hiding it settles its flags.

export const FlagReason = builder.enumType("FlagReason", {
  description: "Why a member flags a post.",
  values: {
    SPAM: { description: "Advertising or repeated posts." },
    ABUSE: { description: "Insults, harassment or other abuse." },
    OFF_TOPIC: { description: "Does not belong in this community or category." },
    OTHER: { description: "Something else: the note says what." },
  } as const,
});

/** A discussion or a reply. */
export const Post = builder.unionType("Post", {
  description: "A discussion or a reply: what members flag and moderators review.",
  types: [DiscussionNode, ReplyNode],
  resolveType: (post) => ("title" in post ? DiscussionNode : ReplyNode),
});

/** Which post a global id names, checked against the two kinds members may flag. */
type PostRef = { discussionId: string } | { replyId: string };
const postRef = (id: { typename: string; id: string }): PostRef => {
  if (id.typename === "Discussion") return { discussionId: id.id };
  if (id.typename === "Reply") return { replyId: id.id };
  throw failure("BAD_USER_INPUT", "Only a discussion or a reply can be flagged.");
};

async function loadPost(db: Prisma.TransactionClient, ref: PostRef): Promise<Discussion | Reply> {
  const post =
    "discussionId" in ref
      ? await db.discussion.findUnique({ where: { id: ref.discussionId } })
      : await db.reply.findUnique({ where: { id: ref.replyId } });
  if (!post) throw notFound("discussionId" in ref ? "Discussion" : "Reply");
  return post;
}

/** How the audit log names a post: a discussion by its title, a reply by its discussion's. */
async function describePost(db: Prisma.TransactionClient, post: Discussion | Reply): Promise<string> {
  if ("title" in post) return `"${post.title}"`;
  const { title } = await db.discussion.findUniqueOrThrow({
    where: { id: post.discussionId },
    select: { title: true },
  });
  return `a reply in "${title}"`;
}

builder.relayMutationField(
  "flagPost",
  {
    description: "A member's flag on a discussion or a reply.",
    inputFields: (t) => ({
      postId: t.globalID({ required: true, description: "The discussion's or reply's global id." }),
      reason: t.field({ type: FlagReason, required: true, description: "Why." }),
      note: t.string({
        validate: flagNoteSchema,
        description: "Anything the moderators should know (at most 500 characters).",
      }),
    }),
  },
  {
    description: `Flags a post for the moderators (community members; once per post, never one's own). ${FLAGS_TO_HIDE} open flags from distinct members hide it until a moderator reviews it.`,
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx) => {
      const ref = postRef(input.postId);
      const viewerId = ctx.viewer!.id;
      const { flagged, notified } = await ctx.prisma.$transaction(async (tx) => {
        let notified: string[] = [];
        const post = await loadPost(tx, ref);
        if (post.authorId === viewerId) throw failure("CONFLICT", "You cannot flag your own post.");
        if ("deletedAt" in post && post.deletedAt) throw failure("CONFLICT", "This discussion was deleted.");
        const already = await tx.flag.findFirst({ where: { userId: viewerId, ...ref }, select: { id: true } });
        if (already) throw failure("CONFLICT", "You have already flagged this post.");
        await tx.flag.create({
          data: { userId: viewerId, ...ref, reason: input.reason, note: input.note ?? "" },
          select: { id: true },
        });
        const open = await tx.flag.count({ where: openFlagsOf(ref) });
        if (open >= FLAGS_TO_HIDE && !post.hiddenAt) {
          const hidden = { hiddenAt: new Date(), hiddenReason: HIDDEN_BY_FLAGS };
          if ("discussionId" in ref) await tx.discussion.update({ where: { id: ref.discussionId }, data: hidden });
          else await tx.reply.update({ where: { id: ref.replyId }, data: hidden });
          await recordAudit(tx, {
            actorId: viewerId,
            action: AUDIT_ACTIONS.POST_HIDDEN_BY_FLAGS,
            subjectId: post.authorId,
            detail: `${await describePost(tx, post)} (${open} flags)`,
          });
          notified = await notifyModerated(tx, { actorId: viewerId, post: ref, action: "flagged", reason: "" });
        }
        return { flagged: await loadPost(tx, ref), notified };
      });
      ctx.boardEvents.notificationsChanged(notified);
      return flagged;
    },
  },
  {
    description: "The flagged post as it now stands.",
    outputFields: (t) => ({
      post: t.field({ type: Post, description: "The flagged post.", resolve: (post) => post }),
    }),
  },
);

type QueueItem = {
  post: Discussion | Reply;
  openFlags: number;
  lastFlaggedAt: Date;
  reasons: Array<{ reason: (typeof FlagReason)["$inferType"]; count: number }>;
  notes: string[];
};

const FlagReasonCount = builder.objectRef<QueueItem["reasons"][number]>("FlagReasonCount").implement({
  description: "How many open flags give one reason.",
  fields: (t) => ({
    reason: t.expose("reason", { type: FlagReason, description: "The reason." }),
    count: t.exposeInt("count", { description: "How many members gave it." }),
  }),
});

const FlaggedPost = builder.objectRef<QueueItem>("FlaggedPost").implement({
  description: "A post waiting for a moderator: its open flags and what members said.",
  fields: (t) => ({
    post: t.field({ type: Post, description: "The flagged discussion or reply.", resolve: (item) => item.post }),
    openFlags: t.exposeInt("openFlags", { description: "Flags no moderator has acted on yet." }),
    lastFlaggedAt: t.expose("lastFlaggedAt", { type: "DateTime", description: "The newest open flag." }),
    reasons: t.field({
      type: [FlagReasonCount],
      description: "The open flags by reason, most given first.",
      resolve: (item) => item.reasons,
    }),
    notes: t.exposeStringList("notes", { description: "Members' notes on the open flags, newest first." }),
  }),
});

builder.queryField("moderationQueue", (t) =>
  t.connection({
    type: FlaggedPost,
    description: "Posts with open flags, the most recently flagged first (moderators only).",
    authScopes: { moderator: true },
    resolve: (_root, args, ctx) =>
      resolveOffsetConnection({ args }, async ({ limit, offset }) => {
        const groups = await ctx.prisma.flag.groupBy({
          by: ["discussionId", "replyId"],
          where: { resolvedAt: null },
          _count: { _all: true },
          _max: { createdAt: true },
          orderBy: [{ _max: { createdAt: "desc" } }, { discussionId: "asc" }, { replyId: "asc" }],
          skip: offset,
          take: limit,
        });
        const discussionIds = groups.flatMap((g) => (g.discussionId ? [g.discussionId] : []));
        const replyIds = groups.flatMap((g) => (g.replyId ? [g.replyId] : []));
        // One statement each for the page's posts and their open flags, whatever the page size.
        const [discussions, replies, flags] = await Promise.all([
          ctx.prisma.discussion.findMany({ where: { id: { in: discussionIds } } }),
          ctx.prisma.reply.findMany({ where: { id: { in: replyIds } } }),
          ctx.prisma.flag.findMany({
            where: { resolvedAt: null, OR: [{ discussionId: { in: discussionIds } }, { replyId: { in: replyIds } }] },
            select: { discussionId: true, replyId: true, reason: true, note: true },
            orderBy: { createdAt: "desc" },
          }),
        ]);
        const posts = new Map<string, Discussion | Reply>([
          ...discussions.map((d) => [`d:${d.id}`, d] as const),
          ...replies.map((r) => [`r:${r.id}`, r] as const),
        ]);
        const keyOf = (row: { discussionId: string | null; replyId: string | null }) =>
          row.discussionId ? `d:${row.discussionId}` : `r:${row.replyId}`;
        return groups.flatMap((group): QueueItem[] => {
          const post = posts.get(keyOf(group));
          if (!post) return [];
          const mine = flags.filter((flag) => keyOf(flag) === keyOf(group));
          const counts = new Map<QueueItem["reasons"][number]["reason"], number>();
          for (const flag of mine) counts.set(flag.reason, (counts.get(flag.reason) ?? 0) + 1);
          return [
            {
              post,
              openFlags: group._count._all,
              lastFlaggedAt: group._max.createdAt!,
              reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
              notes: mine.flatMap((flag) => (flag.note ? [flag.note] : [])),
            },
          ];
        });
      }),
  }),
);

export const FlagReview = builder.enumType("FlagReview", {
  description: "A moderator's decision on a flagged post.",
  values: {
    KEEP: { description: "The post is fine: the flags are dismissed and a post they hid is shown again." },
    HIDE: { description: "The flags are right: the post is hidden (or stays hidden) with the moderator's reason." },
  } as const,
});

builder.relayMutationField(
  "reviewFlags",
  {
    description: "A moderator's decision on a flagged post, with the reason.",
    inputFields: (t) => ({
      postId: t.globalID({ required: true, description: "The discussion's or reply's global id." }),
      decision: t.field({ type: FlagReview, required: true, description: "Keep or hide it." }),
      reason: t.string({
        required: true,
        validate: moderationReasonSchema,
        description: "Why: shown to the author and kept in the audit log (at most 500 characters).",
      }),
    }),
  },
  {
    description: "Keeps or hides a flagged post and settles its flags (moderators only); audited.",
    authScopes: { moderator: true },
    resolve: async (_root, { input }, ctx) => {
      const ref = postRef(input.postId);
      const { reviewed, notified } = await ctx.prisma.$transaction(async (tx) => {
        const post = await loadPost(tx, ref);
        const isDiscussion = "discussionId" in ref;
        const hide = input.decision === "HIDE";
        // Keeping a visible post only dismisses the flags; otherwise it is hidden or shown again.
        const change = hide
          ? { hiddenAt: post.hiddenAt ?? new Date(), hiddenReason: input.reason }
          : { hiddenAt: null, hiddenReason: null };
        if (isDiscussion) await tx.discussion.update({ where: { id: ref.discussionId }, data: change });
        else await tx.reply.update({ where: { id: ref.replyId }, data: change });
        await resolveFlags(tx, ref);
        const action = hide
          ? isDiscussion
            ? AUDIT_ACTIONS.DISCUSSION_HIDE
            : AUDIT_ACTIONS.REPLY_HIDE
          : post.hiddenAt
            ? isDiscussion
              ? AUDIT_ACTIONS.DISCUSSION_RESTORE
              : AUDIT_ACTIONS.REPLY_RESTORE
            : AUDIT_ACTIONS.FLAGS_DISMISS;
        await recordAudit(tx, {
          actorId: ctx.viewer!.id,
          action,
          subjectId: post.authorId,
          detail: `${await describePost(tx, post)} (reason: ${input.reason})`,
        });
        // The author hears the moderator's decision (hidden with a reason, or shown again); dismissing
        // flags on a visible post changes nothing for them.
        const told = hide ? "hid" : post.hiddenAt ? "restored" : null;
        const notified = told
          ? await notifyModerated(tx, { actorId: ctx.viewer!.id, post: ref, action: told, reason: input.reason })
          : [];
        return { reviewed: await loadPost(tx, ref), notified };
      });
      ctx.boardEvents.notificationsChanged(notified);
      return reviewed;
    },
  },
  {
    description: "The post as it now stands.",
    outputFields: (t) => ({
      post: t.field({ type: Post, description: "The reviewed post.", resolve: (post) => post }),
    }),
  },
);
