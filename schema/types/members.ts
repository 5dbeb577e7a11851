import { queryFromInfo } from "@pothos/plugin-prisma";
import { resolveOffsetConnection } from "@pothos/plugin-relay";
import type { GraphQLResolveInfo } from "graphql";
import { z } from "zod";
import { builder } from "../builder.js";
import { countedConnection } from "../connections.js";
import type { Context } from "../context.js";
import { Prisma } from "../generated/prisma/client.js";
import { visibleText } from "../moderationRules.js";
import { requestBatch } from "../requestBatch.js";
import { mentionedMemberIds } from "../rules/mentions.js";
import { containsPattern, everyWordInOneOf } from "../rules/textMatch.js";
import {
  isMember,
  MEMBER_SUGGESTIONS_MAX,
  type MemberOrder,
  RECENT_POSTS,
  specializationsMatching,
  visibleDiscussions,
  visibleReplies,
} from "../rules/members.js";
import { LIMITS } from "../rules/text.js";
import { DiscussionNode } from "./discussion.js";
import { ReplyNode } from "./reply.js";
import { UserNode } from "./user.js";

// The members directory (/members), a member's public profile (/members/:id), the @ suggestions of
// the composers, and the members a post mentions. What a member shows of themselves here is their
// community profile and activity: never the e-mail.

const batch = requestBatch<unknown>();

/** Whether the user is online now; one presence lookup however many members a page shows. */
async function isOnline(ctx: Context, userId: string): Promise<boolean> {
  const found = await batch(ctx, "online", [userId], async () => {
    const ids = await ctx.presence.onlineUserIds();
    return new Map(ids.map((id) => [id, true]));
  });
  return found.length > 0;
}

builder.prismaObjectFields(UserNode, (t) => ({
  databaseId: t.exposeString("id", { description: "The id a mention stores: `@[Name](member:<databaseId>)`." }),
  bio: t.string({
    description: "A few words about the member (community members only; empty for others).",
    authScopes: { community: true },
    select: { bio: true, role: true },
    resolve: (user) => (user.role === "COMMUNITY" ? user.bio : ""),
  }),
  skills: t.stringList({
    description: "The member's skill tags (community members only; empty for others).",
    authScopes: { community: true },
    select: { skills: true, role: true },
    resolve: (user) => (user.role === "COMMUNITY" ? user.skills : []),
  }),
  memberSince: t.field({
    type: "DateTime",
    description: "When they joined.",
    authScopes: { community: true },
    select: { createdAt: true },
    resolve: (user) => user.createdAt,
  }),
  isOnline: t.boolean({
    description: "Online now (as the Online Now card counts it).",
    authScopes: { community: true },
    resolve: (user, _args, ctx) => isOnline(ctx, user.id),
  }),
  discussionsCount: t.relationCount("discussions", {
    description: "Discussions they started that the board shows (neither deleted nor hidden).",
    authScopes: { community: true },
    where: visibleDiscussions,
  }),
  repliesCount: t.relationCount("replies", {
    description: "Replies they wrote that threads show (not hidden).",
    authScopes: { community: true },
    where: visibleReplies,
  }),
  recentDiscussions: t.relation("discussions", {
    description: `Their latest discussions the board shows, newest first (at most ${RECENT_POSTS}).`,
    authScopes: { community: true },
    query: { where: visibleDiscussions, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: RECENT_POSTS },
  }),
  recentReplies: t.relation("replies", {
    description: `Their latest replies threads show, newest first (at most ${RECENT_POSTS}).`,
    authScopes: { community: true },
    query: { where: visibleReplies, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: RECENT_POSTS },
  }),
}));

