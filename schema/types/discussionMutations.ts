import { isThenable } from "@pothos/core";
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { GraphQLResolveInfo } from "graphql";
import { z } from "zod";
import type { Prisma } from "../generated/prisma/client.js";
import { writeInPartition } from "../db/partitions.js";
import type { BoardRow } from "../db/boardPages.js";
import { builder, mutationInput, type Types } from "../builder.js";
import { canModerate } from "../moderationRules.js";
import { edgeOf } from "../connections.js";
import { newDiscussionSchema } from "../discussionRules.js";
import { invalidInput, isForeignKeyViolation } from "../errors.js";
import type { Context } from "../context.js";
import { mentionsMembers, notifyDiscussionPosted } from "../notify.js";
import { likedPostAnswer, type LikeOutcome, setPostLike } from "../likes.js";
import { CategoryNode, DiscussionStats, discussionStats } from "./category.js";
import { DiscussionNode, Discussions } from "./discussion.js";

builder.relayMutationField(
  "createDiscussion",
  {
    description: "A new discussion.",
    inputFields: (t) => ({
      title: t.string({ required: true, description: "Headline; required." }),
      content: t.string({ required: true, description: "Text; required." }),
      categoryId: t.globalID({ required: true, for: CategoryNode, description: "The category's global id." }),
      isUrgent: t.boolean({ description: "Flag as urgent." }),
      isPinned: t.boolean({ description: "Keep at the top." }),
      isLocked: t.boolean({ description: "Closed to replies: honoured for moderators, ignored for other members." }),
    }),
    // The category is a global id here, checked by the resolver.
    validate: mutationInput(newDiscussionSchema.extend({ categoryId: z.unknown() })),
  },
  {
    description: "Starts a discussion as the signed-in member.",
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx, info) => {
      await ctx.postingThrottle?.attempt(ctx.viewer!.id);
      answeredByInsert(ctx, info);
      const now = new Date();
      const { title, content, isUrgent, isPinned, isLocked } = input;
      const data = {
        title,
        content,
        isUrgent: isUrgent ?? false,
        isPinned: isPinned ?? false,
        // Closing a thread is a moderator's call: a member's isLocked is ignored, not refused, so
        // legacy clients that always send the spec's field keep working.
        isLocked: canModerate(ctx) ? (isLocked ?? false) : false,
        categoryId: input.categoryId.id,
        authorId: ctx.viewer!.id,
        createdAt: now,
        activityAt: now,
      };
      // A post that mentions no one is one statement; one that does notifies in the same transaction.
      // The category's foreign key tells an unknown one. It changes its category's lists and the
      // board of all categories, not the others (schema/db/partitions.ts).
      const created = (discussion: BoardRow & { categoryId: string }) =>
        ({ categoryId: discussion.categoryId, discussion, moved: "created" }) as const;
      const write = writeInPartition((told) =>
        mentionsMembers(content)
          ? ctx.prisma.$transaction(async (tx) => {
              const discussion = await tx.discussion.create({ data });
              const notified = await notifyDiscussionPosted(tx, discussion);
              told(created(discussion), notified);
              return { discussion, notified };
            })
          : ctx.prisma.discussion.create({ data }).then((discussion) => {
              told(created(discussion), []);
              return { discussion, notified: [] as string[] };
            }),
      );
      const { discussion, notified } = await write.catch((error: unknown) => {
        throw isForeignKeyViolation(error)
          ? invalidInput([{ field: "input.categoryId", message: "Unknown category" }], { field: "categoryId" })
          : error;
      });
      ctx.boardEvents.notificationsChanged(notified);
      return discussion;
    },
  },
  {
    description: "The new discussion, and the counts it changed.",
    outputFields: (t) => ({
      discussionEdge: t.field({
        type: Discussions.edge,
        description: "The new discussion, as an edge to insert into the board's list.",
        resolve: (discussion) => edgeOf(discussion),
      }),
      category: t.prismaField({
        type: CategoryNode,
        description: "Its category, with the new discussion counted.",
        resolve: (query, discussion, _args, ctx) =>
          ctx.prisma.category.findUniqueOrThrow({ ...query, where: { id: discussion.categoryId } }),
      }),
      discussionStats: t.field({
        type: DiscussionStats,
        description: "The board's counts, with the new discussion counted.",
        resolve: (_discussion, _args, ctx) => discussionStats(ctx),
      }),
    }),
  },
);

