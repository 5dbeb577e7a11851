import { builder } from "../builder.js";
import { countedConnection } from "../connections.js";
import { DiscussionNode } from "./discussion.js";

export const ReplyNode = builder.prismaNode("Reply", {
  description: "An answer in a discussion's thread.",
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    content: t.exposeString("content", { description: "The reply's text, in Markdown." }),
    author: t.relation("author", { description: "Who wrote it." }),
    discussion: t.relation("discussion", { description: "The discussion it answers." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was posted." }),
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
