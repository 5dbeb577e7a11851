import { builder } from "../builder.js";
import type { Context } from "../context.js";
import type { PlannedList } from "../plans/documentPlans.js";

export const CategoryNode = builder.prismaNode("Category", {
  description: "A discussion board category (Lab Help, Study Groups, Assignments, General Discussion).",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    slug: t.exposeString("id", { description: "Stable short name: lab, study, assignment or general." }),
    name: t.exposeString("name", { description: "Display name." }),
    color: t.exposeString("color", { description: "Colour of the category's badge, as a CSS colour." }),
    icon: t.exposeString("icon", { description: "Icon class name." }),
    discussionCount: t.relationCount("discussions", {
      where: { hiddenAt: null },
      description: "How many discussions are filed in it (hidden ones aside).",
    }),
  }),
});

/** The board's categories as both executors read them: in display order. */
const categoryList = () => ({ model: "Category", orderBy: { position: "asc" } as const });

builder.queryField("categories", (t) =>
  t.prismaField({
    type: ["Category"],
    description: "The board's categories in display order.",
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.category.findMany({ ...query, orderBy: categoryList().orderBy }),
    // The same list for the planned executor (schema/plans/documentPlans.ts): beside the board's page, one statement.
    extensions: { plannedList: categoryList satisfies PlannedList },
  }),
);

const CategoryCount = builder.objectRef<{ name: string; slug: string; count: number }>("CategoryCount").implement({
  description: "How many discussions one category holds.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "Category name." }),
    slug: t.exposeString("slug", { description: "Category slug." }),
    count: t.exposeInt("count", { description: "Number of discussions." }),
  }),
});

type Stats = { total: number; byCategory: { name: string; slug: string; count: number }[] };

/** The board's counts. A node with one fixed id, so a mutation's payload updates the sidebar's copy. */
export const DiscussionStats = builder.node(builder.objectRef<Stats>("DiscussionStats"), {
  description: "Discussion counts for the sidebar.",
  id: { resolve: () => BOARD },
  loadOne: (id, ctx) => (id === BOARD ? discussionStats(ctx) : null),
  fields: (t) => ({
    total: t.exposeInt("total", { description: "All discussions." }),
    byCategory: t.field({
      type: [CategoryCount],
      description: "Per category, in display order.",
      resolve: (s) => s.byCategory,
    }),
  }),
});

builder.queryField("discussionStats", (t) =>
  t.field({
    type: DiscussionStats,
    description: "Total discussions and the count per category.",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => discussionStats(ctx),
  }),
);

const BOARD = "board";

export async function discussionStats(ctx: Context): Promise<Stats> {
  const [categories, groups] = await Promise.all([
    ctx.prisma.category.findMany({ orderBy: { position: "asc" } }),
    // Hidden discussions are off the board, so they are off its counts too (for everyone alike).
    ctx.prisma.discussion.groupBy({ by: ["categoryId"], where: { hiddenAt: null }, _count: { _all: true } }),
  ]);
  const counts = new Map(groups.map((g) => [g.categoryId, g._count._all]));
  const byCategory = categories.map((c) => ({ name: c.name, slug: c.id, count: counts.get(c.id) ?? 0 }));
  return { total: byCategory.reduce((sum, c) => sum + c.count, 0), byCategory };
}
