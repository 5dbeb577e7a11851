import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { testRedis } from "../testing/counterSetups.js";
import { wsClient } from "../testing/onlineUsersWatch.js";
import { openGraphqlWs } from "../testing/graphqlWs.js";
import { restClient, sessionCookieFor } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// A discussion's thread: reading it by id, replying (who may, what it moves), and views counted
// once per member and day.

type Client = ReturnType<typeof restClient>;
type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
type Thread = {
  title: string;
  commentsCount: number;
  viewsCount: number;
  lastActivityAt: string | null;
  replies: { totalCount: number; edges: { node: { content: string; author: { firstName: string } } }[] };
};

const THREAD = `query ($id: ID!) { discussion(id: $id) { title commentsCount viewsCount lastActivityAt
  replies(first: 20) { totalCount edges { node { content author { firstName } } } } } }`;
const REPLY = `mutation ($input: AddReplyInput!) { addReply(input: $input) {
  replyEdge { cursor node { id content } } discussion { commentsCount lastActivityAt } } }`;
const VIEW = `mutation ($input: RecordDiscussionViewInput!) { recordDiscussionView(input: $input) { discussion { viewsCount } } }`;

async function gql<T>(client: Client, query: string, variables?: Record<string, unknown>) {
  const res = await client.graphql(query, variables);
  return { status: res.status, ...(res.body as Answer<T>) };
}
const code = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
const localId = (id: string) => Buffer.from(id, "base64").toString().split(":").slice(1).join(":");

