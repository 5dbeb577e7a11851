import { z } from "zod";
import { AUDIT_ACTIONS, recordAudit } from "../audit.js";
import { builder } from "../builder.js";
import { countedConnection } from "../connections.js";
import { notFound } from "../errors.js";
import type { Prisma } from "../generated/prisma/client.js";
import { LIMITS } from "../rules/text.js";
import { everyWordInOneOf } from "../rules/textMatch.js";
import { NAME_AND_EMAIL } from "../adminRules.js";

// The admin portal's Community tab: who moderates the board, and how much flagged content waits.

export const ModeratedMemberNode = builder.prismaNode("User", {
  variant: "CommunityMemberRole",
  description: "A community member as the admin portal's role list shows them.",
  id: { field: "id" },
  select: { id: true },
  authScopes: { admin: true },
  fields: (t) => ({
    firstName: t.exposeString("firstName", { description: "Given name." }),
    lastName: t.exposeString("lastName", { description: "Family name." }),
    email: t.exposeString("email", { description: "E-mail address." }),
    isModerator: t.exposeBoolean("isModerator", { description: "Whether the member moderates the board." }),
  }),
});

const Members = countedConnection("CommunityMemberRole", ModeratedMemberNode);

/** Community members who still have an account, narrowed to the words of `search` in a name or e-mail. */
function memberWhere(search: string | null | undefined, moderatorsOnly: boolean): Prisma.UserWhereInput {
  return {
    role: "COMMUNITY",
    deletedAt: null,
    ...(moderatorsOnly ? { isModerator: true } : {}),
    AND: everyWordInOneOf(search, NAME_AND_EMAIL),
  };
}

const FlaggedContent = builder.objectRef<{ discussions: number; replies: number }>("FlaggedContentCounts").implement({
  description: "Posts with open flags waiting in the moderation queue.",
  fields: (t) => ({
    discussions: t.exposeInt("discussions", { description: "Discussions with at least one open flag." }),
    replies: t.exposeInt("replies", { description: "Replies with at least one open flag." }),
  }),
});

builder.queryFields((t) => ({
  communityMemberRoles: t.prismaConnection(
    {
      type: ModeratedMemberNode,
      cursor: "id",
      description: "Community members for the admin's role list: moderators first, then by name.",
      authScopes: { admin: true },
      args: {
        search: t.arg.string({
          required: false,
          validate: z.string().max(LIMITS.search),
          description: "Only members whose first name, last name or e-mail contain every word of this text.",
        }),
        moderatorsOnly: t.arg.boolean({ defaultValue: false, description: "Only the moderators." }),
      },
      totalCount: (_connection, args, ctx) =>
        ctx.prisma.user.count({ where: memberWhere(args.search, args.moderatorsOnly ?? false) }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.user.findMany({
          ...query,
          where: memberWhere(args.search, args.moderatorsOnly ?? false),
          orderBy: [{ isModerator: "desc" }, { lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
        }),
    },
    Members.connection,
  ),
  flaggedContentCounts: t.field({
    type: FlaggedContent,
    description: "How many posts wait in the moderation queue (/community/moderation).",
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const [discussions, replies] = await Promise.all([
        ctx.prisma.flag.groupBy({ by: ["discussionId"], where: { resolvedAt: null, discussionId: { not: null } } }),
        ctx.prisma.flag.groupBy({ by: ["replyId"], where: { resolvedAt: null, replyId: { not: null } } }),
      ]);
      return { discussions: discussions.length, replies: replies.length };
    },
  }),
}));

builder.relayMutationField(
  "setMemberModerator",
  {
    description: "A community member and whether they moderate the board.",
    inputFields: (t) => ({
      memberId: t.globalID({ required: true, for: ModeratedMemberNode, description: "The member's global id." }),
      isModerator: t.boolean({ required: true, description: "true grants the role, false revokes it." }),
    }),
  },
  {
    description: "Grants or revokes a community member's moderator role; audited.",
    authScopes: { admin: true },
    resolve: (_root, { input }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const member = await tx.user.findFirst({
          where: { id: input.memberId.id, role: "COMMUNITY", deletedAt: null },
          select: { id: true },
        });
        if (!member) throw notFound("Member");
        await tx.user.update({ where: { id: member.id }, data: { isModerator: input.isModerator } });
        await recordAudit(tx, {
          actorId: ctx.viewer!.id,
          action: input.isModerator ? AUDIT_ACTIONS.MODERATOR_GRANT : AUDIT_ACTIONS.MODERATOR_REVOKE,
          subjectId: member.id,
        });
        return { memberId: member.id };
      }),
  },
  {
    description: "The member with their new role.",
    outputFields: (t) => ({
      member: t.prismaField({
        type: ModeratedMemberNode,
        description: "The member, changed.",
        resolve: (query, result, _args, ctx) =>
          ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.memberId } }),
      }),
    }),
  },
);
