import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { READ_CACHE_HEADER } from "../readCache.js";
import { memberClient, type RestClient } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// A first page of the board is kept across writes that change none of its rows and can bring no
// other row onto it (schema/db/boardPages.ts): a like of one discussion among many leaves "Most
// liked" and the latest activity cached. Every answer the cache gives after a write is checked
// against the database.

const PAGE = `query ($category: ID, $order: DiscussionOrder!, $first: Int!) {
  discussions(first: $first, categoryId: $category, orderBy: $order) {
    edges { node { id likesCount viewsCount viewerHasLiked } } pageInfo { endCursor } } }`;
type Card = { id: string; likesCount: number; viewsCount: number; viewerHasLiked: boolean };
type Page = { discussions: { edges: { node: Card }[]; pageInfo: { endCursor: string } } };
type Body<T> = { data?: T; errors?: { message: string }[] };

const CATEGORY = "cache-pages";
const ELSEWHERE = "cache-pages-elsewhere";
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
const MUTATIONS = {
  like: "mutation ($input: LikeDiscussionInput!) { likeDiscussion(input: $input) { clientMutationId } }",
  unlike: "mutation ($input: UnlikeDiscussionInput!) { unlikeDiscussion(input: $input) { clientMutationId } }",
  reply: "mutation ($input: AddReplyInput!) { addReply(input: $input) { clientMutationId } }",
  view: "mutation ($input: RecordDiscussionViewInput!) { recordDiscussionView(input: $input) { clientMutationId } }",
  post: "mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { clientMutationId } }",
  moderate: "mutation ($input: ModerateDiscussionInput!) { moderateDiscussion(input: $input) { clientMutationId } }",
};

