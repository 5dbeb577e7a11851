import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaClient } from "../testing/schemaClient.js";
import { createSeededDatabase, type SeededDatabase } from "../testing/seededDatabase.js";
import { testDatabaseKinds } from "../testing/testDatabases.js";

type Edge = { node: { id: string; title: string; isPinned: boolean; likesCount: number; category: { slug: string } } };
type Page = { discussions: { edges: Edge[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

const DISCUSSIONS = /* GraphQL */ `
  query ($first: Int, $after: String, $category: ID, $search: String, $orderBy: DiscussionOrder) {
    discussions(first: $first, after: $after, categoryId: $category, search: $search, orderBy: $orderBy) {
      edges {
        node {
          id
          title
          isPinned
          likesCount
          category {
            slug
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

describe.each(testDatabaseKinds)("GraphQL reads on %s", (kind) => {
  let seeded: SeededDatabase;
  let gql: ReturnType<typeof schemaClient>;
  beforeAll(async () => {
    seeded = await createSeededDatabase(kind);
    gql = schemaClient(seeded.db.prisma);
  });
  afterAll(() => seeded.close());

  it("lists the catalogue courses with the spec's figures", async () => {
    type Course = { databaseId: number; title: string; level: string; durationWeeks: number; price: number };
    const res = await gql<{ courses: { totalCount: number; edges: { node: Course }[] } }>(
      `{ courses { totalCount edges { node { databaseId title level durationWeeks price } } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.courses.totalCount).toBe(3);
    expect(res.data?.courses.edges.map((e) => e.node)).toEqual([
      { databaseId: 1, title: "IT Infrastructure Engineering", level: "Beginner", durationWeeks: 16, price: 99.99 },
      { databaseId: 2, title: "IT Security Engineering", level: "Intermediate", durationWeeks: 24, price: 149.99 },
      { databaseId: 3, title: "Security Architecture Design", level: "Advanced", durationWeeks: 52, price: 299.99 },
    ]);
  });

  it("resolves any object by its global id through node", async () => {
    const { data } = await gql<{ courses: { edges: { node: { id: string } }[] } }>(
      `{ courses { edges { node { id } } } }`,
    );
    const id = data?.courses.edges[1]?.node.id;
    const res = await gql<{ node: { title: string } }>(
      `query ($id: ID!) { node(id: $id) { ... on Course { title } } }`,
      { id },
    );
    expect(res.data?.node.title).toBe("IT Security Engineering");
  });

  it("lists categories with their discussion counts", async () => {
    const res = await gql<{ categories: { slug: string; name: string; discussionCount: number }[] }>(
      `{ categories { slug name discussionCount } }`,
    );
    const total = await seeded.db.prisma.discussion.count();
    expect(res.data?.categories.map((c) => c.name)).toEqual([
      "Lab Help",
      "Study Groups",
      "Assignments",
      "General Discussion",
    ]);
    expect(res.data?.categories.reduce((sum, c) => sum + c.discussionCount, 0)).toBe(total);
  });

  it("reads a track's module cards with the catalogue's totals", async () => {
    const res = await gql<{
      infra: { totalLessons: number; totalHours: number; modules: { number: number }[] };
      sec: {
        totalLessons: number;
        labExercises: number;
        modules: { status: string; path: string | null; progress: number; completed: boolean }[];
      };
    }>(
      `{ infra: track(slug: "infrastructure") { totalLessons totalHours modules { number } }
         sec: track(slug: "security") { totalLessons labExercises modules { status path progress completed } } }`,
    );
    expect(res.data?.infra).toEqual({
      totalLessons: 155,
      totalHours: 36,
      modules: [1, 2, 3, 4, 6, 7, 8].map((number) => ({ number })),
    });
    expect(res.data?.sec.totalLessons).toBe(12 + 16 + 14 + 18 + 15 + 16 + 10 + 13 + 18);
    expect(res.data?.sec.labExercises).toBe(126);
    expect(res.data?.sec.modules.at(-1)).toEqual({ status: "LOCKED", path: null, progress: 0, completed: false });
  });

  it("narrows discussions by category and search on the server", async () => {
    const lab = await gql<Page>(DISCUSSIONS, { category: Buffer.from("Category:lab").toString("base64") });
    expect(lab.data?.discussions.edges.length).toBeGreaterThan(0);
    expect(lab.data?.discussions.edges.every((e) => e.node.category.slug === "lab")).toBe(true);

    const found = await gql<Page>(DISCUSSIONS, { search: "group POLICY" });
    expect(found.data?.discussions.edges.map((e) => e.node.title)).toEqual([
      "Active Directory lab: Group Policy not applying to the Sales OU",
    ]);
    const none = await gql<Page>(DISCUSSIONS, { search: "no discussion mentions this" });
    expect(none.data?.discussions.edges).toEqual([]);
  });

  it("orders discussions, pinned first, by popularity or age", async () => {
    const popular = await gql<Page>(DISCUSSIONS, { orderBy: "POPULAR" });
    const nodes = popular.data?.discussions.edges.map((e) => e.node) ?? [];
    expect(nodes[0]?.isPinned).toBe(true);
    const likes = nodes.filter((n) => !n.isPinned).map((n) => n.likesCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));

    const newest = await gql<Page>(DISCUSSIONS, { orderBy: "NEWEST" });
    const rows = await seeded.db.prisma.discussion.findMany({ orderBy: [{ isPinned: "desc" }, { createdAt: "desc" }] });
    expect(newest.data?.discussions.edges.map((e) => e.node.title)).toEqual(rows.map((r) => r.title));
  });

  it("pages through discussions with cursors", async () => {
    const all = await gql<Page>(DISCUSSIONS, { first: 100 });
    const titles: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Awaited<ReturnType<typeof gql<Page>>> = await gql<Page>(DISCUSSIONS, { first: 2, after });
      titles.push(...(page.data?.discussions.edges.map((e) => e.node.title) ?? []));
      if (!page.data?.discussions.pageInfo.hasNextPage) break;
      after = page.data.discussions.pageInfo.endCursor;
    }
    expect(titles).toEqual(all.data?.discussions.edges.map((e) => e.node.title));
  });

  it("rejects an over-long search with an error naming the argument", async () => {
    const res = await gql<Page>(DISCUSSIONS, { search: "x".repeat(201) });
    expect(res.data?.discussions ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/search/);
  });

  it("answers false for viewerHasLiked when signed out", async () => {
    const res = await gql<{ discussions: { edges: { node: { viewerHasLiked: boolean } }[] } }>(
      `{ discussions(first: 3) { edges { node { viewerHasLiked } } } }`,
    );
    expect(res.data?.discussions.edges.every((e) => e.node.viewerHasLiked === false)).toBe(true);
  });
});