/** The members a post mentions, loaded for every post of the request at once. */
async function mentionedMembers(
  ctx: Context,
  info: GraphQLResolveInfo,
  post: { content: string; hiddenAt: Date | null; deletedAt?: Date | null },
) {
  // A text the viewer cannot read ("[hidden]", "[deleted]") mentions no one to them.
  const ids = mentionedMemberIds(visibleText(ctx, post, post.content, ""));
  if (ids.length === 0) return [];
  const query = queryFromInfo({ context: ctx, info, typeName: "User" }) as { select?: object; include?: object };
  const members = await batch(ctx, `mentions:${JSON.stringify(query)}`, ids, async (keys) => {
    const rows = await ctx.prisma.user.findMany({ ...query, where: { id: { in: keys }, ...isMember } });
    return new Map(rows.map((row) => [row.id, row]));
  });
  return members as Array<{ id: string }>;
}

builder.prismaObjectFields(DiscussionNode, (t) => ({
  mentionedMembers: t.field({
    type: [UserNode],
    description: "The members its text mentions (`@[Name](member:<id>)`), in order; members gone are left out.",
    select: { content: true, hiddenAt: true, deletedAt: true },
    resolve: (discussion, _args, ctx, info) => mentionedMembers(ctx, info, discussion),
  }),
}));

builder.prismaObjectFields(ReplyNode, (t) => ({
  mentionedMembers: t.field({
    type: [UserNode],
    description: "The members its text mentions (`@[Name](member:<id>)`), in order; members gone are left out.",
    select: { content: true, hiddenAt: true },
    resolve: (reply, _args, ctx, info) => mentionedMembers(ctx, info, reply),
  }),
}));

export const MemberOrderEnum = builder.enumType("MemberOrder", {
  description: "How the members directory is ordered.",
  values: {
    NAME: { description: "By first name, then last name." },
    NEWEST: { description: "The most recently joined first." },
    MOST_ACTIVE: { description: "The most discussions and replies (the ones the board shows) first." },
  } as const,
});

const Members = countedConnection("Member", UserNode);

type DirectoryFilter = { search?: string | null; onlineIds?: string[] };

/** The directory's filter as SQL: active community members, matching the search by name, specialization or skill. */
function directoryWhere({ search, onlineIds }: DirectoryFilter): Prisma.Sql {
  const conditions = [Prisma.sql`u."role" = 'COMMUNITY' AND u."isActive"`];
  const text = search?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const specializations = specializationsMatching(text);
    conditions.push(Prisma.sql`(
      u."firstName" ILIKE ${pattern} OR u."lastName" ILIKE ${pattern}
      OR (u."firstName" || ' ' || u."lastName") ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM unnest(u."skills") AS skill WHERE skill ILIKE ${pattern})
      ${specializations.length > 0 ? Prisma.sql`OR u."specialization"::text IN (${Prisma.join(specializations)})` : Prisma.empty}
    )`);
  }
  if (onlineIds) {
    conditions.push(onlineIds.length > 0 ? Prisma.sql`u."id" IN (${Prisma.join(onlineIds)})` : Prisma.sql`FALSE`);
  }
  return Prisma.join(conditions, " AND ");
}

// Each order ends on the id, so members that tie keep one order from page to page.
const ACTIVITY = Prisma.sql`(
  (SELECT count(*) FROM "Discussion" d WHERE d."authorId" = u."id" AND d."deletedAt" IS NULL AND d."hiddenAt" IS NULL)
  + (SELECT count(*) FROM "Reply" r JOIN "Discussion" rd ON rd."id" = r."discussionId"
     WHERE r."authorId" = u."id" AND r."hiddenAt" IS NULL AND rd."hiddenAt" IS NULL)
)`;
const ORDER_SQL: Record<MemberOrder, Prisma.Sql> = {
  NAME: Prisma.sql`lower(u."firstName") ASC, lower(u."lastName") ASC, u."id" ASC`,
  NEWEST: Prisma.sql`u."createdAt" DESC, u."id" DESC`,
  MOST_ACTIVE: Prisma.sql`${ACTIVITY} DESC, lower(u."firstName") ASC, lower(u."lastName") ASC, u."id" ASC`,
};