describe.each(testDatabaseKinds)("read cache versions of the board's rows and first pages on %s", (kind) => {
  const app = useTestApp(kind);
  const member = (id: string, isModerator = false) => memberClient(app, TEST_SESSION_SECRET, id, isModerator);
  let alex: RestClient;
  let maria: RestClient;

  /**
   * A category of its own, its discussions with these likes, the latest activity first (`a` the most
   * recent), as global ids; and two discussions with more likes than any in another, for the board of
   * every category.
   */
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    alex = await member("seed-user-alex-chen-01");
    maria = await member("seed-user-maria-garcia-02");
    const author = "seed-user-james-wilson-03";
    for (const [id, name, position] of [
      [CATEGORY, "Cache pages", 90],
      [ELSEWHERE, "Cache pages elsewhere", 91],
    ] as const)
      await app.prisma.category.create({ data: { id, name, color: "#000000", icon: "circle", position } });
    const rows: [string, string, number][] = [
      ["a", CATEGORY, 4],
      ["b", CATEGORY, 3],
      ["c", CATEGORY, 3],
      ["d", CATEGORY, 0],
      ["top", ELSEWHERE, 100_000],
      ["next", ELSEWHERE, 90_000],
    ];
    const now = Date.now();
    for (const [index, [name, categoryId, likesCount]] of rows.entries()) {
      const at = new Date(now - (index + 1) * 60_000);
      const id = `cache-pages-${name}`;
      await app.prisma.discussion.create({
        data: {
          id,
          title: `Cache ${name}`,
          content: "Body",
          categoryId,
          authorId: author,
          likesCount,
          createdAt: at,
          activityAt: at,
        },
      });
      ids[name] = globalId("Discussion", id);
    }
  });

  async function page(client: RestClient, order: string, first: number, category: string | null = CATEGORY) {
    const variables = { category: category && globalId("Category", category), order, first };
    const res = await client.graphql(PAGE, variables);
    const body = res.body as Body<Page>;
    expect(body.errors).toBeUndefined();
    const { edges, pageInfo } = body.data!.discussions;
    return {
      cards: edges.map((edge) => edge.node),
      endCursor: pageInfo.endCursor,
      cache: res.headers[READ_CACHE_HEADER],
    };
  }
  async function send(client: RestClient, mutation: keyof typeof MUTATIONS, input: Record<string, unknown>) {
    const body = (await client.graphql(MUTATIONS[mutation], { input })).body as Body<unknown>;
    expect(body.errors).toBeUndefined();
  }
  /** The page as the database has it now, for a cached answer to be checked against. */
  async function truth(order: "POPULAR" | "LATEST_ACTIVITY", first: number) {
    const rows = await app.prisma.discussion.findMany({
      where: { categoryId: CATEGORY, hiddenAt: null },
      orderBy:
        order === "POPULAR"
          ? [{ isPinned: "desc" }, { likesCount: "desc" }, { activityAt: "desc" }, { id: "desc" }]
          : [{ isPinned: "desc" }, { activityAt: "desc" }, { id: "desc" }],
      take: first,
      select: { id: true, likesCount: true },
    });
    return rows.map((row) => ({ id: globalId("Discussion", row.id), likesCount: row.likesCount }));
  }
  const shown = (cards: Card[]) => cards.map(({ id, likesCount }) => ({ id, likesCount }));

  it("keeps a first page across likes, views and replies of rows it does not show, and brings in one a like lifts", async () => {
    // "Most liked", first 1 (a, and b fetched to tell there is a next page: likes from 3 up matter).
    const popular = () => page(alex, "POPULAR", 1);
    const latest = () => page(alex, "LATEST_ACTIVITY", 1);
    for (const read of [popular, latest]) {
      expect((await read()).cache).toBe("miss");
      expect((await read()).cache).toBe("hit");
    }

    // A like, a view and a reply of d (no likes, the oldest): neither page shows it, and one like
    // cannot bring it to three.
    await send(maria, "like", { discussionId: ids.d });
    await send(maria, "view", { discussionId: ids.d });
    expect((await popular()).cache).toBe("hit");
    expect((await latest()).cache).toBe("hit");
    await send(maria, "reply", { discussionId: ids.d, content: "Bringing it back up." });
    expect((await popular()).cache).toBe("hit");
    const replied = await latest();
    expect([replied.cache, replied.cards[0]!.id]).toEqual(["miss", ids.d]);

    // Likes of c, from 3: each reaches the counts the page depends on, and the second puts it on top.
    await send(maria, "like", { discussionId: ids.c });
    const tied = await popular();
    expect(tied.cache).toBe("miss");
    expect(shown(tied.cards)).toEqual(await truth("POPULAR", 1));
    await send(alex, "like", { discussionId: ids.c });
    const lifted = await popular();
    expect(lifted.cache).toBe("miss");
    expect(shown(lifted.cards)).toEqual([{ id: ids.c, likesCount: 5 }]);
    expect(lifted.cards[0]!.viewerHasLiked).toBe(true);
    // The like changed nothing on the latest page (d on top): still served.
    expect((await latest()).cache).toBe("hit");

    // A view of the row shown: its own version moved.
    const views = lifted.cards[0]!.viewsCount;
    await send(maria, "view", { discussionId: ids.c });
    const viewed = await popular();
    expect([viewed.cache, viewed.cards[0]!.viewsCount]).toEqual(["miss", views + 1]);
    // An unlike that takes c back below a: the page follows.
    await send(alex, "unlike", { discussionId: ids.c });
    await send(maria, "unlike", { discussionId: ids.c });
    const back = await popular();
    expect(back.cache).toBe("miss");
    expect(shown(back.cards)).toEqual(await truth("POPULAR", 1));
    expect(back.cards[0]!.id).toBe(ids.a);
  });

  it("keeps a category's pages across a post elsewhere, and shows its own new post at once", async () => {
    const latest = () => page(alex, "LATEST_ACTIVITY", 2);
    const popular = () => page(alex, "POPULAR", 2);
    // The board of every category, to the most liked discussion (after the pinned ones): it and the
    // next are fetched, so likes from 90,000 up matter.
    const pinned = await app.prisma.discussion.count({ where: { isPinned: true, hiddenAt: null } });
    const board = () => page(alex, "POPULAR", pinned + 1, null);
    expect((await board()).cards.at(-1)!.id).toBe(ids.top);
    for (const read of [latest, popular, board]) {
      await read();
      expect((await read()).cache).toBe("hit");
    }
    const post = (categoryId: string, title: string) =>
      send(maria, "post", {
        title,
        content: "Posted by the cache test.",
        categoryId: globalId("Category", categoryId),
      });

    await post(ELSEWHERE, "Elsewhere");
    expect((await latest()).cache).toBe("hit");
    expect((await popular()).cache).toBe("hit");
    // The board of every category: a post with no likes cannot reach its first page's 90,000.
    expect((await board()).cache).toBe("hit");

    await post(CATEGORY, "Here");
    const after = await latest();
    expect(after.cache).toBe("miss");
    expect(shown(after.cards)).toEqual(await truth("LATEST_ACTIVITY", 2));
    // "Most liked" from three likes up: a post with none does not reach it.
    expect((await popular()).cache).toBe("hit");
    expect(shown((await popular()).cards)).toEqual(await truth("POPULAR", 2));
  });

  it("refreshes every page after a write that tells nothing of what it did: a moderator pins a row", async () => {
    const moderator = await member("seed-user-james-wilson-03", true);
    const popular = () => page(alex, "POPULAR", 1);
    const pinnedBefore = await app.prisma.discussion.count({ where: { isPinned: true, hiddenAt: null } });
    const board = () => page(alex, "POPULAR", pinnedBefore + 1, null);
    await popular();
    await board();
    expect((await popular()).cache).toBe("hit");
    expect((await board()).cache).toBe("hit");
    await send(moderator, "moderate", { discussionId: ids.d, action: "PIN", reason: "Worth keeping in view." });
    const pinned = await popular();
    expect([pinned.cache, pinned.cards[0]!.id]).toEqual(["miss", ids.d]);
    // On the board of every category, among the pinned ones: the most liked discussion is pushed off.
    const boardAfter = await board();
    expect(boardAfter.cache).toBe("miss");
    expect(boardAfter.cards.map((card) => card.id)).toContain(ids.d);
    expect(boardAfter.cards.map((card) => card.id)).not.toContain(ids.top);
  });

  it("reads a later page (after a cursor) and a searched page as before: not narrowed to its rows", async () => {
    const LATER = `query ($category: ID!, $after: String) {
      discussions(first: 1, after: $after, categoryId: $category, orderBy: POPULAR) { edges { node { id likesCount } } } }`;
    type Later = { discussions: { edges: { node: { id: string; likesCount: number } }[] } };
    const after = (await page(alex, "POPULAR", 1)).endCursor;
    const later = async () => {
      const res = await alex.graphql(LATER, { category: globalId("Category", CATEGORY), after });
      return { body: res.body as Body<Later>, cache: res.headers[READ_CACHE_HEADER] };
    };
    const before = await later();
    expect(before.body.errors).toBeUndefined();
    expect((await later()).cache).toBe("hit");
    // A like of a row the later page does not show: the category's version moved, which a later page reads.
    const shownThere = before.body.data!.discussions.edges.map((edge) => edge.node.id);
    const elsewhereInCategory = [ids.a, ids.b, ids.c].find((id) => !shownThere.includes(id!))!;
    await send(alex, "like", { discussionId: elsewhereInCategory });
    expect((await later()).cache).toBe("miss");
    // A search is read as the category's, too.
    const searched = async () =>
      (
        await alex.graphql(
          `query ($category: ID!) { discussions(first: 1, categoryId: $category, search: "Cache") {
        edges { node { id } } } }`,
          { category: globalId("Category", CATEGORY) },
        )
      ).headers[READ_CACHE_HEADER];
    await searched();
    expect(await searched()).toBe("hit");
    await send(alex, "unlike", { discussionId: elsewhereInCategory });
    expect(await searched()).toBe("miss");
  });
});