describe.each(testDatabaseKinds)("discussion threads on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let alex: Client;
  let maria: Client;
  let student: Client;
  const visitor = () => restClient(app.fastify);
  let discussionId: string;
  let id: string;

  beforeAll(async () => {
    const member = async (userId: string) =>
      restClient(
        app.fastify,
        await sessionCookieFor(TEST_SESSION_SECRET, await app.prisma.user.findUniqueOrThrow({ where: { id: userId } })),
      );
    alex = await member("seed-user-alex-chen-01");
    maria = await member("seed-user-maria-garcia-02");
    student = restClient(app.fastify);
    expect((await student.post("/api/student/auth", demo.student)).status).toBe(200);
    discussionId = (
      await app.prisma.discussion.findFirstOrThrow({ where: { isLocked: false }, orderBy: { id: "asc" } })
    ).id;
    id = globalId("Discussion", discussionId);
  });

  it("shows anyone a discussion by id with as many replies as its card counts, and null for none", async () => {
    const thread = await gql<{ discussion: Thread }>(visitor(), THREAD, { id });
    expect(thread.errors).toBeUndefined();
    expect(thread.data?.discussion.replies.totalCount).toBe(thread.data?.discussion.commentsCount);
    expect(thread.data?.discussion.replies.totalCount).toBeGreaterThan(0);
    const missing = await gql<{ discussion: Thread | null }>(visitor(), THREAD, {
      id: globalId("Discussion", "no-such-discussion"),
    });
    expect(missing).toEqual({ status: 200, data: { discussion: null } });
  });

  it("lets members reply, oldest first, and moves the reply count and last activity in the same write", async () => {
    const before = await app.prisma.discussion.findUniqueOrThrow({ where: { id: discussionId } });
    const first = await gql<{ addReply: { discussion: { commentsCount: number; lastActivityAt: string } } }>(
      alex,
      REPLY,
      { input: { discussionId: id, content: "  First answer: check the **firewall** logs.  " } },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.addReply.discussion.commentsCount).toBe(before.commentsCount + 1);
    expect(Date.parse(first.data!.addReply.discussion.lastActivityAt)).toBeGreaterThan(before.createdAt.getTime());
    await gql(maria, REPLY, { input: { discussionId: id, content: "Second answer" } });
    const thread = await gql<{ discussion: Thread }>(visitor(), THREAD, { id });
    expect(thread.data?.discussion.commentsCount).toBe(before.commentsCount + 2);
    expect(thread.data?.discussion.replies.totalCount).toBe(before.commentsCount + 2);
    const edges = thread.data!.discussion.replies.edges;
    expect(edges.slice(-2).map((e) => [e.node.author.firstName, e.node.content])).toEqual([
      ["Alex", "First answer: check the **firewall** logs."],
      ["Maria", "Second answer"],
    ]);
    // The board's Latest Activity puts it first (after pinned ones).
    const board = await gql<{ discussions: { edges: { node: { id: string } }[] } }>(
      visitor(),
      `{ discussions(first: 50) { edges { node { id isPinned } } } }`,
    );
    const unpinned = board.data!.discussions.edges.map((e) => e.node as { id: string; isPinned?: boolean });
    expect(unpinned.filter((n) => !n.isPinned)[0]?.id).toBe(id);
  });

  it("refuses replies from visitors (401) and students (FORBIDDEN), blank ones, and unknown discussions", async () => {
    const input = { discussionId: id, content: "Let me in" };
    const anonymous = await gql(visitor(), REPLY, { input });
    expect([anonymous.status, code(anonymous)]).toEqual([401, "UNAUTHENTICATED"]);
    expect(code(await gql(student, REPLY, { input }))).toBe("FORBIDDEN");
    const blank = await gql(alex, REPLY, { input: { discussionId: id, content: "   " } });
    expect(blank.errors?.[0]?.message).toBe("input.content: Reply is required");
    const tooLong = await gql(alex, REPLY, { input: { discussionId: id, content: "x".repeat(10_001) } });
    expect(tooLong.errors?.[0]?.message).toBe("input.content: Reply is too long");
    const unknown = await gql(alex, REPLY, { input: { discussionId: globalId("Discussion", "nope"), content: "Hi" } });
    expect([code(unknown), unknown.errors?.[0]?.message]).toEqual(["NOT_FOUND", "Discussion not found"]);
    expect(await app.prisma.reply.count({ where: { content: "Let me in" } })).toBe(0);
  });

  it("refuses a reply to a locked discussion and says why", async () => {
    const locked = await app.prisma.discussion.create({
      data: {
        title: "Locked thread",
        content: "No more answers",
        categoryId: (await app.prisma.category.findFirstOrThrow()).id,
        authorId: "seed-user-alex-chen-01",
        isLocked: true,
      },
    });
    const answer = await gql(maria, REPLY, {
      input: { discussionId: globalId("Discussion", locked.id), content: "Too late?" },
    });
    expect([code(answer), answer.errors?.[0]?.message]).toEqual([
      "CONFLICT",
      "This discussion is locked: it takes no new replies.",
    ]);
    expect((await app.prisma.discussion.findUniqueOrThrow({ where: { id: locked.id } })).commentsCount).toBe(0);
  });

  it("counts a member's views once a day, however often they reload, and no visitor's", async () => {
    const start = (await app.prisma.discussion.findUniqueOrThrow({ where: { id: discussionId } })).viewsCount;
    const view = (client: Client) =>
      gql<{ recordDiscussionView: { discussion: { viewsCount: number } } }>(client, VIEW, {
        input: { discussionId: id },
      });
    expect((await view(alex)).data?.recordDiscussionView.discussion.viewsCount).toBe(start + 1);
    expect((await view(alex)).data?.recordDiscussionView.discussion.viewsCount).toBe(start + 1);
    expect((await view(maria)).data?.recordDiscussionView.discussion.viewsCount).toBe(start + 2);
    expect((await view(visitor())).status).toBe(401);
    expect((await app.prisma.discussion.findUniqueOrThrow({ where: { id: discussionId } })).viewsCount).toBe(start + 2);
  });

  it("finds a discussion on the board by a reply's words, and a reply through node", async () => {
    const { data } = await gql<{ addReply: { replyEdge: { node: { id: string } } } }>(alex, REPLY, {
      input: { discussionId: id, content: "Try the quasar-nebula-7 toolkit" },
    });
    const found = await gql<{ discussions: { edges: { node: { id: string } }[] } }>(
      visitor(),
      `query ($search: String) { discussions(search: $search) { edges { node { id } } } }`,
      { search: "QUASAR-NEBULA" },
    );
    expect(found.data?.discussions.edges.map((e) => e.node.id)).toEqual([id]);
    const node = await gql<{ node: { content: string; discussion: { id: string } } }>(
      visitor(),
      `query ($id: ID!) { node(id: $id) { ... on Reply { content discussion { id } } } }`,
      { id: data?.addReply.replyEdge.node.id },
    );
    expect(node.data?.node).toEqual({ content: "Try the quasar-nebula-7 toolkit", discussion: { id } });
  });
});

