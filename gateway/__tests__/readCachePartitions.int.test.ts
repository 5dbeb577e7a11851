import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { READ_CACHE_HEADER } from "../readCache.js";
import { memberClient, type RestClient } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// The board's discussions and likes are versioned per category too (schema/db/partitions.ts): a
// like, a reply, a view or a post in one category leaves another category's cached list, and
// refreshes its own and the board of every category. A write that names no category (a discussion
// moved) refreshes every list.

const LIST = `query ($category: ID!) { discussions(first: 5, categoryId: $category) { totalCount
  edges { node { id title likesCount commentsCount viewsCount viewerHasLiked } } } }`;
const BOARD = `query { discussions(first: 5) { totalCount edges { node { id likesCount } } } }`;
type Card = { id: string; title: string; likesCount: number; commentsCount: number; viewsCount: number };
type List = { discussions: { totalCount: number; edges: { node: Card }[] } };
type Body<T> = { data?: T; errors?: { message: string }[] };

const MARIA = "seed-user-maria-garcia-02";
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

describe.each(testDatabaseKinds)("read cache versions per category on %s", (kind) => {
  const app = useTestApp(kind);
  const member = (id: string, isModerator = false) => memberClient(app, TEST_SESSION_SECRET, id, isModerator);

  async function ask<T>(client: RestClient, query: string, variables?: Record<string, unknown>) {
    const res = await client.graphql(query, variables);
    const body = res.body as Body<T>;
    expect(body.errors).toBeUndefined();
    return { data: body.data!, cache: res.headers[READ_CACHE_HEADER] };
  }
  async function send(client: RestClient, mutation: string, input: Record<string, unknown>) {
    const res = await client.graphql(mutation, { input });
    expect((res.body as Body<unknown>).errors).toBeUndefined();
  }

  /** Two categories that both have discussions, as their global ids. */
  async function twoCategories() {
    const categories = await app.prisma.category.findMany({
      where: { discussions: { some: { deletedAt: null, hiddenAt: null } } },
      orderBy: { position: "asc" },
      take: 2,
    });
    expect(categories).toHaveLength(2);
    return categories.map((category) => ({ id: globalId("Category", category.id) }));
  }

  /** The first discussion of a list that a member has not liked and that takes replies. */
  async function openTo(memberId: string, list: List) {
    for (const { node } of list.discussions.edges) {
      const id = Buffer.from(node.id, "base64").toString().slice("Discussion:".length);
      const discussion = await app.prisma.discussion.findUniqueOrThrow({
        where: { id },
        select: { isLocked: true, likes: { where: { userId: memberId }, select: { userId: true } } },
      });
      if (!discussion.isLocked && discussion.likes.length === 0) return node;
    }
    throw new Error("No discussion in the list to like and answer");
  }

  it("keeps one category's list across a like, a reply, a view and a post in another, and refreshes its own", async () => {
    const alex = await member("seed-user-alex-chen-01");
    const maria = await member(MARIA);
    const [mine, other] = await twoCategories();
    const list = async (category: string) => ask<List>(alex, LIST, { category });

    const before = await list(mine!.id);
    const otherBefore = await list(other!.id);
    expect([before.cache, otherBefore.cache]).toEqual(["miss", "miss"]);
    expect((await list(mine!.id)).cache).toBe("hit");
    const elsewhere = (await openTo(MARIA, otherBefore.data)).id;
    const here = await openTo(MARIA, before.data);

    const writes: [string, string, Record<string, unknown>][] = [
      [
        "a like",
        "mutation ($input: LikeDiscussionInput!) { likeDiscussion(input: $input) { clientMutationId } }",
        { discussionId: elsewhere },
      ],
      [
        "a reply",
        "mutation ($input: AddReplyInput!) { addReply(input: $input) { clientMutationId } }",
        { discussionId: elsewhere, content: "A reply in the other category." },
      ],
      [
        "a view",
        "mutation ($input: RecordDiscussionViewInput!) { recordDiscussionView(input: $input) { clientMutationId } }",
        { discussionId: elsewhere },
      ],
      [
        "a post",
        "mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { clientMutationId } }",
        { title: "A post in the other category", content: "Posted by the cache test.", categoryId: other!.id },
      ],
    ];
    let seen = otherBefore.data;
    for (const [what, mutation, input] of writes) {
      await send(maria, mutation, input);
      expect({ what, cache: (await list(mine!.id)).cache }).toEqual({ what, cache: "hit" });
      const otherAfter = await list(other!.id);
      expect({ what, cache: otherAfter.cache }).toEqual({ what, cache: "miss" });
      expect(otherAfter.data).not.toEqual(seen);
      seen = otherAfter.data;
    }
    const board = await ask<List>(alex, BOARD);
    expect(board.cache).toBe("miss");

    // A like in the category itself: its list shows it at once.
    await send(
      maria,
      "mutation ($input: LikeDiscussionInput!) { likeDiscussion(input: $input) { clientMutationId } }",
      { discussionId: here.id },
    );
    const after = await list(mine!.id);
    expect(after.cache).toBe("miss");
    const liked = after.data.discussions.edges.find((edge) => edge.node.id === here.id)!.node;
    expect(liked.likesCount).toBe(here.likesCount + 1);
  });

  it("refreshes every category's list after a write that names no category: a discussion moved", async () => {
    const alex = await member("seed-user-alex-chen-01");
    const moderator = await member("seed-user-james-wilson-03", true);
    const [mine, other] = await twoCategories();
    const list = async (category: string) => ask<List>(alex, LIST, { category });
    const before = await list(mine!.id);
    expect((await list(mine!.id)).cache).toBe("hit");
    const moving = await list(other!.id);
    const moved = moving.data.discussions.edges[0]!.node;

    await send(
      moderator,
      "mutation ($input: MoveDiscussionInput!) { moveDiscussion(input: $input) { clientMutationId } }",
      { discussionId: moved.id, categoryId: mine!.id, reason: "Filed where it belongs." },
    );
    const after = await list(mine!.id);
    expect(after.cache).toBe("miss");
    expect(after.data.discussions.totalCount).toBe(before.data.discussions.totalCount + 1);
    const left = await list(other!.id);
    expect(left.cache).toBe("miss");
    expect(left.data.discussions.edges.map((edge) => edge.node.id)).not.toContain(moved.id);
  });

  it("does not narrow a list whose answer also reads other categories: its authors' discussion counts", async () => {
    const alex = await member("seed-user-alex-chen-01");
    const [mine, other] = await twoCategories();
    const WIDE = `query ($category: ID!) { discussions(first: 5, categoryId: $category) {
      edges { node { id author { id discussionsCount } } } } }`;
    type Wide = {
      discussions: { edges: { node: { id: string; author: { id: string; discussionsCount: number } } }[] };
    };
    const first = await ask<Wide>(alex, WIDE, { category: mine!.id });
    const author = first.data.discussions.edges[0]!.node.author;
    const authorId = Buffer.from(author.id, "base64").toString().split(":").slice(1).join(":");
    // Signing the author in writes their account: the list is worked out again, then kept.
    const authorClient = await member(authorId);
    await ask<Wide>(alex, WIDE, { category: mine!.id });
    expect((await ask<Wide>(alex, WIDE, { category: mine!.id })).cache).toBe("hit");
    // The author posts in the other category: their count in this category's list moves.
    await send(
      authorClient,
      "mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { clientMutationId } }",
      { title: "A post elsewhere", content: "Posted by the cache test.", categoryId: other!.id },
    );
    const after = await ask<Wide>(alex, WIDE, { category: mine!.id });
    expect(after.cache).toBe("miss");
    const counted = after.data.discussions.edges.find((edge) => edge.node.author.id === author.id)!.node.author;
    expect(counted.discussionsCount).toBe(author.discussionsCount + 1);
  });

  it("keeps every other member's bell across a like that notifies one, and moves the one notified", async () => {
    const BELL = "query { viewer { id unreadNotificationsCount } }";
    type Bell = { viewer: { id: string; unreadNotificationsCount: number } };
    const alex = await member("seed-user-alex-chen-01");
    const maria = await member(MARIA);
    const james = await member("seed-user-james-wilson-03");
    const mariasPost = await app.prisma.discussion.findFirstOrThrow({
      where: {
        authorId: MARIA,
        hiddenAt: null,
        deletedAt: null,
        likes: { none: { userId: "seed-user-alex-chen-01" } },
      },
      select: { id: true },
    });
    const bell = (client: RestClient) => ask<Bell>(client, BELL);
    const mariaBefore = await bell(maria);
    await bell(james);
    expect((await bell(james)).cache).toBe("hit");

    await send(alex, "mutation ($input: LikeDiscussionInput!) { likeDiscussion(input: $input) { clientMutationId } }", {
      discussionId: globalId("Discussion", mariasPost.id),
    });
    const mariaAfter = await bell(maria);
    expect(mariaAfter.cache).toBe("miss");
    expect(mariaAfter.data.viewer.unreadNotificationsCount).toBe(mariaBefore.data.viewer.unreadNotificationsCount + 1);
    expect((await bell(james)).cache).toBe("hit");

    // Notifications written without telling whose (a moderator's action): every member's bell is read again.
    const moderator = await member("seed-user-james-wilson-03", true);
    await send(
      moderator,
      "mutation ($input: ModerateDiscussionInput!) { moderateDiscussion(input: $input) { clientMutationId } }",
      { discussionId: globalId("Discussion", mariasPost.id), action: "LOCK", reason: "Closed for the cache test." },
    );
    expect((await bell(james)).cache).toBe("miss");
    await send(
      moderator,
      "mutation ($input: ModerateDiscussionInput!) { moderateDiscussion(input: $input) { clientMutationId } }",
      { discussionId: globalId("Discussion", mariasPost.id), action: "UNLOCK", reason: "Open again." },
    );
  });
});
