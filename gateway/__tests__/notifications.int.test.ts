import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentionMarkdown } from "../../schema/rules/mentions.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { testRedis } from "../testing/counterSetups.js";
import { wsClient } from "../testing/onlineUsersWatch.js";
import { graphqlAnswer as gql, memberClient, restClient, sessionCookieFor } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// The bell: who hears about what (replies, mentions, answers, grouped likes, moderation), that
// only its owner reads a notification, preferences, counts, and the live count across replicas.

type Client = ReturnType<typeof restClient>;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

type Inbox = {
  viewer: {
    unreadNotificationsCount: number;
    notifications: {
      totalCount: number;
      edges: {
        node: {
          id: string;
          kind: string;
          message: string;
          isRead: boolean;
          othersCount: number;
          actor: { firstName: string } | null;
          discussion: { id: string } | null;
          reply: { id: string } | null;
        };
      }[];
    };
  };
};
const INBOX = `query ($unreadOnly: Boolean) { viewer { unreadNotificationsCount
  notifications(first: 20, unreadOnly: $unreadOnly) { totalCount edges { node {
    id kind message isRead othersCount actor { firstName } discussion { id } reply { id } } } } } }`;
const REPLY = `mutation ($input: AddReplyInput!) { addReply(input: $input) { replyEdge { node { id } } } }`;
const LIKE = `mutation ($id: ID!) { likeDiscussion(input: { discussionId: $id }) { discussion { likesCount } } }`;
const UNLIKE = `mutation ($id: ID!) { unlikeDiscussion(input: { discussionId: $id }) { discussion { likesCount } } }`;
const LIKE_REPLY = `mutation ($id: ID!) { likeReply(input: { replyId: $id }) { reply { likesCount } } }`;
const MARK_ALL = `mutation { markAllNotificationsRead(input: {}) { viewer { unreadNotificationsCount } } }`;
const MARK = `mutation ($ids: [ID!]!) { markNotificationsRead(input: { ids: $ids }) {
  viewer { unreadNotificationsCount } notifications { id isRead } } }`;
const PREFERENCE = `mutation ($kind: NotificationKind!, $inApp: Boolean!) {
  updateNotificationPreference(input: { kind: $kind, inApp: $inApp }) {
    profile { notificationPreferences { kind label inApp } } } }`;

const inbox = async (client: Client, unreadOnly?: boolean) =>
  (await gql<Inbox>(client, INBOX, { unreadOnly })).data!.viewer;

