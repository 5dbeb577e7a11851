import { beforeAll, describe, expect, it } from "vitest";
import { authenticateCommunityAccount } from "../../schema/auth/communityAccounts.js";
import { ensureDemoCommunityAccount, upsertCommunityUserFromClaims } from "../../schema/auth/communityUser.js";
import { DELETE_CONFIRMATION_MESSAGE, DELETED_MEMBER_NAME } from "../../schema/rules/accountDeletion.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { graphqlAnswer as gql, memberClient, restClient, sessionCookieFor } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// A member's control over their account in /settings: sign out everywhere, download their data,
// delete the account while their posts stay as "[deleted member]".

type Client = ReturnType<typeof restClient>;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
const localId = (id: string) => Buffer.from(id, "base64").toString("utf8").split(":")[1]!;

const START = `mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { discussionEdge { node { id } } } }`;
const REPLY = `mutation ($input: AddReplyInput!) { addReply(input: $input) { replyEdge { node { id } } } }`;
const DELETE = `mutation ($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) { viewer { role } } }`;
const SIGN_OUT_EVERYWHERE = "mutation { signOutEverywhere(input: {}) { viewer { role } } }";
const ME = "{ me { email } }";

describe.each(testDatabaseKinds)("a member's account on %s", (kind) => {
  const app = useTestApp(kind);
  const member = (userId: string) => memberClient(app, TEST_SESSION_SECRET, userId);
  /** Another browser of the same member, signed in with the account's current session version. */
  const anotherBrowser = async (userId: string) =>
    restClient(
      app.fastify,
      await sessionCookieFor(TEST_SESSION_SECRET, await app.prisma.user.findUniqueOrThrow({ where: { id: userId } })),
    );

  async function startDiscussion(client: Client, title: string) {
    const input = { title, content: "What do you think?", categoryId: gid("Category", "general") };
    const started = await gql<{ createDiscussion: { discussionEdge: { node: { id: string } } } }>(client, START, {
      input,
    });
    return started.data!.createDiscussion.discussionEdge.node.id;
  }
  async function reply(client: Client, discussionId: string, content: string) {
    const posted = await gql<{ addReply: { replyEdge: { node: { id: string } } } }>(client, REPLY, {
      input: { discussionId, content },
    });
    return posted.data!.addReply.replyEdge.node.id;
  }

  describe("sign out everywhere", () => {
    it("ends the member's session in another browser, and in this one", async () => {
      const here = await member("seed-user-maria-garcia-02");
      const elsewhere = await anotherBrowser("seed-user-maria-garcia-02");
      expect((await gql(elsewhere, ME)).data).toBeTruthy();

      const answer = await gql<{ signOutEverywhere: { viewer: null } }>(here, SIGN_OUT_EVERYWHERE);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.signOutEverywhere.viewer).toBeNull();

      for (const client of [here, elsewhere]) {
        const me = await gql(client, ME);
        expect(me.status).toBe(401);
        expect(me.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      }
    });

    it("is for signed-in members only", async () => {
      const answer = await gql(restClient(app.fastify), SIGN_OUT_EVERYWHERE);
      expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("download my data", () => {
    it("answers the member's own data as a JSON file, and nobody else's", async () => {
      const alex = await member("seed-user-alex-chen-01");
      const maria = await member("seed-user-maria-garcia-02");
      const discussion = gid("Discussion", "seed-discussion-02");
      const alexReply = await reply(alex, discussion, "Alex's reply for the export");
      const mariaReply = await reply(maria, discussion, "Maria's private thoughts");
      await gql(alex, `mutation { likeDiscussion(input: { discussionId: "${discussion}" }) { clientMutationId } }`);
      await gql(alex, `mutation { likeReply(input: { replyId: "${mariaReply}" }) { clientMutationId } }`);
      await gql(
        alex,
        `mutation { flagPost(input: { postId: "${mariaReply}", reason: OFF_TOPIC, note: "Not about the lab" }) { clientMutationId } }`,
      );
      await app.prisma.notification.createMany({
        data: [
          { recipientId: "seed-user-alex-chen-01", kind: "LIKE", discussionId: "seed-discussion-02" },
          { recipientId: "seed-user-maria-garcia-02", kind: "MENTION", detail: "for Maria only" },
        ],
      });

      const res = await alex.get("/api/me/export");
      expect(res.status).toBe(200);
      expect(res.headers["content-disposition"]).toBe('attachment; filename="cyberlab-my-data.json"');
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      const data = res.body as Record<string, unknown> & {
        profile: Record<string, unknown>;
        replies: { id: string; content: string }[];
        likes: { discussions: { discussionId: string }[]; replies: { replyId: string }[] };
        flags: { replyId: string; note: string }[];
        notifications: { kind: string; discussionId: string | null; readAt: string | null; createdAt: string }[];
      };
      expect(data.profile).toMatchObject({ id: "seed-user-alex-chen-01", firstName: "Alex", lastName: "Chen" });
      expect(data.replies).toContainEqual(
        expect.objectContaining({ id: localId(alexReply), content: "Alex's reply for the export" }),
      );
      expect(data.likes.discussions).toContainEqual(expect.objectContaining({ discussionId: "seed-discussion-02" }));
      expect(data.likes.replies).toEqual([expect.objectContaining({ replyId: localId(mariaReply) })]);
      expect(data.flags).toEqual([
        expect.objectContaining({ replyId: localId(mariaReply), note: "Not about the lab" }),
      ]);
      expect(data.notifications).toEqual([
        expect.objectContaining({ kind: "LIKE", discussionId: "seed-discussion-02", readAt: null }),
      ]);

      const text = JSON.stringify(data);
      expect(text).not.toContain("passwordHash");
      expect(text).not.toContain("oidcSubject");
      expect(text).not.toContain("Maria's private thoughts");
      expect(text).not.toContain("for Maria only");
      const mariaRow = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-maria-garcia-02" } });
      expect(text).not.toContain(mariaRow.email);
    });

    it("answers 401 Unauthorized when signed out", async () => {
      const res = await restClient(app.fastify).get("/api/me/export");
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body)).toContain("Unauthorized");
      expect(res.headers["content-disposition"]).toBeUndefined();
    });
  });

  describe("delete my account", () => {
    const DEMO = { email: "leaving@cyberlab.test", password: "Leaving-Member!2026" };
    let leaverId: string;
    let leaver: Client;
    let author: Client;
    let thread: string;
    let leaverReply: string;
    let authorReply: string;

    beforeAll(async () => {
      leaverId = (await ensureDemoCommunityAccount(app.prisma, DEMO)).id;
      // Linked to an identity at the issuer, as after a first sign-in.
      await app.prisma.user.update({
        where: { id: leaverId },
        data: { oidcSubject: "issuer|leaving", bio: "Likes packets", skills: ["Wireshark"] },
      });
      leaver = await member(leaverId);
      author = await member("seed-user-james-wilson-03");
      thread = await startDiscussion(author, "A thread the leaver answers");
      authorReply = await reply(author, thread, "The author's own reply");
      leaverReply = await reply(leaver, thread, "The leaver's answer stays");
      await gql(leaver, `mutation { likeDiscussion(input: { discussionId: "${thread}" }) { clientMutationId } }`);
      await gql(leaver, `mutation { likeReply(input: { replyId: "${authorReply}" }) { clientMutationId } }`);
      await gql(
        leaver,
        `mutation { flagPost(input: { postId: "${authorReply}", reason: SPAM }) { clientMutationId } }`,
      );
      await gql(leaver, `mutation { recordDiscussionView(input: { discussionId: "${thread}" }) { clientMutationId } }`);
      await app.prisma.notification.create({
        data: { recipientId: leaverId, kind: "REPLY", discussionId: localId(thread) },
      });
      await app.prisma.lessonComment.create({
        data: { lessonPageId: "it-fundamentals", authorId: leaverId, authorName: "Leaving Member", content: "Nice" },
      });
    });

    it("refuses any confirmation other than DELETE, saying why, and changes nothing", async () => {
      for (const confirmation of ["delete", "", "DELETE ME", "yes"]) {
        const answer = await gql(leaver, DELETE, { input: { confirmation } });
        expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
        expect(answer.errors?.[0]?.message).toContain(DELETE_CONFIRMATION_MESSAGE);
      }
      const row = await app.prisma.user.findUniqueOrThrow({ where: { id: leaverId } });
      expect(row).toMatchObject({ email: DEMO.email, isActive: true, deletedAt: null });
      expect((await gql(leaver, ME)).data).toEqual({ me: { email: DEMO.email } });
    });

    it("removes the personal data, keeps the posts as by [deleted member], keeps counts right", async () => {
      const THREAD = `query ($id: ID!) { discussion(id: $id) { likesCount commentsCount
        replies(first: 10) { totalCount edges { node { id content likesCount
          author { firstName lastName profileImageUrl isDeleted } } } } } }`;
      type Thread = {
        discussion: {
          likesCount: number;
          commentsCount: number;
          replies: {
            totalCount: number;
            edges: {
              node: {
                id: string;
                content: string;
                likesCount: number;
                author: { firstName: string; lastName: string; profileImageUrl: string | null; isDeleted: boolean };
              };
            }[];
          };
        };
      };
      const before = (await gql<Thread>(author, THREAD, { id: thread })).data!.discussion;
      expect(before.likesCount).toBe(1);
      const elsewhere = await anotherBrowser(leaverId);

      const answer = await gql<{ deleteMyAccount: { viewer: null } }>(leaver, DELETE, {
        input: { confirmation: " DELETE " },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.deleteMyAccount.viewer).toBeNull();
      // Signed out here and in every other browser.
      expect((await gql(leaver, ME)).status).toBe(401);
      expect((await gql(elsewhere, ME)).status).toBe(401);

      const after = (await gql<Thread>(author, THREAD, { id: thread })).data!.discussion;
      expect(after.likesCount).toBe(0);
      expect(after.commentsCount).toBe(before.commentsCount);
      expect(after.replies.totalCount).toBe(2);
      const nodeOf = (id: string) => after.replies.edges.find((e) => e.node.id === id)!.node;
      expect(nodeOf(leaverReply)).toMatchObject({
        content: "The leaver's answer stays",
        author: { firstName: DELETED_MEMBER_NAME, lastName: "", profileImageUrl: null, isDeleted: true },
      });
      expect(nodeOf(authorReply).likesCount).toBe(0);
      expect(nodeOf(authorReply).author.isDeleted).toBe(false);

      const row = await app.prisma.user.findUniqueOrThrow({ where: { id: leaverId } });
      expect(row).toMatchObject({
        firstName: DELETED_MEMBER_NAME,
        lastName: "",
        oidcSubject: null,
        passwordHash: null,
        profileImageUrl: null,
        bio: "",
        skills: [],
        specialization: null,
        isActive: false,
        deletedAt: expect.any(Date),
      });
      expect(row.email).not.toContain("@");
      for (const count of [
        app.prisma.like.count({ where: { userId: leaverId } }),
        app.prisma.replyLike.count({ where: { userId: leaverId } }),
        app.prisma.flag.count({ where: { userId: leaverId } }),
        app.prisma.notification.count({ where: { recipientId: leaverId } }),
        app.prisma.discussionView.count({ where: { userId: leaverId } }),
      ]) {
        expect(await count).toBe(0);
      }
      // A lesson comment keeps its text, under the same name as the posts.
      const comment = await app.prisma.lessonComment.findFirstOrThrow({ where: { authorId: leaverId } });
      expect(comment).toMatchObject({ authorName: DELETED_MEMBER_NAME, content: "Nice" });
      const audit = await app.prisma.auditEntry.findFirstOrThrow({ where: { actorId: leaverId } });
      expect(audit).toMatchObject({ action: "account.delete", subjectId: leaverId });
    });

    it("never signs the deleted member in again; the same identity signing in gets a fresh account", async () => {
      // The embedded provider's password check finds no account any more.
      expect(await authenticateCommunityAccount(app.prisma, DEMO)).toBeNull();
      // The issuer vouching for the same identity and address: a new, empty account, never the deleted one.
      const claims = { sub: "issuer|leaving", email: DEMO.email, email_verified: true, name: "Back Again" };
      const fresh = await upsertCommunityUserFromClaims(app.prisma, claims);
      expect(fresh.id).not.toBe(leaverId);
      const deleted = await app.prisma.user.findUniqueOrThrow({ where: { id: leaverId } });
      expect(deleted).toMatchObject({ isActive: false, oidcSubject: null, firstName: DELETED_MEMBER_NAME });
      // A session cookie sealed for the deleted account (its current version) is refused too.
      const stale = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, deleted));
      expect((await gql(stale, ME)).status).toBe(401);
    });

    it("is for signed-in members only, over HTTP", async () => {
      const answer = await gql(restClient(app.fastify), DELETE, { input: { confirmation: "DELETE" } });
      expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });
});
