import { builder } from "../builder.js";
import { newDiscussionSchema } from "../discussionRules.js";
import { invalidInput, notFound } from "../errors.js";
import type { Prisma, PrismaClient } from "../generated/prisma/client.js";
import { DiscussionNode } from "./discussion.js";

const CategoryCount = builder.objectRef<{ name: string; slug: string; count: number }>("CategoryCount").implement({
  description: "How many discussions one category holds.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "Category name." }),
    slug: t.exposeString("slug", { description: "Category slug." }),
    count: t.exposeInt("count", { description: "Number of discussions." }),
  }),
});

const DiscussionStats = builder.objectRef<{ total: number; byCategory: { name: string; slug: string; count: number }[] }>("DiscussionStats").implement({
  description: "Discussion counts for the sidebar.",
  fields: (t) => ({
    total: t.exposeInt("total", { description: "All discussions." }),
    byCategory: t.field({ type: [CategoryCount], description: "Per category, in display order.", resolve: (s) => s.byCategory }),
  }),
});

builder.queryField("discussionStats", (t) =>
  t.field({
    type: DiscussionStats,
    description: "Total discussions and the count per category.",
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      const [categories, groups] = await Promise.all([
        ctx.prisma.category.findMany({ orderBy: { position: "asc" } }),
        ctx.prisma.discussion.groupBy({ by: ["categoryId"], _count: { _all: true } }),
      ]);
      const counts = new Map(groups.map((g) => [g.categoryId, g._count._all]));
      const byCategory = categories.map((c) => ({ name: c.name, slug: c.id, count: counts.get(c.id) ?? 0 }));
      return { total: byCategory.reduce((sum, c) => sum + c.count, 0), byCategory };
    },
  }),
);

const CreateDiscussionInput = builder
  .inputType("CreateDiscussionInput", {
    description: "A new discussion.",
    fields: (t) => ({
      title: t.string({ required: true, description: "Headline; required." }),
      content: t.string({ required: true, description: "Text; required." }),
      categoryId: t.string({ required: true, description: "Category slug (lab, study, assignment, general)." }),
      isUrgent: t.boolean({ description: "Flag as urgent." }),
      isPinned: t.boolean({ description: "Keep at the top." }),
      isLocked: t.boolean({ description: "Closed to replies." }),
    }),
  })
  .validate(newDiscussionSchema);

builder.mutationFields((t) => ({
  createDiscussion: t.prismaField({
    type: DiscussionNode,
    description: "Starts a discussion as the signed-in member.",
    authScopes: { community: true },
    args: { input: t.arg({ type: CreateDiscussionInput, required: true, description: "The new discussion." }) },
    resolve: async (query, _root, { input }, ctx) => {
      const category = await ctx.prisma.category.findUnique({ where: { id: input.categoryId }, select: { id: true } });
      if (!category) {
        throw invalidInput([{ field: "categoryId", message: "Unknown category" }], { field: "categoryId" });
      }
      const now = new Date();
      return ctx.prisma.discussion.create({
        ...query,
        data: { ...input, authorId: ctx.viewer!.id, createdAt: now, activityAt: now },
      });
    },
  }),
  likeDiscussion: t.prismaField({
    type: DiscussionNode,
    description: "Likes a discussion as the signed-in member; liking twice changes nothing.",
    authScopes: { community: true },
    args: { discussionId: t.arg.globalID({ required: true, for: DiscussionNode, description: "The discussion." }) },
    resolve: (query, _root, args, ctx) => setLike(ctx.prisma, ctx.viewer!.id, args.discussionId.id, true, query),
  }),
  unlikeDiscussion: t.prismaField({
    type: DiscussionNode,
    description: "Takes the signed-in member's like back; unliking twice changes nothing.",
    authScopes: { community: true },
    args: { discussionId: t.arg.globalID({ required: true, for: DiscussionNode, description: "The discussion." }) },
    resolve: (query, _root, args, ctx) => setLike(ctx.prisma, ctx.viewer!.id, args.discussionId.id, false, query),
  }),
}));

/** Adds or removes a like and keeps the counter in step, in one transaction. */
async function setLike(
  prisma: PrismaClient,
  userId: string,
  discussionId: string,
  liked: boolean,
  query: { include?: Prisma.DiscussionInclude; select?: Prisma.DiscussionSelect },
) {
  const exists = await prisma.discussion.findUnique({ where: { id: discussionId }, select: { id: true } });
  if (!exists) throw notFound("Discussion");
  await prisma.$transaction(async (tx) => {
    if (liked) {
      const created = await tx.like.createMany({ data: [{ userId, discussionId }], skipDuplicates: true });
      if (created.count > 0) await tx.discussion.update({ where: { id: discussionId }, data: { likesCount: { increment: 1 } } });
    } else {
      const removed = await tx.like.deleteMany({ where: { userId, discussionId } });
      if (removed.count > 0) await tx.discussion.update({ where: { id: discussionId }, data: { likesCount: { decrement: 1 } } });
    }
  });
  return prisma.discussion.findUniqueOrThrow({ ...query, where: { id: discussionId } });
}
