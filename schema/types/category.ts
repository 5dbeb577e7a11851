import { builder } from "../builder.js";

export const CategoryNode = builder.prismaNode("Category", {
  description: "A discussion board category (Lab Help, Study Groups, Assignments, General Discussion).",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    slug: t.exposeString("id", { description: "Stable short name: lab, study, assignment or general." }),
    name: t.exposeString("name", { description: "Display name." }),
    color: t.exposeString("color", { description: "Colour of the category's badge, as a CSS colour." }),
    icon: t.exposeString("icon", { description: "Icon class name." }),
    discussionCount: t.relationCount("discussions", { description: "How many discussions are filed in it." }),
  }),
});

builder.queryField("categories", (t) =>
  t.prismaField({
    type: ["Category"],
    description: "The board's categories in display order.",
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.category.findMany({ ...query, orderBy: { position: "asc" } }),
  }),
);
