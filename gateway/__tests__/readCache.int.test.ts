import { describe, expect, it } from "vitest";
import { createStatementCounter } from "../../schema/db/statementCounter.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { databaseAdapter } from "../oidc/databaseAdapter.js";
import { restClient, sessionCookieFor } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// The read cache (gateway/readCache.ts): a query asked again before any write is answered without
// a single SQL statement (not even the session check), and the first one after any write (GraphQL,
// REST, by anyone) sees that write. Statements are counted at the driver.

const FEED = `query { discussions(first: 5) { edges { node { id title likesCount viewerHasLiked } } } }`;
type Feed = {
  discussions: { edges: { node: { id: string; title: string; likesCount: number; viewerHasLiked: boolean } }[] };
};
/** The session check's statement (schema/auth/viewer.ts, resolveViewer: Prisma's, or schema/plans/findManySql.ts's). */
const isSessionCheck = (sql: string) => sql.includes('"sessionVersion"') && /FROM (?:"public"\.)?"User"/.test(sql);
type Body<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

describe.each(testDatabaseKinds)("read cache on %s", (kind) => {
  const counter = createStatementCounter();
  const app = useTestApp(kind, { demoAccounts: true, onStatement: counter.listener });

  async function member(id: string) {
    const user = await app.prisma.user.findUniqueOrThrow({ where: { id } });
    return restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, user));
  }

  /** A GraphQL call and the statements it sent. */
  async function ask<T>(client: ReturnType<typeof restClient>, query: string, variables?: Record<string, unknown>) {
    let res!: Awaited<ReturnType<typeof client.graphql>>;
    const statements = await counter.during(async () => {
      res = await client.graphql(query, variables);
    });
    return { status: res.status, body: res.body as Body<T>, statements };
  }

  it("answers a query asked again from memory, and the first one after a write from the database", async () => {
    const alex = await member("seed-user-alex-chen-01");
    const maria = await member("seed-user-maria-garcia-02");

    const first = await ask<Feed>(alex, FEED);
    expect(first.body.errors).toBeUndefined();
    expect(first.statements.filter(isSessionCheck)).toHaveLength(1);
    expect(first.statements.length).toBeGreaterThan(1);
    const again = await ask<Feed>(alex, FEED);
    expect(again.body).toEqual(first.body);
    expect(again.statements).toEqual([]);

    // Maria likes the top discussion: a write.
    const top = first.body.data!.discussions.edges[0]!.node;
    const like = `mutation ($id: ID!) { likeDiscussion(input: { discussionId: $id }) { discussion { likesCount } } }`;
    const liked = await ask<{ likeDiscussion: { discussion: { likesCount: number } } }>(maria, like, { id: top.id });
    expect(liked.body.data?.likeDiscussion.discussion.likesCount).toBe(top.likesCount + 1);

    const afterLike = await ask<Feed>(alex, FEED);
    expect(afterLike.statements.length).toBeGreaterThan(0);
    // The feed is read again, but not Alex's account: a like leaves session checks as they were.
    expect(afterLike.statements.filter(isSessionCheck)).toEqual([]);
    expect(afterLike.body.data!.discussions.edges[0]!.node).toEqual({
      ...top,
      likesCount: top.likesCount + 1,
      viewerHasLiked: false,
    });
    // Each viewer has their own answers: the like is Maria's.
    const mariaSees = await ask<Feed>(maria, FEED);
    expect(mariaSees.body.data!.discussions.edges[0]!.node).toEqual({
      ...top,
      likesCount: top.likesCount + 1,
      viewerHasLiked: true,
    });
    // Signed-out visitors share one answer, without anyone's like state.
    const visitor = restClient(app.fastify);
    const signedOut = await ask<Feed>(visitor, FEED);
    expect(signedOut.body.data!.discussions.edges.map((e) => e.node.viewerHasLiked)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect((await ask<Feed>(restClient(app.fastify), FEED)).statements).toEqual([]);
  });

  it("keeps its answers across a step of a community sign-in: no answer reads the provider's storage", async () => {
    const visitor = restClient(app.fastify);
    const first = await ask<Feed>(visitor, FEED);
    expect((await ask<Feed>(visitor, FEED)).statements).toEqual([]);
    // What the embedded provider writes while a member signs in (no REDIS_URL: the database).
    await databaseAdapter(app.prisma)("Interaction").upsert("read-cache-step", { returnTo: "/community" }, 60);
    const after = await ask<Feed>(visitor, FEED);
    expect(after.statements).toEqual([]);
    expect(after.body).toEqual(first.body);
  });

  it("sees a write made through the REST layer at the next query", async () => {
    const alex = await member("seed-user-alex-chen-01");
    await ask<Feed>(alex, FEED);
    expect((await ask<Feed>(alex, FEED)).statements).toEqual([]);
    const created = await alex.post("/api/discussions", {
      title: "Cache check through REST",
      content: "Written by a legacy client.",
      categoryId: "general",
    });
    expect(created.status).toBe(201);
    const feed = await ask<Feed>(alex, FEED);
    expect(feed.body.data!.discussions.edges.map((e) => e.node.title)).toContain("Cache check through REST");
  });

  it("ends a session at the next request once an admin disables the account, even right after a cached answer", async () => {
    const student = restClient(app.fastify);
    expect(
      (await student.post("/api/student/auth", { email: demo.student.email, password: demo.student.password })).status,
    ).toBe(200);
    const ME = `query { currentStudent { email } }`;
    expect((await ask(student, ME)).body).toEqual({ data: { currentStudent: { email: demo.student.email } } });
    expect((await ask(student, ME)).statements).toEqual([]);

    const admin = restClient(app.fastify);
    expect(
      (await admin.post("/api/admin/auth", { email: demo.admin.email, password: demo.admin.password })).status,
    ).toBe(200);
    const { id: databaseId } = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });
    const id = Buffer.from(`Student:${databaseId}`).toString("base64");
    const setActive = `mutation ($id: ID!, $on: Boolean!) { setStudentActive(input: { studentId: $id, isActive: $on }) { student { email } } }`;
    const disabled = await ask(admin, setActive, { id, on: false });
    expect(disabled.body.errors).toBeUndefined();

    const after = await ask(student, ME);
    expect(after.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    await ask(admin, setActive, { id, on: true });
  });

  it("runs every mutation, even one asked again with nothing written in between", async () => {
    // A student's sign-in writes nothing: two browsers signing in the same way both get a session.
    for (const browser of [restClient(app.fastify), restClient(app.fastify)]) {
      const signIn = await ask(
        browser,
        `mutation ($input: StudentLoginInput!) { studentLogin(input: $input) { student { email } } }`,
        {
          input: demo.student,
        },
      );
      expect(signIn.body).toEqual({ data: { studentLogin: { student: { email: demo.student.email } } } });
      expect(browser.cookie).toMatch(/^cyberlab_session=Fe26/);
      expect((await browser.get("/api/student/user")).status).toBe(200);
    }
  });

  it("shows a member who comes online in the next online list, though nothing was written", async () => {
    const ONLINE = `query { onlineUsers { firstName } }`;
    const alex = await member("seed-user-alex-chen-01");
    const before = await ask<{ onlineUsers: { firstName: string }[] }>(alex, ONLINE);
    expect(before.body.data!.onlineUsers.map((u) => u.firstName)).not.toContain("Priya");
    // Any request of a signed-in member counts as being online.
    await (await member("seed-user-priya-patel-04")).graphql(`query { viewer { role } }`);
    const after = await ask<{ onlineUsers: { firstName: string }[] }>(alex, ONLINE);
    expect(after.body.data!.onlineUsers.map((u) => u.firstName)).toContain("Priya");
  });

  it("caches no answer with errors: the next ask reads the database again", async () => {
    const visitor = restClient(app.fastify);
    // The discussions are read, then currentStudent refuses a visitor.
    const MIXED = `query { discussions(first: 2) { edges { node { id } } } currentStudent { email } }`;
    const first = await ask(visitor, MIXED);
    expect(first.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(first.statements.length).toBeGreaterThan(0);
    const second = await ask(visitor, MIXED);
    expect(second.body).toEqual(first.body);
    expect(second.statements.length).toBe(first.statements.length);
  });
});

describe("read cache switched off (READ_CACHE=false)", () => {
  const counter = createStatementCounter();
  const app = useTestApp("pglite", { onStatement: counter.listener, settings: { readCache: false } });

  it("works every query out from the database", async () => {
    const visitor = restClient(app.fastify);
    const counts = [];
    for (let i = 0; i < 2; i++) counts.push((await counter.during(() => visitor.graphql(FEED))).length);
    expect(counts[1]).toBe(counts[0]);
    expect(counts[1]).toBeGreaterThan(0);
  });
});
