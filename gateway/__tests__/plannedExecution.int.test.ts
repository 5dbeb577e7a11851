import { readFileSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { FEED_QUERY } from "../../bench/lib/floor.js";
import { createStatementCounter } from "../../schema/db/statementCounter.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { restClient, sessionCookieFor } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// The planned executor (schema/plans/documentPlans.ts) answers the board's first pages from one
// statement, without graphql-js. Its answers must be graphql-js's: every document here is asked of
// two apps on the same database, one planning and one not (PLANNED_EXECUTION=false), as several
// viewers, after writes that change what each viewer reads (a hidden post, a deleted one, likes,
// flags), and compared whole. Each also says whether it was planned: its statements are then
// findManySql's one statement (its tables named t0, t1 …), never Prisma's, with a signed-in
// viewer's session check read in the same statement.

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

/** Every field of a card a plan can answer, through a fragment, aliases and __typename at each level. */
const EVERY_FIELD = `query Board($category: ID, $order: DiscussionOrder, $first: Int, $unanswered: Boolean) {
  __typename
  board: discussions(first: $first, categoryId: $category, orderBy: $order, unanswered: $unanswered) {
    __typename
    edges { __typename cursor node { ...Card headline: title } }
    pageInfo { __typename hasNextPage hasPreviousPage startCursor endCursor }
  }
}
fragment Card on Discussion {
  __typename id title content isHidden hiddenReason isDeleted editedAt viewerIsAuthor isAnswered
  viewerCanAcceptAnswer viewerHasFlagged viewerCanModerate createdAt lastActivityAt likesCount commentsCount
  viewsCount isUrgent isPinned isLocked viewerHasLiked
  category { __typename id slug name color icon }
  author { __typename id firstName lastName profileImageUrl specialization isDeleted }
  acceptedAnswer { __typename id content createdAt }
  ... on Discussion { author { id } }
}`;

type Answer = { status: number; body: { data?: unknown; errors?: unknown } };

/** The document a web screen sends for a Relay operation (its persisted text, by the artifact's id). */
function persistedDocument(name: string): string {
  const root = path.join(import.meta.dirname, "../..");
  const artifact = readFileSync(path.join(root, "web/src/__generated__", `${name}.graphql.ts`), "utf8");
  const id = /"id": "([0-9a-f]+)"/.exec(artifact)![1]!;
  const documents = JSON.parse(
    readFileSync(path.join(root, "gateway/security/persistedDocuments.json"), "utf8"),
  ) as Record<string, string>;
  return documents[id]!;
}

describe.each(testDatabaseKinds)("the planned executor on %s", (kind) => {
  const counter = createStatementCounter();
  // The read cache off: each answer is worked out, by one executor or the other.
  // What the app logs: a plan that fails for another reason than the values it was given says so.
  const logged: { msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) logged.push(JSON.parse(line) as { msg: string });
      done();
    },
  });
  const logger = pino({ level: "warn" }, sink) as FastifyBaseLogger;
  const app = useTestApp(kind, { onStatement: counter.listener, settings: { readCache: false }, logger });
  let reference: FastifyInstance;
  const viewers: Record<string, string> = {};

  beforeAll(async () => {
    reference = (await app.another({ settings: { readCache: false, plannedExecution: false } })).fastify;
    const cookie = async (id: string, isModerator = false) => {
      const user = await app.prisma.user.update({ where: { id }, data: { isModerator } });
      return sessionCookieFor(TEST_SESSION_SECRET, user);
    };
    // What changes what each viewer reads: a post hidden with a reason (its author and moderators
    // read the reason, moderators its text), one deleted by its author, the member's like and flag,
    // an answered question, an edit.
    const author = "seed-user-james-wilson-03";
    const [hidden, deleted, liked, answered] = await Promise.all(
      ["hidden", "deleted", "liked", "answered"].map((name, i) =>
        app.prisma.discussion.create({
          data: {
            id: `planned-${name}`,
            title: `Planned ${name}`,
            content: `About ${name}`,
            categoryId: i % 2 ? "general" : "lab",
            authorId: author,
            isUrgent: i === 0,
            createdAt: new Date(Date.UTC(2026, 10, 20, 10, i, 0, 7)),
            activityAt: new Date(Date.UTC(2026, 10, 20, 10, i, 0, 7)),
          },
        }),
      ),
    );
    viewers["signed out"] = "";
    viewers.member = await cookie("seed-user-alex-chen-01");
    viewers.moderator = await cookie("seed-user-maria-garcia-02", true);
    viewers.author = await cookie(hidden!.authorId);
    await app.prisma.discussion.update({
      where: { id: hidden!.id },
      data: { hiddenAt: new Date(), hiddenReason: "Off topic", editedAt: new Date("2026-11-02T10:00:00.123Z") },
    });
    await app.prisma.discussion.update({ where: { id: deleted!.id }, data: { deletedAt: new Date() } });
    await app.prisma.like.create({ data: { userId: "seed-user-alex-chen-01", discussionId: liked!.id } });
    await app.prisma.flag.create({
      data: { userId: "seed-user-alex-chen-01", discussionId: liked!.id, reason: "SPAM" },
    });
    const reply = await app.prisma.reply.create({
      data: { discussionId: answered!.id, authorId: "seed-user-alex-chen-01", content: "Try nmap -sV" },
    });
    await app.prisma.discussion.update({
      where: { id: answered!.id },
      data: { acceptedReplyId: reply.id, categoryId: "lab" },
    });
  });

  /** The answers of both apps, and whether the planning one planned it. */
  async function both(viewer: string, query: string, variables: Record<string, unknown> = {}) {
    const ask = async (fastify: FastifyInstance): Promise<Answer> => {
      const res = await restClient(fastify, viewers[viewer]).graphql(query, variables);
      return { status: res.status, body: res.body as Answer["body"] };
    };
    let planned!: Answer;
    const statements = await counter.during(async () => {
      planned = await ask(app.fastify);
    });
    const expected = await ask(reference);
    const wasPlanned = statements.some((sql) => /FROM "Discussion" t0 /.test(sql));
    return { planned, expected, statements, wasPlanned };
  }

  const cases: [string, Record<string, unknown>][] = [
    ["the latest activity", {}],
    ["newest, one category", { order: "NEWEST", category: globalId("Category", "lab") }],
    ["most liked", { order: "POPULAR", first: 100 }],
    ["unanswered questions", { unanswered: true, first: 5 }],
    ["one discussion, a next page", { first: 1 }],
    ["a category with nothing in it", { category: globalId("Category", "no-such-category") }],
  ];

  for (const viewer of ["signed out", "member", "moderator", "author"]) {
    it.each(cases)(`answers %s for the ${viewer} as graphql-js does`, async (_name, variables) => {
      const { planned, expected, statements, wasPlanned } = await both(viewer, EVERY_FIELD, variables);
      expect(planned).toEqual(expected);
      expect(planned.body.errors).toBeUndefined();
      expect(wasPlanned).toBe(true);
      // One statement, the session check (when signed in) in it; a page that finds nothing brings no
      // check back, which then runs on its own.
      const signedIn = viewer !== "signed out";
      const empty = variables.category === globalId("Category", "no-such-category");
      expect(statements).toHaveLength(signedIn && empty ? 2 : 1);
      expect(statements[0]!.includes('row_to_json(b) FROM (SELECT json_build_array(t0."id"')).toBe(signedIn);
    });
  }

  // The web's list query as the board sends it when a filter changes (its persisted document):
  // the categories beside the page, both planned, one statement each.
  const webList = persistedDocument("DiscussionListPaginationQuery");
  const webCases: [string, Record<string, unknown>][] = [
    ["its first filter", { count: 10 }],
    ["a category", { count: 10, categoryId: globalId("Category", "general") }],
    ["most liked", { count: 10, orderBy: "POPULAR" }],
    ["unanswered questions", { count: 10, unanswered: true }],
  ];
  it.each(webCases)("answers the board's list query for %s as graphql-js does", async (_name, variables) => {
    const { planned, expected, statements, wasPlanned } = await both("moderator", webList, variables);
    expect(planned).toEqual(expected);
    expect(planned.body.errors).toBeUndefined();
    expect(wasPlanned).toBe(true);
    // The categories with the session check, and the page.
    expect(statements).toHaveLength(2);
    expect(statements.some((sql) => /FROM "Category" t0 /.test(sql))).toBe(true);
  });

  it("answers the feed benchmark's query in one statement, the session check in it", async () => {
    const { planned, expected, statements, wasPlanned } = await both("member", FEED_QUERY);
    expect(planned).toEqual(expected);
    expect(wasPlanned).toBe(true);
    expect(statements).toHaveLength(1);
  });

  // A planned read carries the session check in its first statement, for the viewer the session
  // claims: its answer is kept only if the check confirms that viewer.
  it("answers a session that no longer stands as signed out, not with what was read for its claim", async () => {
    const member = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    // Signed out everywhere since: the cookie's session version is behind the account's.
    viewers.stale = await sessionCookieFor(TEST_SESSION_SECRET, {
      ...member,
      sessionVersion: member.sessionVersion - 1,
    });
    const { planned, expected, statements } = await both("stale", EVERY_FIELD, { first: 100 });
    expect(planned).toEqual(expected);
    expect(planned).toEqual((await both("signed out", EVERY_FIELD, { first: 100 })).planned);
    const liked = (planned.body as { data: { board: { edges: { node: { viewerHasLiked: boolean } }[] } } }).data.board;
    expect(liked.edges.some((edge) => edge.node.viewerHasLiked)).toBe(false);
    // The read for the claimed member with the check (dropped), and the read for nobody.
    expect(statements).toHaveLength(2);
  });

  it("answers a moderator whose role was taken away since signing in as the member they now are", async () => {
    const author = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-james-wilson-03" } });
    expect(author.isModerator).toBe(false);
    viewers.demoted = await sessionCookieFor(TEST_SESSION_SECRET, { ...author, isModerator: true });
    const { planned, expected, statements } = await both("demoted", EVERY_FIELD, { first: 100 });
    expect(planned).toEqual(expected);
    expect(planned).toEqual((await both("author", EVERY_FIELD, { first: 100 })).planned);
    expect(statements).toHaveLength(2);
  });

  it("shows each viewer what changes for them: hidden texts, reasons, their likes and flags", async () => {
    const query = `{ discussions(first: 100) { edges { node { title hiddenReason viewerHasLiked viewerHasFlagged } } } }`;
    type Nodes = { data: { discussions: { edges: { node: Record<string, unknown> }[] } } };
    const nodes = async (viewer: string) =>
      ((await both(viewer, query)).planned.body as Nodes).data.discussions.edges.map((edge) => edge.node);
    // A hidden post is off the board for everyone but moderators, who read its text and reason.
    expect((await nodes("moderator")).some((node) => node.hiddenReason === "Off topic")).toBe(true);
    expect((await nodes("member")).some((node) => node.title === "[hidden]" || node.hiddenReason !== null)).toBe(false);
    expect((await nodes("member")).some((node) => node.title === "[deleted]")).toBe(true);
    const member = await nodes("member");
    expect(member.some((node) => node.viewerHasLiked === true && node.viewerHasFlagged === true)).toBe(true);
    expect((await nodes("author")).some((node) => node.viewerHasLiked === true)).toBe(false);
  });

  const declined: [string, string, Record<string, unknown>][] = [
    ["a search", EVERY_FIELD.replace("unanswered: $unanswered", 'unanswered: $unanswered, search: "nmap"'), {}],
    [
      "a later page",
      `query ($after: String) { discussions(first: 2, after: $after) { edges { cursor node { id } } } }`,
      { after: Buffer.from("GPC:S:x").toString("base64") },
    ],
    ["the total count", `{ discussions(first: 3) { totalCount edges { node { id } } } }`, {}],
    [
      "a directive",
      `query ($more: Boolean!) { discussions(first: 3) { edges { node { id title @include(if: $more) } } } }`,
      { more: true },
    ],
    [
      "a root field without a planned read",
      `{ discussionStats { total } discussions(first: 3) { edges { node { id } } } }`,
      {},
    ],
    // Planned, but its count is no column: every root field is checked before any is read, so the
    // board's page is not read for nothing either.
    [
      "a count of a relation",
      `{ categories { id discussionCount } discussions(first: 3) { edges { node { id } } } }`,
      {},
    ],
    [
      "a field with arguments",
      `{ discussions(first: 3) { edges { node { id replies(first: 1) { totalCount } } } } }`,
      {},
    ],
    ["a list", `{ discussions(first: 3) { edges { node { id mentionedMembers { id } } } } }`, {}],
  ];
  it.each(declined)("leaves %s to graphql-js, with the same answer", async (_name, query, variables) => {
    const { planned, expected, wasPlanned } = await both("member", query, variables);
    expect(planned).toEqual(expected);
    expect(planned.body.errors).toBeUndefined();
    expect(wasPlanned).toBe(false);
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ["a page over the maximum", { first: 101 }, "first: at most 100 items per page"],
    ["a negative page", { first: -1 }, "first: must be 0 or more"],
    ["a category id of another type", { category: globalId("User", "seed-user-alex-chen-01") }, ""],
    ["a category id that is no global id", { category: "not-an-id" }, ""],
  ];
  it.each(refused)("refuses %s as graphql-js does", async (_name, variables, message) => {
    const { planned, expected, wasPlanned } = await both("member", EVERY_FIELD, variables);
    expect(planned).toEqual(expected);
    expect(planned.body.errors).toBeDefined();
    if (message) expect(JSON.stringify(planned.body.errors)).toContain(message);
    expect(wasPlanned).toBe(false);
  });

  it("never fell back for another reason than a value it does not plan", () => {
    expect(logged.filter((entry) => /planned/.test(entry.msg))).toEqual([]);
  });
});