describe.each(testDatabaseKinds)("notifications on %s", (kind) => {
  const app = useTestApp(kind);
  let alex: Client; // wrote seed-discussion-01 ("Lab Help") and seed-discussion-06
  let maria: Client;
  let james: Client;
  let priya: Client;
  let moderator: Client; // Sam Okafor
  const alexThread = gid("Discussion", "seed-discussion-06");

  beforeAll(async () => {
    const member = (userId: string, isModerator = false) => memberClient(app, TEST_SESSION_SECRET, userId, isModerator);
    alex = await member("seed-user-alex-chen-01");
    maria = await member("seed-user-maria-garcia-02");
    james = await member("seed-user-james-wilson-03");
    priya = await member("seed-user-priya-patel-04");
    moderator = await member("seed-user-sam-okafor-05", true);
  });

  it("tells a discussion's author of a reply and a mentioned member of the mention, never the replier", async () => {
    const content = `Good point. ${mentionMarkdown("Priya Patel", "seed-user-priya-patel-04")} and ${mentionMarkdown("Alex Chen", "seed-user-alex-chen-01")}, see the RFC.`;
    const posted = await gql<{ addReply: { replyEdge: { node: { id: string } } } }>(maria, REPLY, {
      input: { discussionId: alexThread, content },
    });
    expect(posted.errors).toBeUndefined();
    const replyId = posted.data!.addReply.replyEdge.node.id;

    const alexInbox = await inbox(alex);
    expect(alexInbox.unreadNotificationsCount).toBe(1);
    expect(alexInbox.notifications.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({
        kind: "REPLY",
        isRead: false,
        actor: { firstName: "Maria" },
        discussion: { id: alexThread },
        reply: { id: replyId },
        message: expect.stringMatching(/^Maria Garcia replied to your discussion “.+”$/),
      }),
    ]);
    const priyaInbox = await inbox(priya);
    expect(priyaInbox.notifications.edges.map((e) => [e.node.kind, e.node.message])).toEqual([
      ["MENTION", expect.stringMatching(/^Maria Garcia mentioned you in “.+”$/)],
    ]);
    expect((await inbox(maria)).unreadNotificationsCount).toBe(0);
  });

  it("shows a notification to its owner only", async () => {
    const priyas = (await inbox(priya)).notifications.edges[0]!.node.id;
    const read = `query ($id: ID!) { node(id: $id) { ... on Notification { message } } }`;
    expect((await gql<{ node: unknown }>(priya, read, { id: priyas })).data?.node).toMatchObject({
      message: expect.any(String),
    });
    const asAlex = await gql<{ node: unknown }>(alex, read, { id: priyas });
    expect(asAlex.data?.node ?? null).toBeNull();
    expect(asAlex.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const signedOut = await gql<Inbox>(restClient(app.fastify), INBOX);
    expect(signedOut.data?.viewer ?? null).toBeNull();

    // Marking someone else's notification changes nothing.
    const marked = await gql<{ markNotificationsRead: { notifications: unknown[] } }>(alex, MARK, { ids: [priyas] });
    expect(marked.data!.markNotificationsRead.notifications).toEqual([]);
    expect((await inbox(priya)).unreadNotificationsCount).toBe(1);
    const mine = await gql<{ markNotificationsRead: { viewer: { unreadNotificationsCount: number } } }>(priya, MARK, {
      ids: [priyas],
    });
    expect(mine.data!.markNotificationsRead.viewer.unreadNotificationsCount).toBe(0);
  });

  it("groups likes on one post while unread, counting each member once", async () => {
    await gql(alex, MARK_ALL);
    for (const member of [maria, james, priya]) await gql(member, LIKE, { id: alexThread });
    // Priya changes her mind twice: still one of three.
    await gql(priya, UNLIKE, { id: alexThread });
    await gql(priya, LIKE, { id: alexThread });

    const grouped = await inbox(alex, true);
    expect(grouped.unreadNotificationsCount).toBe(1);
    expect(grouped.notifications.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({
        kind: "LIKE",
        othersCount: 2,
        actor: { firstName: "Priya" },
        message: expect.stringMatching(/^Priya Patel and 2 others liked your discussion “.+”$/),
      }),
    ]);

    // Once read, the next like starts a new notification.
    await gql(alex, MARK_ALL);
    await gql(moderator, LIKE, { id: alexThread });
    const next = await inbox(alex, true);
    expect(next.notifications.edges.map((e) => e.node.message)).toEqual([
      expect.stringMatching(/^Sam Okafor liked your discussion “.+”$/),
    ]);
    expect((await inbox(alex)).notifications.totalCount).toBeGreaterThanOrEqual(3);
  });

  it("counts members who like at the same moment once each", async () => {
    await gql(alex, MARK_ALL);
    const thread = gid("Discussion", "seed-discussion-01");
    const likers = [maria, james, priya, moderator];
    await Promise.all(likers.map((member) => gql(member, UNLIKE, { id: thread })));
    await gql(alex, MARK_ALL);
    // Every member likes twice at once: four likers, each counted once.
    await Promise.all([...likers, ...likers].map((member) => gql(member, LIKE, { id: thread })));
    const grouped = await inbox(alex, true);
    expect(grouped.notifications.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ kind: "LIKE", othersCount: 3 }),
    ]);
  });

  it("says an unknown discussion was not found when it is liked or unliked, and writes nothing", async () => {
    const unknown = gid("Discussion", "no-such-discussion");
    const likes = await app.prisma.like.count();
    for (const mutation of [LIKE, UNLIKE]) {
      const res = await gql(maria, mutation, { id: unknown });
      expect([res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message]).toEqual([
        "NOT_FOUND",
        "Discussion not found",
      ]);
    }
    expect(await app.prisma.like.count()).toBe(likes);
  });

  it("creates none of a kind the member turned off, and lists the preferences in order", async () => {
    await gql(maria, MARK_ALL);
    const off = await gql<{
      updateNotificationPreference: { profile: { notificationPreferences: { kind: string; inApp: boolean }[] } };
    }>(maria, PREFERENCE, { kind: "LIKE", inApp: false });
    expect(off.data!.updateNotificationPreference.profile.notificationPreferences).toEqual([
      { kind: "REPLY", label: "Replies to my discussions", inApp: true },
      { kind: "MENTION", label: "Mentions and quotes of me", inApp: true },
      { kind: "ANSWER_ACCEPTED", label: "My reply accepted as the answer", inApp: true },
      { kind: "LIKE", label: "Likes on my discussions and replies", inApp: false },
      { kind: "MODERATION", label: "Moderator actions on my posts", inApp: true },
      { kind: "MENTOR_ANSWER", label: "Answers to my mentor questions", inApp: true },
    ]);
    const mariasThread = gid("Discussion", "seed-discussion-03");
    await gql(james, LIKE, { id: mariasThread });
    expect((await inbox(maria)).unreadNotificationsCount).toBe(0);
    // Other kinds still arrive.
    await gql(james, REPLY, { input: { discussionId: mariasThread, content: "Count me in" } });
    expect((await inbox(maria, true)).notifications.edges.map((e) => e.node.kind)).toEqual(["REPLY"]);
    await gql(maria, PREFERENCE, { kind: "LIKE", inApp: true });
    await gql(priya, LIKE, { id: mariasThread });
    expect((await inbox(maria, true)).notifications.edges.map((e) => e.node.kind)).toEqual(["LIKE", "REPLY"]);
  });

  it("tells an author of a moderator's action; a hidden post notifies no one any more", async () => {
    await gql(alex, MARK_ALL);
    await gql(james, MARK_ALL);
    const posted = await gql<{ addReply: { replyEdge: { node: { id: string } } } }>(james, REPLY, {
      input: { discussionId: alexThread, content: "Buy cheap followers at spam.example" },
    });
    const replyId = posted.data!.addReply.replyEdge.node.id;
    await gql(alex, LIKE_REPLY, { id: replyId });
    expect((await inbox(alex)).unreadNotificationsCount).toBe(1);
    expect((await inbox(james)).unreadNotificationsCount).toBe(1);

    await gql(
      moderator,
      `mutation ($id: ID!) { moderateReply(input: { replyId: $id, action: HIDE, reason: "Spam" }) { reply { isHidden } } }`,
      { id: replyId },
    );
    // Alex's "replied" and James's "liked" go; James hears what the moderator did, not who.
    expect((await inbox(alex)).unreadNotificationsCount).toBe(0);
    const told = (await inbox(james, true)).notifications.edges.map((e) => e.node);
    expect(told).toEqual([
      expect.objectContaining({
        kind: "MODERATION",
        actor: null,
        reply: { id: replyId },
        message: expect.stringMatching(/^A moderator hid your reply in “.+”\. Reason: Spam$/),
      }),
    ]);
  });

  it("tells a reply's author it was accepted, and withdraws that when the answer is withdrawn", async () => {
    const question = gid("Discussion", "seed-discussion-01");
    const answer = await app.prisma.reply.findFirstOrThrow({
      where: { discussionId: "seed-discussion-01", authorId: { not: "seed-user-alex-chen-01" } },
      include: { author: true },
    });
    const author = await memberClient(app, TEST_SESSION_SECRET, answer.authorId, answer.authorId.endsWith("05"));
    await gql(author, MARK_ALL);
    await gql(alex, `mutation ($id: ID!) { acceptAnswer(input: { replyId: $id }) { clientMutationId } }`, {
      id: gid("Reply", answer.id),
    });
    expect((await inbox(author, true)).notifications.edges.map((e) => e.node.message)).toEqual([
      expect.stringMatching(/^Alex Chen accepted your reply as the answer to “.+”$/),
    ]);
    await gql(alex, `mutation ($id: ID!) { unacceptAnswer(input: { discussionId: $id }) { clientMutationId } }`, {
      id: question,
    });
    expect((await inbox(author)).unreadNotificationsCount).toBe(0);
  });

  it("counts unread ones and marks them all as read", async () => {
    await gql(maria, REPLY, { input: { discussionId: alexThread, content: "One" } });
    await gql(james, REPLY, { input: { discussionId: alexThread, content: "Two" } });
    const before = await inbox(alex, true);
    expect(before.unreadNotificationsCount).toBe(before.notifications.totalCount);
    expect(before.unreadNotificationsCount).toBeGreaterThanOrEqual(2);
    const after = await gql<{ markAllNotificationsRead: { viewer: { unreadNotificationsCount: number } } }>(
      alex,
      MARK_ALL,
    );
    expect(after.data!.markAllNotificationsRead.viewer.unreadNotificationsCount).toBe(0);
    expect((await inbox(alex, true)).notifications.totalCount).toBe(0);
    expect((await inbox(alex)).notifications.edges.every((e) => e.node.isRead)).toBe(true);
  });
});

