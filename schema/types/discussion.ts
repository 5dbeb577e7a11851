import { z } from "zod";
import { BOARD_ORDERS } from "../db/boardPages.js";
import { readBoardPage, readCategoryDiscussions } from "../db/partitions.js";
import { builder } from "../builder.js";
import { countedConnection } from "../connections.js";
import { LIMITS } from "../rules/text.js";
import { containsAnyCase } from "../rules/textMatch.js";
import { canAcceptAnswer, QUESTION_CATEGORY_ID } from "../answerRules.js";
import { CategoryNode } from "./category.js";
import { viewerLikeQuery } from "../likes.js";
import { boardVisibility, canModerate, replyVisibility, visibleHiddenReason, visibleText } from "../moderationRules.js";
import type { Context } from "../context.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { PlannedList } from "../plans/documentPlans.js";

/** What a deleted post shows in place of its text. */
export const DELETED = "[deleted]";

export const DiscussionNode = builder.prismaNode("Discussion", {
  description: "A thread on the community board.",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    title: t.string({
      description: 'Headline; "[deleted]" once its author deleted it, "[hidden]" while a moderator hides it.',
      select: { title: true, deletedAt: true, hiddenAt: true },
      resolve: (discussion, _args, ctx) => visibleText(ctx, discussion, discussion.title, DELETED),
    }),
    content: t.string({
      description:
        'Full text in Markdown (cards show the first 200 characters); "[deleted]" once its author deleted it, "[hidden]" while a moderator hides it (moderators read it).',
      select: { content: true, deletedAt: true, hiddenAt: true },
      resolve: (discussion, _args, ctx) => visibleText(ctx, discussion, discussion.content, DELETED),
    }),
    isHidden: t.boolean({
      description: "Hidden by a moderator: off the board; only moderators read its text.",
      select: { hiddenAt: true },
      resolve: (discussion) => discussion.hiddenAt !== null,
    }),
    hiddenReason: t.string({
      nullable: true,
      description: "Why a moderator hid it, for moderators and its author; null otherwise.",
      select: { hiddenAt: true, hiddenReason: true, authorId: true },
      resolve: (discussion, _args, ctx) => visibleHiddenReason(ctx, discussion),
    }),
    isDeleted: t.boolean({
      description: "Deleted by its author while it had replies: kept in place so the thread keeps its context.",
      select: { deletedAt: true },
      resolve: (discussion) => discussion.deletedAt !== null,
    }),
    editedAt: t.expose("editedAt", {
      type: "DateTime",
      nullable: true,
      description: "The author's last edit; null when never edited.",
    }),
    viewerIsAuthor: t.boolean({
      description: "Whether the signed-in viewer wrote it (and may edit or delete it).",
      select: { authorId: true },
      resolve: (discussion, _args, ctx) => discussion.authorId === ctx.viewer?.id,
    }),
    isAnswered: t.boolean({
      description: "A Lab Help question whose author (or a moderator) accepted a reply as its answer.",
      select: { acceptedReplyId: true },
      resolve: (discussion) => discussion.acceptedReplyId !== null,
    }),
    acceptedAnswer: t.relation("acceptedReply", {
      nullable: true,
      description: "The reply accepted as the answer; null while there is none.",
    }),
    viewerCanAcceptAnswer: t.boolean({
      description: "Whether the signed-in viewer may mark its answer: its author or a moderator, in Lab Help only.",
      select: { categoryId: true, authorId: true, deletedAt: true },
      resolve: (discussion, _args, ctx) => canAcceptAnswer(ctx, discussion),
    }),
    viewerHasFlagged: t.boolean({
      description:
        "Whether the signed-in viewer has flagged it for the moderators (once per post); false when signed out.",
      select: (_args, ctx) => ({
        flags: { where: { userId: ctx.viewer?.id ?? "" }, take: 1, select: { id: true } },
      }),
      resolve: (discussion) => discussion.flags.length > 0,
    }),
    viewerCanModerate: t.boolean({
      description: "Whether the signed-in viewer is a moderator (and may hide or restore it, pin, lock or move it).",
      resolve: (_discussion, _args, ctx) => canModerate(ctx),
    }),
    category: t.relation("category", { description: "Where it is filed." }),
    author: t.relation("author", { description: "Who started it." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was posted." }),
    lastActivityAt: t.expose("lastActivityAt", {
      type: "DateTime",
      nullable: true,
      description: "Last reply or edit; null when there has been none.",
    }),
    likesCount: t.exposeInt("likesCount", { description: "How many members like it." }),
    commentsCount: t.exposeInt("commentsCount", { description: "How many replies it has." }),
    viewsCount: t.exposeInt("viewsCount", { description: "How often it was opened." }),
    isUrgent: t.exposeBoolean("isUrgent", { description: "Flagged as urgent by its author." }),
    isPinned: t.exposeBoolean("isPinned", { description: "Kept at the top of the list." }),
    isLocked: t.exposeBoolean("isLocked", { description: "Closed to replies." }),
    viewerHasLiked: t.boolean({
      description: "Whether the signed-in viewer likes it; false when signed out.",
      select: (_args, ctx) => ({ likes: viewerLikeQuery(ctx) }),
      resolve: (discussion) => discussion.likes.length > 0,
    }),
  }),
});

