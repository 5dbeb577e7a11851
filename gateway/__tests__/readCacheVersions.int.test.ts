import { describe, expect, it } from "vitest";
import { ANY_TABLE, recordingBatchedReads, recordingReads, tableOf } from "../../schema/db/readTables.js";
import { createStatementCounter } from "../../schema/db/statementCounter.js";
import { READ_CACHE_HEADER } from "../readCache.js";
import { memberClient, restClient } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// Versions per table (gateway/readCache.ts): a write leaves cached the answers that read none of
// the tables it changed, and refreshes every answer that read one of them. Statements are counted
// at the driver; the response header tells whether the cache answered.

const COURSES = `query { courses(first: 5) { edges { node { title level } } } }`;
const CATEGORIES = `query { categories { name discussionCount } }`;
const LESSON = `query ($slug: String!) { lessonPage(slug: $slug) { title totalLessons } }`;
const FEED = `query { discussions(first: 5) { edges { node { id title likesCount viewerHasLiked category { name } } } } }`;
type FeedNode = { id: string; title: string; likesCount: number; viewerHasLiked: boolean; category: { name: string } };
type Feed = { discussions: { edges: { node: FeedNode }[] } };
type Body<T> = { data?: T; errors?: { message: string }[] };

describe("read cache versions per table", () => {
  const counter = createStatementCounter();
  const app = useTestApp("pglite", { onStatement: counter.listener });

  const member = (id: string, isModerator = false) => memberClient(app, TEST_SESSION_SECRET, id, isModerator);

  /** A GraphQL call, the statements it sent and whether the cache answered it. */
  async function ask<T>(client: ReturnType<typeof restClient>, query: string, variables?: Record<string, unknown>) {
    let res!: Awaited<ReturnType<typeof client.graphql>>;
    const statements = await counter.during(async () => {
      res = await client.graphql(query, variables);
    });
    const body = res.body as Body<T>;
    expect(body.errors).toBeUndefined();
    return { data: body.data!, statements, cache: res.headers[READ_CACHE_HEADER] };
  }

  const like = `mutation ($id: ID!) { likeDiscussion(input: { discussionId: $id }) { discussion { likesCount } } }`;

  it("keeps the courses and a lesson page cached across a like, and shows the like in the next feed", async () => {
    const alex = await member("seed-user-alex-chen-01");
    const maria = await member("seed-user-maria-garcia-02");
    const lesson = { slug: "it-fundamentals" };
    const courses = await ask(alex, COURSES);
    const page = await ask(alex, LESSON, lesson);
    const feed = await ask<Feed>(alex, FEED);
    expect([courses.cache, page.cache, feed.cache]).toEqual(["miss", "miss", "miss"]);
    expect(courses.statements.length).toBeGreaterThan(0);

    const top = feed.data.discussions.edges[0]!.node;
    await maria.graphql(like, { id: top.id });

    const coursesAgain = await ask(alex, COURSES);
    expect(coursesAgain).toEqual({ ...courses, statements: [], cache: "hit" });
    const pageAgain = await ask(alex, LESSON, lesson);
    expect(pageAgain).toEqual({ ...page, statements: [], cache: "hit" });
    const feedAgain = await ask<Feed>(alex, FEED);
    expect(feedAgain.cache).toBe("miss");
    expect(feedAgain.statements.length).toBeGreaterThan(0);
    expect(feedAgain.data.discussions.edges[0]!.node).toEqual({ ...top, likesCount: top.likesCount + 1 });
    expect((await ask<Feed>(alex, FEED)).cache).toBe("hit");
  });

  it("refreshes every answer that read a table at the first request after a write to it, and only those", async () => {
    const visitor = restClient(app.fastify);
    const feed = await ask<Feed>(visitor, FEED);
    const categories = await ask<{ categories: { name: string }[] }>(visitor, CATEGORIES);
    await ask(visitor, COURSES);
    const renamed = feed.data.discussions.edges[0]!.node.category;

    // A category renamed (a write to the Category table only): both answers that show it change.
    const category = await app.prisma.category.findFirstOrThrow({ where: { name: renamed.name } });
    await app.prisma.category.update({ where: { id: category.id }, data: { name: `${category.name} (renamed)` } });

    const feedAfter = await ask<Feed>(visitor, FEED);
    expect(feedAfter.cache).toBe("miss");
    expect(feedAfter.data.discussions.edges[0]!.node.category.name).toBe(`${renamed.name} (renamed)`);
    const categoriesAfter = await ask<{ categories: { name: string }[] }>(visitor, CATEGORIES);
    expect(categoriesAfter.cache).toBe("miss");
    expect(categoriesAfter.data.categories.map((c) => c.name)).toEqual(
      categories.data.categories.map((c) => (c.name === renamed.name ? `${c.name} (renamed)` : c.name)),
    );
    expect((await ask(visitor, COURSES)).statements).toEqual([]);
    await app.prisma.category.update({ where: { id: category.id }, data: { name: category.name } });
  });

  it("refreshes every answer after a write whose tables cannot be told from its text", async () => {
    const visitor = restClient(app.fastify);
    await ask(visitor, COURSES);
    expect((await ask(visitor, COURSES)).cache).toBe("hit");
    // A statement writeSignal cannot attribute to a table: it counts as a write to any table.
    await app.prisma.$executeRawUnsafe(`WITH touched AS (UPDATE "Course" SET "level" = "level" RETURNING 1) SELECT 1`);
    const after = await ask(visitor, COURSES);
    expect(after.cache).toBe("miss");
    expect(after.statements.length).toBeGreaterThan(0);
  });

  it("never serves a member an answer cached under a role they no longer hold", async () => {
    // The queue reads flags and posts, not the accounts table: only the viewer's role tells it apart.
    const QUEUE = `{ moderationQueue(first: 5) { edges { node { openFlags } } } }`;
    const id = "seed-user-james-wilson-03";
    const james = await member(id, true);
    expect((await ask(james, QUEUE)).cache).toBe("miss");
    expect((await ask(james, QUEUE)).cache).toBe("hit");

    await app.prisma.user.update({ where: { id }, data: { isModerator: false } });
    const refused = await james.graphql(QUEUE);
    expect(refused.headers[READ_CACHE_HEADER]).not.toBe("hit");
    expect((refused.body as Body<unknown>).errors?.[0]?.message).toBeTruthy();
  });

  it("records for each caller the reads Prisma batches across callers", async () => {
    const client = recordingBatchedReads(app.prisma);
    const [first, second] = await app.prisma.discussion.findMany({ take: 2, select: { id: true } });
    const reads = [new Set<string>(), new Set<string>()];
    // Asked in the same tick: Prisma sends one statement, in the first caller's context.
    await Promise.all([
      recordingReads(reads[0]!, () => client.discussion.findUnique({ where: { id: first!.id } })),
      recordingReads(reads[1]!, () =>
        client.discussion.findUnique({ where: { id: second!.id }, select: { author: { select: { id: true } } } }),
      ),
    ]);
    expect(reads[0]).toContain(tableOf("Discussion"));
    expect(reads[1]).toContain(tableOf("Discussion"));
    expect(reads[1]).toContain(tableOf("User"));
    expect(reads[1]).not.toContain(ANY_TABLE);
  });
});
