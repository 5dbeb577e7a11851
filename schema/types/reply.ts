import { builder } from "../builder.js";
import type { ReplyAdded } from "../boardEvents.js";
import { countedConnection, edgeOf } from "../connections.js";
import { notFound } from "../errors.js";
import { DiscussionNode } from "./discussion.js";
import { canModerate, visibleHiddenReason, visibleText } from "../moderationRules.js";
import { viewerLikeQuery } from "../likes.js";

export const ReplyNode = builder.prismaNode("Reply", {
  description: "An answer in a discussion's thread.",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    content: t.string({
      description: 'The reply\'s text, in Markdown; "[hidden]" while a moderator hides it (moderators read it).',
      select: { content: true, hiddenAt: true },
      resolve: (reply, _args, ctx) => visibleText(ctx, reply, reply.content, reply.content),
    }),
    isHidden: t.boolean({
      description: "Hidden by a moderator: only moderators read its text.",
      select: { hiddenAt: true },
      resolve: (reply) => reply.hiddenAt !== null,
    }),
    hiddenReason: t.string({
      nullable: true,
      description: "Why a moderator hid it, for moderators and its author; null otherwise.",
      select: { hiddenAt: true, hiddenReason: true, authorId: true },
      resolve: (reply, _args, ctx) => visibleHiddenReason(ctx, reply),
    }),
    author: t.relation("author", { description: "Who wrote it." }),
    discussion: t.relation("discussion", { description: "The discussion it answers." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was posted." }),
    editedAt: t.expose("editedAt", {
      type: "DateTime",
      nullable: true,
      description: "The author's last edit; null when never edited.",
    }),
    viewerIsAuthor: t.boolean({
      description: "Whether the signed-in viewer wrote it (and may edit or delete it).",
      select: { authorId: true },
      resolve: (reply, _args, ctx) => reply.authorId === ctx.viewer?.id,
    }),
    likesCount: t.exposeInt("likesCount", { description: "How many members like it." }),
    viewerHasLiked: t.boolean({
      description: "Whether the signed-in viewer likes it; false when signed out.",
      select: (_args, ctx) => ({ likes: viewerLikeQuery(ctx) }),
      resolve: (reply) => reply.likes.length > 0,
    }),
    isAcceptedAnswer: t.boolean({
      description: "Accepted as the answer to its discussion (a Lab Help question).",
      select: { acceptedFor: { select: { id: true } } },
      resolve: (reply) => reply.acceptedFor !== null,
    }),
    viewerHasFlagged: t.boolean({
      description:
        "Whether the signed-in viewer has flagged it for the moderators (once per post); false when signed out.",
      select: (_args, ctx) => ({
        flags: { where: { userId: ctx.viewer?.id ?? "" }, take: 1, select: { id: true } },
      }),
      resolve: (reply) => reply.flags.length > 0,
    }),
    viewerCanModerate: t.boolean({
      description: "Whether the signed-in viewer is a moderator (and may hide or restore it).",
      resolve: (_reply, _args, ctx) => canModerate(ctx),
    }),
  }),
});

export const Replies = countedConnection("Reply", ReplyNode);

builder.prismaObjectField(DiscussionNode, "replies", (t) =>
  t.relatedConnection(
    "replies",
    {
      description: "The thread's replies, oldest first.",
      cursor: "id",
      totalCount: true,
      query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
    Replies.connection,
  ),
);

builder.queryField("discussion", (t) =>
  t.prismaField({
    type: DiscussionNode,
    nullable: true,
    description: "One discussion by its global id (as `node` answers it); null when there is none.",
    authScopes: { public: true },
    args: {
      id: t.arg.globalID({ required: true, for: DiscussionNode, description: "The discussion's global id." }),
    },
    resolve: (query, _root, args, ctx) => ctx.prisma.discussion.findUnique({ ...query, where: { id: args.id.id } }),
  }),
);

/** The UTC day a view counts on: a member's views of one discussion count once a day. */
export function viewDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** A reply just stored, as a subscriber receives it. */
const ReplyAddedEvent = builder.objectRef<ReplyAdded>("ReplyAdded").implement({
  description: "A reply someone just posted, and its discussion as it now is.",
  fields: (t) => ({
    replyEdge: t.field({
      type: Replies.edge,
      description: "The new reply, as an edge to append to the thread (clients skip one they already hold).",
      resolve: async (event, _args, ctx) =>
        edgeOf(await ctx.prisma.reply.findUniqueOrThrow({ where: { id: event.replyId } })),
    }),
    discussion: t.prismaField({
      type: DiscussionNode,
      description: "The discussion, with its reply count and last activity moved.",
      resolve: (query, event, _args, ctx) =>
        ctx.prisma.discussion.findUniqueOrThrow({ ...query, where: { id: event.discussionId } }),
    }),
  }),
});

builder.subscriptionField("replyAdded", (t) =>
  t.field({
    type: ReplyAddedEvent,
    description: "Each reply posted to one discussion from now on, by anyone, on any replica.",
    authScopes: { community: true },
    args: {
      discussionId: t.arg.globalID({ required: true, for: DiscussionNode, description: "The discussion's global id." }),
    },
    // A discussion no row has gets no replies: said at once rather than left open with nothing to come.
    subscribe: async (_root, args, ctx) => {
      const found = await ctx.prisma.discussion.findUnique({
        where: { id: args.discussionId.id },
        select: { id: true },
      });
      if (!found) throw notFound("Discussion");
      return ctx.boardEvents.repliesTo(found.id);
    },
    resolve: (event) => event,
  }),
);

builder.subscriptionField("boardActivity", (t) =>
  t.prismaField({
    type: DiscussionNode,
    description: "Each discussion that gets a reply from now on, with its new counts: the board's cards move.",
    authScopes: { community: true },
    subscribe: (_root, _args, ctx) => ctx.boardEvents.allReplies(),
    resolve: (query, event, _args, ctx) =>
      ctx.prisma.discussion.findUniqueOrThrow({ ...query, where: { id: (event as ReplyAdded).discussionId } }),
  }),
);