// Live: a reply stored through one gateway reaches subscribers of the discussion (and of the board)
// on the same gateway and, with Redis, on another replica.
const replicaSetups: ["memory" | "redis"][] = process.env.REDIS_URL ? [["memory"], ["redis"]] : [["memory"]];

describe.each(replicaSetups)("replies live over graphql-ws (%s events)", (store) => {
  const { redis, cleanUp } = testRedis(store);
  const app = useTestApp("pglite", { settings: { redis } });
  afterAll(cleanUp);

  it("sends each new reply to the discussion's subscribers and the discussion's new counts to the board", async () => {
    // With Redis, the subscriber sits on another replica than the one that stores the reply.
    const subscriberSide = store === "redis" ? await app.another({ settings: { redis } }) : app;
    const url = await subscriberSide.fastify.listen({ port: 0, host: "127.0.0.1" });
    const maria = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-maria-garcia-02" } });
    const client = wsClient(url, await sessionCookieFor(TEST_SESSION_SECRET, maria));
    const discussionId = (await app.prisma.discussion.findFirstOrThrow({ where: { isLocked: false } })).id;
    const id = globalId("Discussion", discussionId);
    try {
      const thread = client.iterate<{
        replyAdded: { replyEdge: { node: { content: string } }; discussion: { id: string; commentsCount: number } };
      }>({
        query: `subscription ($id: ID!) { replyAdded(discussionId: $id) {
          replyEdge { node { content } } discussion { id commentsCount } } }`,
        variables: { id },
      });
      const board = client.iterate<{ boardActivity: { id: string; commentsCount: number } }>({
        query: "subscription { boardActivity { id commentsCount } }",
      });
      const nextOfThread = thread.next();
      const nextOfBoard = board.next();
      // Subscriptions are registered once graphql-ws has the subscribe messages: give them a moment.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const alex = restClient(
        app.fastify,
        await sessionCookieFor(
          TEST_SESSION_SECRET,
          await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } }),
        ),
      );
      const posted = await gql<{ addReply: { discussion: { commentsCount: number } } }>(alex, REPLY, {
        input: { discussionId: id, content: "Live answer" },
      });
      const count = posted.data!.addReply.discussion.commentsCount;
      const started = Date.now();
      expect((await nextOfThread).value?.data?.replyAdded).toEqual({
        replyEdge: { node: { content: "Live answer" } },
        discussion: { id, commentsCount: count },
      });
      expect((await nextOfBoard).value?.data?.boardActivity).toEqual({ id, commentsCount: count });
      expect(Date.now() - started).toBeLessThan(2_000);
      await thread.return?.();
      await board.return?.();
    } finally {
      await client.dispose();
    }
  });
});

describe("a thread's live replies for a discussion that is not there", () => {
  const app = useTestApp("pglite");

  it("refuses it with NOT_FOUND rather than waiting for replies that cannot come", async () => {
    const url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
    const alex = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    const ws = await openGraphqlWs(url, { cookie: await sessionCookieFor(TEST_SESSION_SECRET, alex) });
    try {
      const query = "subscription ($id: ID!) { replyAdded(discussionId: $id) { replyEdge { cursor } } }";
      const missing = await ws.run(query, { id: globalId("Discussion", "no-such-discussion") });
      expect(missing.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
        ["Discussion not found", "NOT_FOUND"],
      ]);
      // A discussion that is there: the subscription stays open (no answer until a reply comes).
      const open = ws.run(query, { id: globalId("Discussion", "seed-discussion-01") });
      expect(await Promise.race([open, new Promise((resolve) => setTimeout(() => resolve("open"), 500))])).toBe("open");
      expect(ws.closed).toBeUndefined();
    } finally {
      ws.close();
    }
  });
});