export const DiscussionOrder = builder.enumType("DiscussionOrder", {
  description: "How the board orders discussions; pinned ones always come first.",
  values: {
    LATEST_ACTIVITY: { description: "Most recent reply, or posting when there is none, first." },
    POPULAR: { description: "Most liked first." },
    NEWEST: { description: "Most recently posted first." },
  } as const,
});

export const Discussions = countedConnection("Discussion", DiscussionNode);

builder.queryField("discussions", (t) =>
  t.prismaConnection(
    {
      type: DiscussionNode,
      cursor: BOARD_CURSOR,
      description: "Discussions on the board, narrowed by category and search text, in the chosen order.",
      authScopes: { public: true },
      args: {
        categoryId: t.arg.globalID({
          required: false,
          for: CategoryNode,
          description: "Only this category's discussions (its global id); all categories when omitted.",
        }),
        search: t.arg.string({
          required: false,
          description: "Only discussions whose title, content or a reply contains this text (case-insensitive).",
          validate: z.string().max(LIMITS.search),
        }),
        orderBy: t.arg({ type: DiscussionOrder, defaultValue: "LATEST_ACTIVITY", description: "Order of the list." }),
        unanswered: t.arg.boolean({
          required: false,
          description: "Only Lab Help questions without an accepted answer.",
        }),
      },
      // One category's list is kept in the read cache across writes to other categories' discussions.
      totalCount: (_parent, args, ctx) => {
        const count = { where: boardWhere(ctx, args) };
        return inCategory(args, count, () => ctx.prisma.discussion.count(count));
      },
      resolve: (query, _root, args, ctx) => {
        const list = boardList(args, ctx);
        const page = { ...query, where: list.where, orderBy: list.orderBy };
        return list.read(page, (read) => ctx.prisma.discussion.findMany(read));
      },
      // The same list for the planned executor (schema/plans/documentPlans.ts): one statement, no resolvers.
      extensions: { plannedList: boardList satisfies PlannedList },
    },
    Discussions.connection,
  ),
);

/** The board's cursors: a discussion's id. */
const BOARD_CURSOR = "id";

type BoardArgs = {
  categoryId?: { id: string } | null;
  search?: string | null;
  unanswered?: boolean | null;
  orderBy?: keyof typeof BOARD_ORDERS | null;
};

/**
 * The board's list for these arguments, as both executors read it: its filter, its order, and its
 * read, which keeps a first page across writes that change none of its rows and bring no other
 * onto it (readBoardPage).
 */
function boardList(args: BoardArgs, ctx: Pick<Context, "viewer">) {
  const order = args.orderBy ?? "LATEST_ACTIVITY";
  return {
    model: "Discussion",
    cursor: BOARD_CURSOR,
    where: boardWhere(ctx, args),
    orderBy: BOARD_ORDERS[order],
    read: <A extends Parameters<typeof readBoardPage>[2], T>(page: A, run: (page: A) => PromiseLike<T[]>) =>
      readBoardPage(args.categoryId?.id ?? null, order, page, run),
  };
}

/** A read of the board narrowed to the category asked for, if any (schema/db/partitions.ts). */
function inCategory<T>(
  args: { categoryId?: { id: string } | null },
  prismaArgs: { where?: Prisma.DiscussionWhereInput },
  read: () => PromiseLike<T>,
): Promise<T> {
  return args.categoryId ? readCategoryDiscussions(args.categoryId.id, prismaArgs, read) : Promise.resolve(read());
}

/**
 * The board's filters: a category, unanswered questions, text in the title, the content or a reply;
 * hidden ones for moderators only.
 */
function boardWhere(
  ctx: Pick<Context, "viewer">,
  args: { categoryId?: { id: string } | null; search?: string | null; unanswered?: boolean | null },
): Prisma.DiscussionWhereInput {
  const search = args.search?.trim();
  return {
    ...boardVisibility(ctx),
    ...(args.categoryId ? { categoryId: args.categoryId.id } : {}),
    ...(args.unanswered ? { AND: [{ categoryId: QUESTION_CATEGORY_ID, acceptedReplyId: null }] } : {}),
    ...(search
      ? {
          OR: [
            { title: containsAnyCase(search) },
            { content: containsAnyCase(search) },
            { replies: { some: { content: containsAnyCase(search), ...replyVisibility(ctx) } } },
          ],
        }
      : {}),
  };
}
