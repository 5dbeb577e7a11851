import { type DocumentNode, type ExecutionResult, parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "../../schema/context.js";
import { createStatementCounter } from "../../schema/db/statementCounter.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { createMemoryPresence, PRESENCE_EXPIRY_MS } from "../../schema/presence.js";
import { type App, buildApp } from "../app.js";
import { READ_CACHE_HEADER } from "../readCache.js";
import { createSharedState } from "../sharedState.js";
import { memberClient, restClient } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// The read cache (gateway/readCache.ts) keeps an answer for every viewer alike in what its execution
// read of the viewer, and versions who is online like a table. So the online list, which reads only
// the role and moderator flag its checks need, is worked out once for all members, and again at the
// first request after someone arrives or leaves; an answer that reads the viewer's id stays theirs.
// Presence here runs on a clock the test moves, its expiries swept every few milliseconds.

const ONLINE = `query { onlineUsers { id firstName lastName profileImageUrl specialization } }`;
type Online = { onlineUsers: { firstName: string }[] };
const COURSES = `query { courses(first: 3) { edges { node { title } } } }`;
const FEED = `query { discussions(first: 3) { edges { node { id viewerHasLiked } } } }`;
type Feed = { discussions: { edges: { node: { id: string; viewerHasLiked: boolean } }[] } };
type Body<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

describe.each(testDatabaseKinds)(
  "read cache on %s: answers shared by viewers alike, and who is online versioned",
  (kind) => {
    const counter = createStatementCounter();
    const test = useTestApp(kind, { demoAccounts: true, onStatement: counter.listener });
    let clock = Date.now();
    let gate = Promise.resolve();
    let app: App;
    beforeAll(async () => {
      const shared = await createSharedState({ log: test.fastify.log });
      shared.presence.close();
      const presence = createMemoryPresence({ expiryMs: PRESENCE_EXPIRY_MS, sweepMs: 10, now: () => clock });
      // Each lookup of the online list first waits for the gate the test may close.
      const gated = { ...presence, onlineUserIds: () => gate.then(() => presence.onlineUserIds()) };
      app = await buildApp(test.settings, { db: test.db, shared: { ...shared, presence: gated } });
    });
    afterAll(async () => {
      await app.fastify.close();
    });

    const member = (id: string, isModerator = false) =>
      memberClient({ fastify: app.fastify, prisma: test.prisma }, TEST_SESSION_SECRET, id, isModerator);

    /** A GraphQL call, the statements it sent and whether the cache answered it. */
    async function ask<T>(client: ReturnType<typeof restClient>, query: string) {
      let res!: Awaited<ReturnType<typeof client.graphql>>;
      const statements = await counter.during(async () => {
        res = await client.graphql(query);
      });
      const body = res.body as Body<T>;
      expect(body.errors).toBeUndefined();
      return { data: body.data!, statements, cache: res.headers[READ_CACHE_HEADER] };
    }
    const names = (online: { data: Online }) => online.data.onlineUsers.map((user) => user.firstName).sort();
    /** Long enough for a few sweeps of the presence's 10 ms timer. */
    const sweeps = () => new Promise((resolve) => setTimeout(resolve, 60));

    it("works the online list out once for every member, and again after each arrival and departure", async () => {
      const alex = await member("seed-user-alex-chen-01");
      const maria = await member("seed-user-maria-garcia-02");
      const james = await member("seed-user-james-wilson-03", true);
      // Each one's first request brings them online.
      for (const each of [alex, maria, james]) await each.graphql(`query { viewer { role } }`);

      const first = await ask<Online>(alex, ONLINE);
      expect(first.cache).toBe("miss");
      expect(names(first)).toEqual(["Alex", "James", "Maria"]);
      // Another member, who reads it alike: the same answer, without a statement.
      expect(await ask<Online>(maria, ONLINE)).toEqual({ ...first, statements: [], cache: "hit" });
      // A moderator's checks read the flag differently: their own answer, the same list.
      const moderator = await ask<Online>(james, ONLINE);
      expect(moderator.cache).toBe("miss");
      expect(names(moderator)).toEqual(names(first));

      // Priya arrives: the next answer has her, worked out again once.
      const priya = await member("seed-user-priya-patel-04");
      await priya.graphql(`query { viewer { role } }`);
      const arrived = await ask<Online>(maria, ONLINE);
      expect(arrived.cache).toBe("miss");
      expect(names(arrived)).toEqual(["Alex", "James", "Maria", "Priya"]);
      expect((await ask<Online>(alex, ONLINE)).cache).toBe("hit");

      // Sam arrives, and two boards ask while the first is working the list out: the second waits for
      // it (on PGlite, which runs one operation at a time, it waits its turn and finds it kept).
      await (await member("seed-user-sam-okafor-05")).graphql(`query { viewer { role } }`);
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      const asking = alex.graphql(ONLINE);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const waiting = maria.graphql(ONLINE);
      await new Promise((resolve) => setTimeout(resolve, 50));
      open();
      const together = await Promise.all([asking, waiting]);
      expect(together.map((res) => res.headers[READ_CACHE_HEADER])).toEqual(["miss", "hit"]);
      expect(together[1]!.body).toEqual(together[0]!.body);
      expect(names({ data: (together[0]!.body as Body<Online>).data! })).toContain("Sam");

      // A minute on, Alex, Maria and James are active again; 40 s later the others have been away past the expiry.
      clock += 60_000;
      for (const each of [alex, maria, james]) await each.graphql(`query { viewer { role } }`);
      clock += 40_000;
      await sweeps();
      const left = await ask<Online>(alex, ONLINE);
      expect(left.cache).toBe("miss");
      expect(names(left)).toEqual(["Alex", "James", "Maria"]);
      // (Sam, not active again either, has left with Priya.)
      expect(names(await ask<Online>(maria, ONLINE))).toEqual(["Alex", "James", "Maria"]);
    });

    it("shares an answer that reads nothing of the viewer among viewers of one role, not across roles", async () => {
      const alex = await member("seed-user-alex-chen-01");
      const maria = await member("seed-user-maria-garcia-02");
      const courses = await ask(alex, COURSES);
      // (Signing the clients in above wrote their accounts: Maria's session is checked again.)
      const again = await ask(maria, COURSES);
      expect(again.cache).toBe("hit");
      expect(again.data).toEqual(courses.data);

      const student = restClient(app.fastify);
      const signIn = await student.post("/api/student/auth", {
        email: demo.student.email,
        password: demo.student.password,
      });
      expect(signIn.status).toBe(200);
      // The same courses, but a student's checks read another role: not the members' answer.
      const asStudent = await ask(student, COURSES);
      expect(asStudent.cache).toBe("miss");
      expect(asStudent.data).toEqual(courses.data);
      // Signed out is apart from any signed-in viewer.
      expect((await ask(restClient(app.fastify), COURSES)).cache).toBe("miss");
    });

    it("keeps an answer that reads the viewer's id to that viewer", async () => {
      const alex = await member("seed-user-alex-chen-01");
      const maria = await member("seed-user-maria-garcia-02");
      const feed = await ask<Feed>(alex, FEED);
      const top = feed.data.discussions.edges[0]!.node;
      const like = `mutation ($id: ID!) { likeDiscussion(input: { discussionId: $id }) { discussion { id } } }`;
      expect((await maria.graphql(like, { id: top.id })).status).toBe(200);

      const alexAgain = await ask<Feed>(alex, FEED);
      expect(alexAgain.data.discussions.edges[0]!.node).toEqual({ id: top.id, viewerHasLiked: false });
      expect((await ask<Feed>(alex, FEED)).cache).toBe("hit");
      // Maria asks the same document: Alex's answer is not hers.
      const hers = await ask<Feed>(maria, FEED);
      expect(hers.cache).toBe("miss");
      expect(hers.data.discussions.edges[0]!.node).toEqual({ id: top.id, viewerHasLiked: true });

      const you = `query { viewer { firstName } }`;
      expect((await alex.graphql(you)).body).toEqual({ data: { viewer: { firstName: "Alex" } } });
      const mariaYou = await ask<{ viewer: { firstName: string } }>(maria, you);
      expect(mariaYou.cache).toBe("miss");
      expect(mariaYou.data).toEqual({ viewer: { firstName: "Maria" } });
      await maria.graphql(
        `mutation ($id: ID!) { unlikeDiscussion(input: { discussionId: $id }) { discussion { id } } }`,
        {
          id: top.id,
        },
      );
    });

    it("keeps per viewer what an operation works out after another under the same context (a REST call's)", async () => {
      // Pothos keeps the first operation's authorization scopes for the next, which then reads
      // nothing of the viewer: its answer must not be served to a viewer of another role.
      const QUEUE = parse(`{ moderationQueue(first: 2) { edges { node { openFlags } } } }`);
      const run = async (asViewer: Viewer, documents: DocumentNode[]) => {
        const { contextFactory, execute, schema } = app.yoga.getEnveloped({ asViewer });
        const contextValue = await contextFactory();
        const results = [];
        for (const document of documents) results.push(await execute({ schema, document, contextValue }));
        return results as ExecutionResult[];
      };
      const james = await member("seed-user-james-wilson-03", true);
      expect((await james.graphql(`{ viewer { isModerator } }`)).body).toEqual({
        data: { viewer: { isModerator: true } },
      });
      const moderator: Viewer = { id: "seed-user-james-wilson-03", role: "COMMUNITY", isModerator: true };
      const [, queue] = await run(moderator, [parse(`{ viewer { role } }`), QUEUE]);
      expect(queue!.errors).toBeUndefined();

      const [refused] = await run({ id: "seed-user-alex-chen-01", role: "COMMUNITY" }, [QUEUE]);
      expect(refused!.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    });
  },
);