describe("the posting limit", () => {
  const app = useTestApp("pglite", { settings: { postingLimits: { perMember: { max: 2, windowMs: 60_000 } } } });

  it("refuses a member's posts beyond the limit with 429 and the wait, and spares other members", async () => {
    const member = async (userId: string) =>
      restClient(
        app.fastify,
        await sessionCookieFor(TEST_SESSION_SECRET, await app.prisma.user.findUniqueOrThrow({ where: { id: userId } })),
      );
    const alex = await member("seed-user-alex-chen-01");
    const maria = await member("seed-user-maria-garcia-02");
    const id = globalId("Discussion", "seed-discussion-02");
    const categoryId = globalId("Category", (await app.prisma.category.findFirstOrThrow()).id);
    const created = await gql(
      alex,
      "mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { clientMutationId } }",
      { input: { title: "One", content: "First post", categoryId } },
    );
    expect(created.errors).toBeUndefined();
    expect((await gql(alex, REPLY, { input: { discussionId: id, content: "Second post" } })).errors).toBeUndefined();
    const before = await app.prisma.reply.count();
    const res = await alex.graphql(REPLY, { input: { discussionId: id, content: "Third post" } });
    const body = res.body as Answer<unknown>;
    expect([res.status, code(body)]).toEqual([429, "RATE_LIMITED"]);
    expect(body.errors?.[0]?.message).toMatch(/^Too many posts\. Try again in (\d+ seconds?|1 minute)\.$/);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(await app.prisma.reply.count()).toBe(before);
    expect((await gql(maria, REPLY, { input: { discussionId: id, content: "Maria's post" } })).errors).toBeUndefined();
  });
});