/**
 * When the payload's new node asks only what the inserted row holds (its columns: `id`, `title`…),
 * Pothos' plan for `discussionEdge.node` is recorded on the request, so the node's fields answer
 * from the row the insert returns rather than reading it again (one round trip less). A node that
 * asks more (its author, its category, the viewer's like) is left to its fields' own plan, as
 * before: read with the insert, Prisma would wrap it in a transaction. The plan is first worked out
 * on a copy of the context, since a plan records itself on the context it is given.
 */
function answeredByInsert(ctx: Context, info: GraphQLResolveInfo): void {
  const planned = (context: object) =>
    queryFromInfo({ context, info, typeName: "Discussion", path: ["discussionEdge", "node"] }) as unknown;
  const rowOnly = (query: unknown) =>
    typeof query === "object" &&
    query !== null &&
    !isThenable(query) &&
    !("select" in query) &&
    Object.keys((query as { include?: object }).include ?? {}).length === 0;
  try {
    if (rowOnly(planned({ ...ctx }))) planned(ctx);
  } catch {
    // Not planned here: the node's fields plan their own reads.
  }
}

const likeInput = (description: string) => ({
  description,
  inputFields: (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
    discussionId: t.globalID({ required: true, for: DiscussionNode, description: "The discussion's global id." }),
  }),
});

const likePayload = {
  description: "The discussion with its new like count.",
  outputFields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, LikeOutcome>) => ({
    discussion: t.prismaField({
      type: DiscussionNode,
      description: "The discussion, with likesCount and viewerHasLiked as they now are.",
      resolve: (query, liked, _args, ctx) =>
        likedPostAnswer<Prisma.DiscussionGetPayload<typeof query>>(query, liked, ctx) ??
        ctx.prisma.discussion.findUniqueOrThrow({ ...query, where: { id: liked.id } }),
    }),
  }),
};

builder.relayMutationField(
  "likeDiscussion",
  likeInput("The discussion to like."),
  {
    description: "Likes a discussion as the signed-in member; liking twice changes nothing.",
    authScopes: { community: true },
    resolve: (_root, { input }, ctx) => setLike(ctx, input.discussionId.id, true),
  },
  likePayload,
);

builder.relayMutationField(
  "unlikeDiscussion",
  likeInput("The discussion to unlike."),
  {
    description: "Takes the signed-in member's like back; unliking twice changes nothing.",
    authScopes: { community: true },
    resolve: (_root, { input }, ctx) => setLike(ctx, input.discussionId.id, false),
  },
  likePayload,
);

/** Likes or unlikes a discussion (schema/likes.ts); a new like notifies its author. */
async function setLike(ctx: Context, discussionId: string, liked: boolean): Promise<LikeOutcome> {
  // The like and the counter change one discussion: its category's lists, not the others', and of
  // "Most liked" only the pages its count can reach. The discussion comes back as it now is (a like
  // that changed nothing is told as one that did: it moves a little more than it needs to).
  const { outcome, notified } = await writeInPartition(async (told) => {
    const like = { post: "discussion", postId: discussionId, userId: ctx.viewer!.id, liked } as const;
    const done = await setPostLike<BoardRow & { categoryId: string }>(ctx, like);
    const discussion = done.outcome.row;
    const moved = { likesFrom: discussion.likesCount + (liked ? -1 : 1) };
    told({ categoryId: discussion.categoryId, discussion, moved }, done.notified);
    return done;
  });
  // Once the write's signal is out: the bell's count is read again after it.
  ctx.boardEvents.notificationsChanged(notified);
  return outcome;
}
