import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { graphqlAnswer as gql, memberClient, restClient } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// Accepted answers: in Lab Help, a question's author or a moderator marks one reply as its answer;
// the board's Unanswered filter lists the questions still waiting for one.

type Client = ReturnType<typeof restClient>;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

const ACCEPT = `mutation ($input: AcceptAnswerInput!) { acceptAnswer(input: $input) {
  discussion { isAnswered acceptedAnswer { id } } replies { id isAcceptedAnswer } } }`;
const UNACCEPT = `mutation ($input: UnacceptAnswerInput!) { unacceptAnswer(input: $input) {
  discussion { isAnswered acceptedAnswer { id } } replies { id isAcceptedAnswer } } }`;
const CAN = `query ($id: ID!) { discussion(id: $id) { viewerCanAcceptAnswer } }`;
const UNANSWERED = `{ discussions(first: 50, unanswered: true) { totalCount edges { node { id isAnswered category { slug } } } } }`;

type Board = {
  discussions: {
    totalCount: number;
    edges: { node: { id: string; isAnswered: boolean; category: { slug: string } } }[];
  };
};

describe.each(testDatabaseKinds)("accepted answers on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let alex: Client; // asked seed-discussion-01 (Lab Help)
  let maria: Client;
  let moderator: Client;
  const question = gid("Discussion", "seed-discussion-01");
  const [first, second] = [gid("Reply", "seed-discussion-01-reply-01"), gid("Reply", "seed-discussion-01-reply-02")];

  beforeAll(async () => {
    const member = (userId: string, isModerator = false) => memberClient(app, TEST_SESSION_SECRET, userId, isModerator);
    alex = await member("seed-user-alex-chen-01");
    maria = await member("seed-user-maria-garcia-02");
    moderator = await member("seed-user-sam-okafor-05", true);
  });

  it("tells who may mark the answer: the author and moderators, in Lab Help only", async () => {
    const can = async (client: Client, id: string) =>
      (await gql<{ discussion: { viewerCanAcceptAnswer: boolean } }>(client, CAN, { id })).data!.discussion
        .viewerCanAcceptAnswer;
    expect(await can(alex, question)).toBe(true);
    expect(await can(moderator, question)).toBe(true);
    expect(await can(maria, question)).toBe(false);
    expect(await can(restClient(app.fastify), question)).toBe(false);
    // Alex's General Discussion thread is not a question.
    expect(await can(alex, gid("Discussion", "seed-discussion-06"))).toBe(false);
  });

  it("the author accepts a reply, then another in its place; the Unanswered filter drops the question", async () => {
    const before = (await gql<Board>(alex, UNANSWERED)).data!.discussions;
    expect(before.edges.map((e) => e.node.id)).toContain(question);
    expect(before.edges.every((e) => e.node.category.slug === "lab" && !e.node.isAnswered)).toBe(true);

    const accepted = await gql(alex, ACCEPT, { input: { replyId: first } });
    expect(accepted.data).toEqual({
      acceptAnswer: {
        discussion: { isAnswered: true, acceptedAnswer: { id: first } },
        replies: [{ id: first, isAcceptedAnswer: true }],
      },
    });
    const replaced = await gql(alex, ACCEPT, { input: { replyId: second } });
    expect(replaced.data).toEqual({
      acceptAnswer: {
        discussion: { isAnswered: true, acceptedAnswer: { id: second } },
        replies: [
          { id: first, isAcceptedAnswer: false },
          { id: second, isAcceptedAnswer: true },
        ],
      },
    });
    const after = (await gql<Board>(alex, UNANSWERED)).data!.discussions;
    expect(after.edges.map((e) => e.node.id)).not.toContain(question);
    expect(after.totalCount).toBe(before.totalCount - 1);
  });

  it("refuses other members, non-questions and hidden replies; a moderator withdraws the answer", async () => {
    const refused = await gql(maria, ACCEPT, { input: { replyId: first } });
    expect(refused.errors?.[0]).toMatchObject({
      message: "Only the question's author or a moderator can mark its answer.",
      extensions: { code: "FORBIDDEN" },
    });
    const general = await gql(alex, ACCEPT, { input: { replyId: gid("Reply", "seed-discussion-06-reply-01") } });
    expect(general.errors?.[0]).toMatchObject({
      message: "Only Lab Help questions take an accepted answer.",
      extensions: { code: "CONFLICT" },
    });
    await app.prisma.reply.update({ where: { id: "seed-discussion-01-reply-03" }, data: { hiddenAt: new Date() } });
    const hidden = await gql(alex, ACCEPT, { input: { replyId: gid("Reply", "seed-discussion-01-reply-03") } });
    expect(hidden.errors?.[0]?.message).toBe("A hidden reply cannot be the accepted answer.");

    const withdrawn = await gql(moderator, UNACCEPT, { input: { discussionId: question } });
    expect(withdrawn.data).toEqual({
      unacceptAnswer: {
        discussion: { isAnswered: false, acceptedAnswer: null },
        replies: [{ id: second, isAcceptedAnswer: false }],
      },
    });
    const again = await gql(moderator, UNACCEPT, { input: { discussionId: question } });
    expect(again.errors?.[0]).toMatchObject({
      message: "This question has no accepted answer.",
      extensions: { code: "CONFLICT" },
    });
    expect(
      (await app.prisma.discussion.findUniqueOrThrow({ where: { id: "seed-discussion-01" } })).acceptedReplyId,
    ).toBeNull();
  });
});

describe.each(testDatabaseKinds)("reply likes on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  const LIKE = `mutation ($input: LikeReplyInput!) { likeReply(input: $input) { reply { likesCount viewerHasLiked } } }`;
  const UNLIKE = `mutation ($input: UnlikeReplyInput!) { unlikeReply(input: $input) { reply { likesCount viewerHasLiked } } }`;
  const replyId = gid("Reply", "seed-discussion-02-reply-03");

  it("counts each member once, takes likes back, and refuses a hidden reply", async () => {
    const member = (userId: string) => memberClient(app, TEST_SESSION_SECRET, userId);
    const [alex, maria] = [await member("seed-user-alex-chen-01"), await member("seed-user-maria-garcia-02")];
    const input = { input: { replyId } };
    expect((await gql(alex, LIKE, input)).data).toEqual({
      likeReply: { reply: { likesCount: 1, viewerHasLiked: true } },
    });
    // Twice is once.
    expect((await gql(alex, LIKE, input)).data).toEqual({
      likeReply: { reply: { likesCount: 1, viewerHasLiked: true } },
    });
    expect((await gql(maria, LIKE, input)).data).toEqual({
      likeReply: { reply: { likesCount: 2, viewerHasLiked: true } },
    });
    expect((await gql(alex, UNLIKE, input)).data).toEqual({
      unlikeReply: { reply: { likesCount: 1, viewerHasLiked: false } },
    });
    expect((await gql(alex, UNLIKE, input)).data).toEqual({
      unlikeReply: { reply: { likesCount: 1, viewerHasLiked: false } },
    });
    expect((await gql(restClient(app.fastify), LIKE, input)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    await app.prisma.reply.update({ where: { id: "seed-discussion-02-reply-03" }, data: { hiddenAt: new Date() } });
    const refused = await gql(alex, LIKE, input);
    expect(refused.errors?.[0]).toMatchObject({
      message: "A hidden reply cannot be liked.",
      extensions: { code: "CONFLICT" },
    });
    expect(await app.prisma.replyLike.count({ where: { replyId: "seed-discussion-02-reply-03" } })).toBe(1);
  });
});
