import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { graphqlAnswer as gql, memberClient, type restClient } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// A like's payload is the discussion as the like left it: answered from the row the like's own
// statement returns when the selection asks only for its columns and the viewer's like, read again
// otherwise. Either way it must be what a read right after shows.

type Client = ReturnType<typeof restClient>;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

const FIELDS = `id title content likesCount commentsCount viewsCount isPinned isLocked isUrgent isHidden isDeleted
  editedAt createdAt lastActivityAt viewerHasLiked viewerIsAuthor`;
const RELATIONS = `author { id firstName } category { id name }`;
const mutation = (field: "likeDiscussion" | "unlikeDiscussion", selection: string) =>
  `mutation ($id: ID!) { ${field}(input: { discussionId: $id }) { discussion { ${selection} } } }`;
const READ = (selection: string) => `query ($id: ID!) { node(id: $id) { ... on Discussion { ${selection} } } }`;

describe.each(testDatabaseKinds)("a like's payload on %s", (kind) => {
  const app = useTestApp(kind);
  let maria: Client;
  let james: Client;
  const thread = gid("Discussion", "seed-discussion-03");

  beforeAll(async () => {
    maria = await memberClient(app, TEST_SESSION_SECRET, "seed-user-maria-garcia-02");
    james = await memberClient(app, TEST_SESSION_SECRET, "seed-user-james-wilson-03");
  });

  const payload = async (client: Client, field: "likeDiscussion" | "unlikeDiscussion", selection: string) => {
    const answer = await gql<Record<string, { discussion: Record<string, unknown> }>>(
      client,
      mutation(field, selection),
      { id: thread },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data![field]!.discussion;
  };
  const read = async (client: Client, selection: string) =>
    (await gql<{ node: Record<string, unknown> }>(client, READ(selection), { id: thread })).data!.node;

  it("is the discussion as a read right after shows it, its columns and the viewer's like", async () => {
    const before = (await read(james, "likesCount")).likesCount as number;
    const liked = await payload(james, "likeDiscussion", FIELDS);
    expect(liked).toEqual(await read(james, FIELDS));
    expect([liked.likesCount, liked.viewerHasLiked]).toEqual([before + 1, true]);
    // Liking twice changes nothing, and says so.
    expect(await payload(james, "likeDiscussion", FIELDS)).toEqual(liked);
    // Another member's like: their own like state, the count of both.
    const byMaria = await payload(maria, "likeDiscussion", FIELDS);
    expect(byMaria).toEqual(await read(maria, FIELDS));
    expect([byMaria.likesCount, byMaria.viewerHasLiked, byMaria.viewerIsAuthor]).toEqual([before + 2, true, true]);
    const unliked = await payload(james, "unlikeDiscussion", FIELDS);
    expect(unliked).toEqual(await read(james, FIELDS));
    expect([unliked.likesCount, unliked.viewerHasLiked]).toEqual([before + 1, false]);
    expect(await payload(james, "unlikeDiscussion", FIELDS)).toEqual(unliked);
    await payload(maria, "unlikeDiscussion", "id");
  });

  it("reads the discussion again for a selection the like's row cannot answer", async () => {
    const liked = await payload(james, "likeDiscussion", `${FIELDS} ${RELATIONS}`);
    expect(liked).toEqual(await read(james, `${FIELDS} ${RELATIONS}`));
    expect(liked.category).toEqual({ id: expect.any(String), name: "Study Groups" });
    const unliked = await payload(james, "unlikeDiscussion", `likesCount replies(first: 1) { totalCount }`);
    expect(unliked).toEqual(await read(james, `likesCount replies(first: 1) { totalCount }`));
  });

  it("is the reply as a read right after shows it, for a reply's like and unlike alike", async () => {
    const reply = await app.prisma.reply.findFirstOrThrow({
      where: { hiddenAt: null, authorId: { not: "seed-user-james-wilson-03" } },
      select: { id: true },
    });
    const id = gid("Reply", reply.id);
    const fields = `id content likesCount createdAt editedAt isHidden viewerIsAuthor viewerHasLiked`;
    const readReply = async (selection: string) =>
      (
        await gql<{ node: Record<string, unknown> }>(
          james,
          `query ($id: ID!) { node(id: $id) { ... on Reply { ${selection} } } }`,
          { id },
        )
      ).data!.node;
    const before = (await readReply("likesCount")).likesCount as number;
    for (const [field, selection, likes] of [
      ["likeReply", fields, [before + 1, true]],
      ["likeReply", `${fields} author { id }`, [before + 1, true]],
      ["unlikeReply", fields, [before, false]],
    ] as const) {
      const answer = await gql<Record<string, { reply: Record<string, unknown> }>>(
        james,
        `mutation ($id: ID!) { ${field}(input: { replyId: $id }) { reply { ${selection} } } }`,
        { id },
      );
      expect(answer.errors).toBeUndefined();
      const payload = answer.data![field]!.reply;
      expect(payload).toEqual(await readReply(selection));
      expect([payload.likesCount, payload.viewerHasLiked]).toEqual(likes);
    }
  });
});