builder.queryFields((t) => ({
  members: t.connection(
    {
      type: UserNode,
      description: "The community's members (signed-in members only): search, an online filter, three orders.",
      authScopes: { community: true },
      args: {
        search: t.arg.string({
          required: false,
          description:
            "Only members whose name, specialization (e.g. 'Network Security') or a skill contains this text.",
          validate: z.string().max(LIMITS.search),
        }),
        onlineOnly: t.arg.boolean({ required: false, description: "Only members online now." }),
        sort: t.arg({ type: MemberOrderEnum, defaultValue: "NAME", description: "Order of the list." }),
      },
      resolve: async (_root, args, ctx, info) => {
        const filter: DirectoryFilter = {
          search: args.search,
          ...(args.onlineOnly ? { onlineIds: await ctx.presence.onlineUserIds() } : {}),
        };
        const where = directoryWhere(filter);
        const connection = await resolveOffsetConnection({ args }, async ({ limit, offset }) => {
          const page = await ctx.prisma.$queryRaw<{ id: string }[]>`
            SELECT u."id" FROM "User" u WHERE ${where}
            ORDER BY ${ORDER_SQL[args.sort ?? "NAME"]} LIMIT ${limit} OFFSET ${offset}`;
          if (page.length === 0) return [];
          const query = queryFromInfo({ context: ctx, info, typeName: "User", path: ["edges", "node"] }) as object;
          const rows = await ctx.prisma.user.findMany({ ...query, where: { id: { in: page.map((row) => row.id) } } });
          const byId = new Map(rows.map((row) => [row.id, row]));
          return page.flatMap((row) => (byId.has(row.id) ? [byId.get(row.id)!] : []));
        });
        return {
          ...connection,
          totalCount: async () => {
            const [{ count }] = await ctx.prisma.$queryRaw<[{ count: bigint | number }]>`
              SELECT count(*) AS count FROM "User" u WHERE ${where}`;
            return Number(count);
          },
        };
      },
    },
    Members.connection,
  ),
  member: t.prismaField({
    type: UserNode,
    nullable: true,
    description: "One member by their global id; null when no active community member has it.",
    authScopes: { community: true },
    args: { id: t.arg.globalID({ required: true, for: UserNode, description: "The member's global id." }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.user.findFirst({ ...query, where: { id: args.id.id, ...isMember } }),
  }),
  memberSuggestions: t.prismaField({
    type: [UserNode],
    description: `Members whose name contains the text, those it starts first, for the composers' @ suggestions (at most ${MEMBER_SUGGESTIONS_MAX}).`,
    authScopes: { community: true },
    args: {
      search: t.arg.string({
        required: true,
        description: "What follows the @: part of a first name, last name or full name.",
        validate: z.string().max(LIMITS.search),
      }),
      first: t.arg.int({
        required: false,
        description: `At most this many (${MEMBER_SUGGESTIONS_MAX} when omitted, never more).`,
        validate: z.number().int().min(1).max(MEMBER_SUGGESTIONS_MAX),
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      // A bare "@" (blank text) suggests the first members by name.
      const text = args.search.trim();
      // "al", "chen", "Alex Ch": every word is in the first or the last name.
      const rows = await ctx.prisma.user.findMany({
        ...query,
        where: { ...isMember, AND: everyWordInOneOf(text, ["firstName", "lastName"]) },
        select: { ...(query as { select?: object }).select, id: true, firstName: true, lastName: true },
        orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { id: "asc" }],
        take: 50,
      });
      const starts = (name: string) => name.toLowerCase().startsWith(text.toLowerCase());
      const ranked = [...rows].sort(
        (a, b) => Number(starts(b.firstName) || starts(b.lastName)) - Number(starts(a.firstName) || starts(a.lastName)),
      );
      // The rows hold what the query selected (plus the names ranked on), which is all the fields read.
      return ranked.slice(0, args.first ?? MEMBER_SUGGESTIONS_MAX) as never[];
    },
  }),
}));
