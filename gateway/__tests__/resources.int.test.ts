import { beforeAll, describe, expect, it } from "vitest";
import { graphqlAnswer, restClient, sessionCookieFor, type RestClient } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// The resource library (/resources): every module's slides and readings for anyone, lab guides for
// students only; search by every word, filters by track, module and kind; a page at a time.

const LIBRARY = `query ($search: String, $track: String, $lessonPage: String, $kind: ResourceKind, $first: Int = 100, $after: String) {
  resources(first: $first, after: $after, search: $search, track: $track, lessonPage: $lessonPage, kind: $kind) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id kind title detail href lessonPageSlug trackSlug moduleNumber } } } }`;

type Library = {
  resources: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: Record<string, string | number> }[];
  };
};

describe("the resource library", () => {
  const app = useTestApp("pglite", { demoAccounts: true });
  let student: RestClient;
  let community: RestClient;
  const visitor = () => restClient(app.fastify, "");
  const ask = async (client: RestClient, variables: Record<string, unknown> = {}) => {
    const answer = await graphqlAnswer<Library>(client, LIBRARY, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!.resources;
  };

  beforeAll(async () => {
    const s = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } });
    student = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, s));
    const c = await app.prisma.user.findFirstOrThrow({ where: { role: "COMMUNITY", deletedAt: null } });
    community = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, c));
  });

  it("gives visitors and members every module's slides and readings, and no lab guide even when asked", async () => {
    const pages = await app.prisma.lessonPage.count();
    const readings = await app.prisma.lessonReading.count();
    for (const client of [visitor(), community]) {
      const all = await ask(client);
      expect(all.totalCount).toBe(pages + readings);
      // At most 100 a page: the rest follow by cursor.
      expect(all.edges.length).toBe(Math.min(100, pages + readings));
      expect(new Set(all.edges.map((e) => e.node.kind))).toEqual(new Set(["SLIDES", "READING"]));
      expect((await ask(client, { kind: "LAB_GUIDE" })).totalCount).toBe(0);
    }
  });

  it("gives a student the lab guides too, without the lab's task or answer", async () => {
    const labs = await app.prisma.lessonLab.count();
    const guides = await ask(student, { kind: "LAB_GUIDE" });
    expect(guides.totalCount).toBe(labs);
    const first = guides.edges[0]!.node;
    expect(first).toMatchObject({ kind: "LAB_GUIDE", href: `/${first.lessonPageSlug}?tab=resources` });
    const challenges = await app.prisma.labChallenge.findMany({ select: { question: true, answerHash: true } });
    const text = JSON.stringify(guides);
    for (const { question, answerHash } of challenges) {
      expect(text).not.toContain(question);
      expect(text).not.toContain(answerHash);
    }
  });

  it("filters by track, module and kind, in track and module order, slides first", async () => {
    const security = await ask(visitor(), { track: "security" });
    expect(security.edges.every((e) => e.node.trackSlug === "security")).toBe(true);
    const numbers = security.edges.map((e) => Number(e.node.moduleNumber));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const module = await ask(visitor(), { lessonPage: "it-fundamentals" });
    expect(module.edges.map((e) => e.node.kind)).toEqual(["SLIDES", "READING", "READING", "READING"]);
    expect(module.edges[0]!.node).toMatchObject({
      title: "IT Fundamentals: slides",
      href: "/api/lessons/it-fundamentals/slides.pdf",
    });
    expect((await ask(visitor(), { lessonPage: "it-fundamentals", track: "security" })).totalCount).toBe(0);
    expect((await ask(visitor(), { lessonPage: "no-such-page" })).totalCount).toBe(0);
  });

  it("searches every word in title, description, facts and module, case-insensitively", async () => {
    const reading = await app.prisma.lessonReading.findFirstOrThrow({ where: { lessonPageId: "network-security" } });
    const found = await ask(visitor(), { search: `  ${reading.author.toUpperCase()}   ${reading.isbn} ` });
    expect(found.edges.map((e) => e.node.id)).toContain(`reading:${reading.id}`);
    expect(found.edges.every((e) => String(e.node.detail).includes(reading.isbn))).toBe(true);
    expect((await ask(visitor(), { search: "zzqx no such words" })).totalCount).toBe(0);
    const tooLong = await graphqlAnswer(visitor(), LIBRARY, { search: "x".repeat(201) });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("pages through the list with cursors, each resource once", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Library["resources"] = await ask(visitor(), { first: 10, after });
      seen.push(...page.edges.map((e) => String(e.node.id)));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const { totalCount } = await ask(visitor(), { first: 1 });
    expect(seen.length).toBe(totalCount);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