describe.each(testDatabaseKinds)("editing and deleting posts on %s", (kind) => {
  const app = useTestApp(kind);
  const visitor = () => restClient(app.fastify);
  const member = async (userId: string) =>
    restClient(
      app.fastify,
      await sessionCookieFor(TEST_SESSION_SECRET, await app.prisma.user.findUniqueOrThrow({ where: { id: userId } })),
    );
  const post = async (client: Client, title: string) => {
    const res = await gql<{ createDiscussion: { discussionEdge: { node: { id: string } } } }>(
      client,
      "mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussionEdge { node { id } } } }",
      { input: { title, content: "Text", categoryId: globalId("Category", "general") } },
    );
    return res.data!.createDiscussion.discussionEdge.node.id;
  };
  const reply = async (client: Client, discussionId: string, content: string) =>
    (
      await gql<{ addReply: { replyEdge: { node: { id: string } } } }>(client, REPLY, {
        input: { discussionId, content },
      })
    ).data!.addReply.replyEdge.node.id;
  const EDIT_REPLY = `mutation ($input: EditReplyInput!) { editReply(input: $input) {
    reply { content editedAt viewerIsAuthor } } }`;
  const DELETE_REPLY = `mutation ($input: DeleteReplyInput!) { deleteReply(input: $input) {
    deletedReplyId discussion { commentsCount } } }`;
  const EDIT = `mutation ($input: EditDiscussionInput!) { editDiscussion(input: $input) {
    discussion { title content editedAt } } }`;
  const DELETE = `mutation ($input: DeleteDiscussionInput!) { deleteDiscussion(input: $input) {
    deletedDiscussionId discussion { title content isDeleted replies(first: 5) { totalCount } } } }`;

  it("lets authors edit their reply (shown as edited) and refuses everyone else", async () => {
    const alex = await member("seed-user-alex-chen-01");
    const maria = await member("seed-user-maria-garcia-02");
    const discussionId = await post(alex, "Edits");
    const replyId = await reply(maria, discussionId, "Frist answer");
    const edited = await gql<{ editReply: { reply: { content: string; editedAt: string; viewerIsAuthor: boolean } } }>(
      maria,
      EDIT_REPLY,
      { input: { replyId, content: "First answer" } },
    );
    expect(edited.data?.editReply.reply).toMatchObject({ content: "First answer", viewerIsAuthor: true });
    expect(edited.data?.editReply.reply.editedAt).toEqual(expect.any(String));
    const byOther = await gql(alex, EDIT_REPLY, { input: { replyId, content: "Hijacked" } });
    expect([code(byOther), byOther.errors?.[0]?.message]).toEqual([
      "FORBIDDEN",
      "Only its author can edit this reply.",
    ]);
    expect(code(await gql(visitor(), EDIT_REPLY, { input: { replyId, content: "x" } }))).toBe("UNAUTHENTICATED");
    expect(code(await gql(maria, EDIT_REPLY, { input: { replyId, content: " " } }))).toBe("BAD_USER_INPUT");
    const stored = await app.prisma.reply.findUniqueOrThrow({ where: { id: localId(replyId) } });
    expect(stored.content).toBe("First answer");
  });

  it("lets authors delete their reply, counting one less, and refuses everyone else", async () => {
    const alex = await member("seed-user-alex-chen-01");
    const maria = await member("seed-user-maria-garcia-02");
    const discussionId = await post(alex, "Deletes");
    const replyId = await reply(maria, discussionId, "Oops");
    expect(code(await gql(alex, DELETE_REPLY, { input: { replyId } }))).toBe("FORBIDDEN");
    const deleted = await gql<{ deleteReply: { deletedReplyId: string; discussion: { commentsCount: number } } }>(
      maria,
      DELETE_REPLY,
      { input: { replyId } },
    );
    expect(deleted.data?.deleteReply).toEqual({ deletedReplyId: replyId, discussion: { commentsCount: 0 } });
    expect(code(await gql(maria, DELETE_REPLY, { input: { replyId } }))).toBe("NOT_FOUND");
  });

  it("lets authors edit their discussion; a deleted one stays as [deleted] while it has replies", async () => {
    const alex = await member("seed-user-alex-chen-01");
    const maria = await member("seed-user-maria-garcia-02");
    const lonely = await post(alex, "No answers yet");
    const answered = await post(alex, "Answered one");
    await reply(maria, answered, "An answer");

    const edited = await gql<{ editDiscussion: { discussion: { title: string; content: string; editedAt: string } } }>(
      alex,
      EDIT,
      { input: { discussionId: answered, content: "Better text" } },
    );
    expect(edited.data?.editDiscussion.discussion).toMatchObject({ title: "Answered one", content: "Better text" });
    expect(code(await gql(maria, EDIT, { input: { discussionId: answered, title: "Mine now" } }))).toBe("FORBIDDEN");
    expect(code(await gql(alex, EDIT, { input: { discussionId: answered, title: "  " } }))).toBe("BAD_USER_INPUT");

    const removed = await gql<{ deleteDiscussion: { deletedDiscussionId: string | null; discussion: unknown } }>(
      alex,
      DELETE,
      { input: { discussionId: lonely } },
    );
    expect(removed.data?.deleteDiscussion).toEqual({ deletedDiscussionId: lonely, discussion: null });
    expect((await gql<{ discussion: null }>(visitor(), THREAD, { id: lonely })).data).toEqual({ discussion: null });

    expect(code(await gql(maria, DELETE, { input: { discussionId: answered } }))).toBe("FORBIDDEN");
    const kept = await gql<{ deleteDiscussion: { deletedDiscussionId: string | null; discussion: unknown } }>(
      alex,
      DELETE,
      { input: { discussionId: answered } },
    );
    expect(kept.data?.deleteDiscussion).toEqual({
      deletedDiscussionId: null,
      discussion: { title: "[deleted]", content: "[deleted]", isDeleted: true, replies: { totalCount: 1 } },
    });
    const again = await gql(alex, EDIT, { input: { discussionId: answered, title: "Back" } });
    expect(code(again)).toBe("CONFLICT");
    const late = await gql(maria, REPLY, { input: { discussionId: answered, content: "Still here?" } });
    expect([code(late), late.errors?.[0]?.message]).toEqual([
      "CONFLICT",
      "This discussion was deleted: it takes no new replies.",
    ]);
  });
});
