import { canAcceptAnswer, isQuestion } from "../answerRules.js";
import { notifyAnswerAccepted, withdrawAnswerAccepted } from "../notify.js";
import { builder, type Types } from "../builder.js";
import { failure, notFound } from "../errors.js";
import type { Context } from "../context.js";
import { ReplyNode } from "./reply.js";
import { discussionInput, discussionOutput } from "./replyMutations.js";

// Lab Help questions take one accepted answer, marked by the question's author or a moderator.

type Changed = { discussionId: string; replyIds: string[] };

const changedRepliesOutput = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, Changed>) =>
  t.prismaField({
    type: [ReplyNode],
    description: "The replies whose isAcceptedAnswer changed: the new answer and the one it replaced, if any.",
    resolve: (query, changed, _args, ctx) =>
      ctx.prisma.reply.findMany({ ...query, where: { id: { in: changed.replyIds } }, orderBy: { createdAt: "asc" } }),
  });

/** The question, checked: it exists, takes an answer, and the viewer may mark it. */
async function questionToAnswer(ctx: Pick<Context, "prisma" | "viewer">, id: string) {
  const discussion = await ctx.prisma.discussion.findUnique({
    where: { id },
    select: { id: true, categoryId: true, authorId: true, deletedAt: true, acceptedReplyId: true },
  });
  if (!discussion) throw notFound("Discussion");
  if (!isQuestion(discussion)) throw failure("CONFLICT", "Only Lab Help questions take an accepted answer.");
  if (!canAcceptAnswer(ctx, discussion))
    throw failure("FORBIDDEN", "Only the question's author or a moderator can mark its answer.");
  return discussion;
}

builder.relayMutationField(
  "acceptAnswer",
  {
    description: "A reply to mark as its question's answer.",
    inputFields: (t) => ({
      replyId: t.globalID({ required: true, for: ReplyNode, description: "The reply's global id." }),
    }),
  },
  {
    description:
      "Marks a reply as the accepted answer of its Lab Help question (its author or a moderator), replacing any earlier one.",
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx) => {
      const reply = await ctx.prisma.reply.findUnique({
        where: { id: input.replyId.id },
        select: { id: true, discussionId: true, hiddenAt: true },
      });
      if (!reply) throw notFound("Reply");
      const discussion = await questionToAnswer(ctx, reply.discussionId);
      if (reply.hiddenAt) throw failure("CONFLICT", "A hidden reply cannot be the accepted answer.");
      const notified = await ctx.prisma.$transaction(async (tx) => {
        await tx.discussion.update({
          where: { id: discussion.id },
          data: { acceptedReplyId: reply.id },
          select: { id: true },
        });
        if (discussion.acceptedReplyId === reply.id) return [];
        const withdrawn = discussion.acceptedReplyId
          ? await withdrawAnswerAccepted(tx, discussion.acceptedReplyId)
          : [];
        const told = await notifyAnswerAccepted(tx, {
          actorId: ctx.viewer!.id,
          replyId: reply.id,
          discussionId: discussion.id,
        });
        return [...withdrawn, ...told];
      });
      ctx.boardEvents.notificationsChanged(notified);
      const replyIds = [
        reply.id,
        ...(discussion.acceptedReplyId && discussion.acceptedReplyId !== reply.id ? [discussion.acceptedReplyId] : []),
      ];
      return { discussionId: discussion.id, replyIds };
    },
  },
  {
    description: "The question with its answer, and the replies that changed.",
    outputFields: (t) => ({
      discussion: discussionOutput(t, "The question, now answered."),
      replies: changedRepliesOutput(t),
    }),
  },
);

builder.relayMutationField(
  "unacceptAnswer",
  {
    description: "A question whose accepted answer to withdraw.",
    inputFields: (t) => ({ discussionId: discussionInput(t) }),
  },
  {
    description: "Withdraws the accepted answer of a Lab Help question (its author or a moderator).",
    authScopes: { community: true },
    resolve: async (_root, { input }, ctx) => {
      const discussion = await questionToAnswer(ctx, input.discussionId.id);
      if (!discussion.acceptedReplyId) throw failure("CONFLICT", "This question has no accepted answer.");
      const acceptedReplyId = discussion.acceptedReplyId;
      const notified = await ctx.prisma.$transaction(async (tx) => {
        await tx.discussion.update({
          where: { id: discussion.id },
          data: { acceptedReplyId: null },
          select: { id: true },
        });
        return withdrawAnswerAccepted(tx, acceptedReplyId);
      });
      ctx.boardEvents.notificationsChanged(notified);
      return { discussionId: discussion.id, replyIds: [acceptedReplyId] };
    },
  },
  {
    description: "The question, unanswered again, and the reply that was its answer.",
    outputFields: (t) => ({
      discussion: discussionOutput(t, "The question."),
      replies: changedRepliesOutput(t),
    }),
  },
);