// Live: a notification written through one gateway moves the bell of a member connected to another.
const replicaSetups: ["memory" | "redis"][] = process.env.REDIS_URL ? [["memory"], ["redis"]] : [["memory"]];

describe.each(replicaSetups)("the bell live over graphql-ws (%s events)", (store) => {
  const { redis, cleanUp } = testRedis(store);
  const app = useTestApp("pglite", { settings: { redis } });
  afterAll(cleanUp);

  it("sends the member's new unread count within 2 s of a reply to their discussion", async () => {
    const subscriberSide = store === "redis" ? await app.another({ settings: { redis } }) : app;
    const url = await subscriberSide.fastify.listen({ port: 0, host: "127.0.0.1" });
    const alex = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    const client = wsClient(url, await sessionCookieFor(TEST_SESSION_SECRET, alex));
    try {
      const bell = client.iterate<{ notificationsChanged: { unreadNotificationsCount: number } }>({
        query: "subscription { notificationsChanged { unreadNotificationsCount } }",
      });
      const next = bell.next();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const maria = await memberClient(app, TEST_SESSION_SECRET, "seed-user-maria-garcia-02");
      const started = Date.now();
      await gql(maria, REPLY, { input: { discussionId: gid("Discussion", "seed-discussion-06"), content: "Live" } });
      expect((await next).value?.data?.notificationsChanged).toEqual({ unreadNotificationsCount: 1 });
      expect(Date.now() - started).toBeLessThan(2_000);
      await bell.return?.();
    } finally {
      await client.dispose();
    }
  });
});
