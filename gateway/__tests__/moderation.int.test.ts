import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { type GraphqlAnswer, graphqlAnswer as gql, memberClient, restClient } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// Moderation: what a moderator's pin, lock, move, hide and restore do, what members and visitors
// see of hidden posts, and the audit entry each action leaves for the admins.

type Client = ReturnType<typeof restClient>;
const code = (answer: GraphqlAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

const MODERATE = `mutation ($input: ModerateDiscussionInput!) { moderateDiscussion(input: $input) {
  discussion { title isPinned isLocked isHidden hiddenReason } } }`;
const MOVE = `mutation ($input: MoveDiscussionInput!) { moveDiscussion(input: $input) { discussion { category { slug } } } }`;
const MODERATE_REPLY = `mutation ($input: ModerateReplyInput!) { moderateReply(input: $input) {
  reply { content isHidden hiddenReason } } }`;
const REPLY = `mutation ($input: AddReplyInput!) { addReply(input: $input) { discussion { commentsCount } } }`;
const DISCUSSION = `query ($id: ID!) { discussion(id: $id) { title content isHidden hiddenReason isLocked
  replies(first: 1) { edges { node { content isHidden hiddenReason } } } } }`;
const BOARD = `query ($search: String) { discussions(first: 50, search: $search) { totalCount edges { node { id } } }
  discussionStats { total } }`;

type Board = {
  discussions: { totalCount: number; edges: { node: { id: string } }[] };
  discussionStats: { total: number };
};

describe.each(testDatabaseKinds)("moderation on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let moderator: Client;
  let alex: Client;
  let maria: Client;
  let admin: Client;
  const visitor = () => restClient(app.fastify);

  beforeAll(async () => {
    const member = (userId: string, isModerator = false) => memberClient(app, TEST_SESSION_SECRET, userId, isModerator);
    moderator = await member("seed-user-sam-okafor-05", true);
    alex = await member("seed-user-alex-chen-01");
    maria = await member("seed-user-maria-garcia-02");
    admin = restClient(app.fastify);
    expect((await admin.post("/api/admin/auth", demo.admin)).status).toBe(200);
  });

  it("tells the viewer whether they moderate", async () => {
    const ask = "{ viewer { isModerator } }";
    expect((await gql(moderator, ask)).data).toEqual({ viewer: { isModerator: true } });
    expect((await gql(alex, ask)).data).toEqual({ viewer: { isModerator: false } });
    // Each post says whether the viewer may moderate it, so a screen shows the controls from its own fragment.
    const post = `query ($id: ID!) { discussion(id: $id) { viewerCanModerate
      replies(first: 1) { edges { node { viewerCanModerate } } } } }`;
    const id = globalId("Discussion", "seed-discussion-01");
    const answer = (can: boolean) => ({
      discussion: { viewerCanModerate: can, replies: { edges: [{ node: { viewerCanModerate: can } }] } },
    });
    expect((await gql(moderator, post, { id })).data).toEqual(answer(true));
    expect((await gql(alex, post, { id })).data).toEqual(answer(false));
    expect((await gql(visitor(), post, { id })).data).toEqual(answer(false));
  });

  it("locks a discussion against new replies, in the API, and unlocks it", async () => {
    const id = globalId("Discussion", "seed-discussion-02");
    const locked = await gql(moderator, MODERATE, { input: { discussionId: id, action: "LOCK", reason: "Resolved" } });
    expect(locked.data).toMatchObject({ moderateDiscussion: { discussion: { isLocked: true } } });

    const refused = await gql(alex, REPLY, { input: { discussionId: id, content: "One more thing" } });
    expect(code(refused)).toBe("CONFLICT");
    expect(refused.errors?.[0]?.message).toBe("This discussion is locked: it takes no new replies.");

    await gql(moderator, MODERATE, { input: { discussionId: id, action: "UNLOCK", reason: "Reopened on request" } });
    expect((await gql(alex, REPLY, { input: { discussionId: id, content: "One more thing" } })).errors).toBeUndefined();
  });

  it("pins and unpins: a pinned discussion leads the board", async () => {
    const id = globalId("Discussion", "seed-discussion-04");
    const pinnedFirst = async () => {
      const board = await gql<{ discussions: { edges: { node: { id: string; isPinned: boolean } }[] } }>(
        visitor(),
        "{ discussions(first: 50) { edges { node { id isPinned } } } }",
      );
      const nodes = board.data!.discussions.edges.map((e) => e.node);
      return nodes
        .slice(
          0,
          nodes.findIndex((n) => !n.isPinned),
        )
        .map((n) => n.id);
    };
    expect(await pinnedFirst()).not.toContain(id);
    await gql(moderator, MODERATE, { input: { discussionId: id, action: "PIN", reason: "Read this first" } });
    expect(await pinnedFirst()).toContain(id);
    await gql(moderator, MODERATE, { input: { discussionId: id, action: "UNPIN", reason: "No longer needed" } });
    expect(await pinnedFirst()).not.toContain(id);
  });

  it("hides a discussion from the board and its text from everyone but moderators, then restores it", async () => {
    const id = globalId("Discussion", "seed-discussion-06");
    const before = await gql<Board>(visitor(), BOARD);
    const hidden = await gql(moderator, MODERATE, {
      input: { discussionId: id, action: "HIDE", reason: "  Spam link  " },
    });
    // The moderator still reads it, with the reason as sent (trimmed).
    expect(hidden.data).toMatchObject({
      moderateDiscussion: { discussion: { isHidden: true, hiddenReason: "Spam link" } },
    });
    expect(hidden.data).not.toMatchObject({ moderateDiscussion: { discussion: { title: "[hidden]" } } });

    const board = await gql<Board>(visitor(), BOARD);
    expect(board.data!.discussions.edges.map((e) => e.node.id)).not.toContain(id);
    expect(board.data!.discussions.totalCount).toBe(before.data!.discussions.totalCount - 1);
    expect(board.data!.discussionStats.total).toBe(before.data!.discussionStats.total - 1);
    const modBoard = await gql<Board>(moderator, BOARD);
    expect(modBoard.data!.discussions.edges.map((e) => e.node.id)).toContain(id);

    // Its address still answers, so links do not break; its text does not.
    const asMember = await gql(maria, DISCUSSION, { id });
    expect(asMember.data).toMatchObject({
      discussion: { title: "[hidden]", content: "[hidden]", isHidden: true, hiddenReason: null },
    });
    // Its author learns why.
    expect((await gql(alex, DISCUSSION, { id })).data).toMatchObject({
      discussion: { title: "[hidden]", hiddenReason: "Spam link" },
    });
    const refused = await gql(maria, REPLY, { input: { discussionId: id, content: "Hello?" } });
    expect(code(refused)).toBe("CONFLICT");

    await gql(moderator, MODERATE, { input: { discussionId: id, action: "RESTORE", reason: "Not spam after all" } });
    const restored = await gql(maria, DISCUSSION, { id });
    expect(restored.data).toMatchObject({ discussion: { isHidden: false, hiddenReason: null } });
    expect(restored.data).not.toMatchObject({ discussion: { title: "[hidden]" } });
    expect((await gql<Board>(visitor(), BOARD)).data!.discussionStats.total).toBe(before.data!.discussionStats.total);
  });

  it("hides a reply's text from members and from the board's search, and restores it", async () => {
    const replyId = globalId("Reply", "seed-discussion-03-reply-01");
    const original = await app.prisma.reply.findUniqueOrThrow({ where: { id: "seed-discussion-03-reply-01" } });
    const hidden = await gql(moderator, MODERATE_REPLY, {
      input: { replyId, action: "HIDE", reason: "Personal attack" },
    });
    expect(hidden.data).toEqual({
      moderateReply: { reply: { content: original.content, isHidden: true, hiddenReason: "Personal attack" } },
    });
    // Alex wrote it and learns why; Maria reads neither its text nor the reason.
    const thread = (client: Client) => gql(client, DISCUSSION, { id: globalId("Discussion", "seed-discussion-03") });
    expect((await thread(maria)).data).toMatchObject({
      discussion: { replies: { edges: [{ node: { content: "[hidden]", isHidden: true, hiddenReason: null } }] } },
    });
    expect((await thread(alex)).data).toMatchObject({
      discussion: { replies: { edges: [{ node: { content: "[hidden]", hiddenReason: "Personal attack" } }] } },
    });
    const marker = original.content.slice(0, 30);
    const search = async (client: Client) =>
      (await gql<Board>(client, BOARD, { search: marker })).data!.discussions.edges.map((e) => e.node.id);
    const matches = await app.prisma.discussion.count({
      where: {
        OR: [
          { title: { contains: marker, mode: "insensitive" } },
          { content: { contains: marker, mode: "insensitive" } },
          { replies: { some: { content: { contains: marker, mode: "insensitive" }, hiddenAt: null } } },
        ],
      },
    });
    expect((await search(maria)).length).toBe(matches);
    expect(await search(moderator)).toContain(globalId("Discussion", "seed-discussion-03"));

    const restored = await gql(moderator, MODERATE_REPLY, { input: { replyId, action: "RESTORE", reason: "Apology" } });
    expect(restored.data).toEqual({
      moderateReply: { reply: { content: original.content, isHidden: false, hiddenReason: null } },
    });
  });

  it("moves a discussion to another category, and refuses the category it is already in", async () => {
    const id = globalId("Discussion", "seed-discussion-05");
    const moved = await gql(moderator, MOVE, {
      input: { discussionId: id, categoryId: globalId("Category", "study"), reason: "A study question" },
    });
    expect(moved.data).toEqual({ moveDiscussion: { discussion: { category: { slug: "study" } } } });
    const again = await gql(moderator, MOVE, {
      input: { discussionId: id, categoryId: globalId("Category", "study"), reason: "Again" },
    });
    expect(code(again)).toBe("CONFLICT");
    expect(again.errors?.[0]?.message).toBe("This discussion is already in Study Groups.");
  });

  it("records every action with its reason in the audit log the admin portal shows", async () => {
    const log = await gql<{
      auditLog: { edges: { node: { action: string; detail: string; actor: { email: string } } }[] };
    }>(admin, "{ auditLog(first: 50) { edges { node { action detail actor { email } } } } }");
    const actions = log.data!.auditLog.edges.map((e) => e.node);
    const moderatorEmail = (await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-sam-okafor-05" } }))
      .email;
    expect(actions.filter((a) => a.actor.email === moderatorEmail).map((a) => a.action)).toEqual(
      expect.arrayContaining([
        "DISCUSSION_LOCK",
        "DISCUSSION_UNLOCK",
        "DISCUSSION_PIN",
        "DISCUSSION_UNPIN",
        "DISCUSSION_HIDE",
        "DISCUSSION_RESTORE",
        "REPLY_HIDE",
        "REPLY_RESTORE",
        "DISCUSSION_MOVE",
      ]),
    );
    expect(actions.find((a) => a.action === "DISCUSSION_HIDE")!.detail).toMatch(/\(reason: Spam link\)$/);
    expect(actions.find((a) => a.action === "DISCUSSION_MOVE")!.detail).toMatch(
      / to Study Groups \(reason: A study question\)$/,
    );
  });

  it("refuses members and visitors, and a blank or overlong reason, changing nothing", async () => {
    const input = { discussionId: globalId("Discussion", "seed-discussion-01"), action: "LOCK", reason: "Because" };
    expect(code(await gql(alex, MODERATE, { input }))).toBe("FORBIDDEN");
    expect(code(await gql(visitor(), MODERATE, { input }))).toBe("UNAUTHENTICATED");
    for (const reason of ["   ", "x".repeat(501)]) {
      const refused = await gql(moderator, MODERATE, { input: { ...input, reason } });
      expect(refused.errors?.[0]?.message).toMatch(/Reason/);
    }
    const row = await app.prisma.discussion.findUniqueOrThrow({ where: { id: "seed-discussion-01" } });
    expect(row.isLocked).toBe(false);
  });

  it("three members' flags hide a reply pending review; the queue shows it; keeping it restores it", async () => {
    const member = (userId: string) => memberClient(app, TEST_SESSION_SECRET, userId);
    const [priya, james] = [await member("seed-user-priya-patel-04"), await member("seed-user-james-wilson-03")];
    const posted = await gql<{ addReply: { replyEdge: { node: { id: string } } } }>(
      priya,
      `mutation ($input: AddReplyInput!) { addReply(input: $input) { replyEdge { node { id } } } }`,
      { input: { discussionId: globalId("Discussion", "seed-discussion-01"), content: "Buy cheap certificates here" } },
    );
    const postId = posted.data!.addReply.replyEdge.node.id;
    const FLAG = `mutation ($input: FlagPostInput!) { flagPost(input: $input) {
      post { ... on Reply { content isHidden viewerHasFlagged } } } }`;
    const QUEUE = `{ moderationQueue(first: 10) { edges { node { openFlags notes reasons { reason count }
      post { ... on Reply { id content isHidden hiddenReason } } } } } }`;
    type Queue = {
      moderationQueue: {
        edges: {
          node: {
            openFlags: number;
            notes: string[];
            reasons: { reason: string; count: number }[];
            post: { id: string; isHidden: boolean };
          };
        }[];
      };
    };

    // The database holds a flag to exactly one post.
    await expect(
      app.prisma.flag.create({ data: { userId: "seed-user-alex-chen-01", reason: "SPAM" } }),
    ).rejects.toThrow();
    // Its author may not flag it; a visitor may not flag at all.
    const own = await gql(priya, FLAG, { input: { postId, reason: "SPAM" } });
    expect(own.errors?.[0]).toMatchObject({
      message: "You cannot flag your own post.",
      extensions: { code: "CONFLICT" },
    });
    expect(code(await gql(visitor(), FLAG, { input: { postId, reason: "SPAM" } }))).toBe("UNAUTHENTICATED");

    const first = await gql(alex, FLAG, { input: { postId, reason: "SPAM", note: "  Selling certificates  " } });
    expect(first.data).toEqual({
      flagPost: { post: { content: "Buy cheap certificates here", isHidden: false, viewerHasFlagged: true } },
    });
    const again = await gql(alex, FLAG, { input: { postId, reason: "ABUSE" } });
    expect(again.errors?.[0]?.message).toBe("You have already flagged this post.");
    await gql(maria, FLAG, { input: { postId, reason: "SPAM" } });
    // Two flags: still visible, already in the queue.
    const queued = (await gql<Queue>(moderator, QUEUE)).data!.moderationQueue.edges.find(
      (e) => e.node.post.id === postId,
    );
    expect(queued?.node).toMatchObject({ openFlags: 2, post: { isHidden: false } });

    // The third distinct member hides it: members read [hidden], its author the reason.
    const third = await gql(james, FLAG, { input: { postId, reason: "OFF_TOPIC" } });
    expect(third.data).toMatchObject({ flagPost: { post: { content: "[hidden]", isHidden: true } } });
    const item = (await gql<Queue>(moderator, QUEUE)).data!.moderationQueue.edges.find(
      (e) => e.node.post.id === postId,
    )!.node;
    expect(item).toEqual({
      openFlags: 3,
      notes: ["Selling certificates"],
      reasons: [
        { reason: "SPAM", count: 2 },
        { reason: "OFF_TOPIC", count: 1 },
      ],
      post: {
        id: postId,
        content: "Buy cheap certificates here",
        isHidden: true,
        hiddenReason: "Flagged by 3 members: waiting for a moderator's review.",
      },
    });
    const audit = await app.prisma.auditEntry.findFirstOrThrow({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    expect(audit).toMatchObject({ action: "post.hiddenByFlags", subjectId: "seed-user-priya-patel-04" });

    // Members cannot read the queue; the moderator keeps the reply: shown again, out of the queue, audited.
    expect(code(await gql(alex, QUEUE))).toBe("FORBIDDEN");
    const REVIEW = `mutation ($input: ReviewFlagsInput!) { reviewFlags(input: $input) { post { ... on Reply { isHidden } } } }`;
    const kept = await gql(moderator, REVIEW, { input: { postId, decision: "KEEP", reason: "A joke, not spam" } });
    expect(kept.data).toEqual({ reviewFlags: { post: { isHidden: false } } });
    const after = (await gql<Queue>(moderator, QUEUE)).data!.moderationQueue.edges;
    expect(after.some((e) => e.node.post.id === postId)).toBe(false);
    const restored = await app.prisma.auditEntry.findFirstOrThrow({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    expect(restored).toMatchObject({ action: "reply.restore", detail: expect.stringContaining("A joke, not spam") });
  });

  it("honours isLocked on a new discussion for moderators only", async () => {
    const CREATE = `mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) {
      discussionEdge { node { isLocked } } } }`;
    const input = {
      title: "Rules of the board",
      content: "Be kind.",
      categoryId: globalId("Category", "general"),
      isLocked: true,
    };
    expect((await gql(alex, CREATE, { input })).data).toEqual({
      createDiscussion: { discussionEdge: { node: { isLocked: false } } },
    });
    expect((await gql(moderator, CREATE, { input })).data).toEqual({
      createDiscussion: { discussionEdge: { node: { isLocked: true } } },
    });
  });
});
