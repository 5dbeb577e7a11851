import { beforeAll, describe, expect, it } from "vitest";
import { mentionMarkdown } from "../../schema/rules/mentions.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { restClient, sessionCookieFor } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// The members directory, a member's public profile, the @ suggestions and the members a post
// mentions: who may read them, what a search finds, the orders and pages, and never an e-mail.

type Client = ReturnType<typeof restClient>;
type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
type Member = {
  id: string;
  databaseId: string;
  firstName: string;
  lastName: string;
  isOnline: boolean;
  discussionsCount: number;
  repliesCount: number;
};
type Page = {
  members: {
    totalCount: number;
    edges: { cursor: string; node: Member }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

const DIRECTORY = `query ($first: Int, $after: String, $search: String, $onlineOnly: Boolean, $sort: MemberOrder) {
  members(first: $first, after: $after, search: $search, onlineOnly: $onlineOnly, sort: $sort) {
    totalCount
    edges { cursor node { id databaseId firstName lastName isOnline discussionsCount repliesCount } }
    pageInfo { hasNextPage endCursor }
  } }`;
const PROFILE = `query ($id: ID!) { member(id: $id) {
  id firstName lastName specialization bio skills memberSince isOnline discussionsCount repliesCount
  recentDiscussions { id title } recentReplies { id content discussion { id title } } } }`;
const SUGGEST = `query ($search: String!, $first: Int) { memberSuggestions(search: $search, first: $first) { databaseId firstName lastName } }`;

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
const names = (page: Page) => page.members.edges.map((e) => `${e.node.firstName} ${e.node.lastName}`);
const code = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;

describe.each(testDatabaseKinds)("members on %s", (kind) => {
  const app = useTestApp(kind, { demoAccounts: true });
  let alex: Client;
  let maria: Client;

  async function gql<T>(client: Client, query: string, variables?: Record<string, unknown>) {
    const res = await client.graphql(query, variables);
    return { status: res.status, ...(res.body as Answer<T>) };
  }
  const directory = async (client: Client, variables: Record<string, unknown> = {}) => {
    const answer = await gql<Page>(client, DIRECTORY, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  const member = async (userId: string) =>
    restClient(
      app.fastify,
      await sessionCookieFor(TEST_SESSION_SECRET, await app.prisma.user.findUniqueOrThrow({ where: { id: userId } })),
    );

  beforeAll(async () => {
    alex = await member("seed-user-alex-chen-01");
    maria = await member("seed-user-maria-garcia-02");
  });

  it("refuses signed-out visitors and students, and lists only community members", async () => {
    for (const query of [DIRECTORY, PROFILE, SUGGEST]) {
      const variables = { id: gid("User", "seed-user-alex-chen-01"), search: "al" };
      const visitor = await gql(restClient(app.fastify), query, variables);
      expect({ status: visitor.status, code: code(visitor) }).toEqual({ status: 401, code: "UNAUTHENTICATED" });
      const student = restClient(app.fastify);
      expect((await student.post("/api/student/auth", demo.student)).status).toBe(200);
      expect(code(await gql(student, query, variables))).toBe("FORBIDDEN");
    }
    const all = await directory(alex);
    expect(names(all)).toEqual(["Alex Chen", "James Wilson", "Maria Garcia", "Priya Patel", "Sam Okafor"]);
    expect(all.members.totalCount).toBe(5);
    // The demo student and admin are accounts, not members.
    expect((await directory(alex, { search: "Jordan" })).members.totalCount).toBe(0);
    const studentId = (await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } })).id;
    expect((await gql(alex, PROFILE, { id: gid("User", studentId) })).data).toEqual({ member: null });
    expect((await gql(alex, PROFILE, { id: gid("User", "no-such-member") })).data).toEqual({ member: null });
  });

  it("finds members by name, specialization (label or enum) and skill, case-insensitively", async () => {
    const search = async (text: string) => names(await directory(alex, { search: text }));
    expect(await search("chen")).toEqual(["Alex Chen"]);
    expect(await search("alex ch")).toEqual(["Alex Chen"]);
    expect(await search("network security")).toEqual(["Alex Chen"]);
    expect(await search("PENETRATION")).toEqual(["Maria Garcia"]);
    expect(await search("wireshark")).toEqual(["Alex Chen"]);
    expect(await search("splunk")).toEqual(["James Wilson"]);
    // LIKE's wildcards are taken literally.
    expect(await search("%")).toEqual([]);
  });

  it("shows who is online and filters on it", async () => {
    // Alex's requests keep Alex online; Maria has not been seen.
    const page = await directory(alex);
    const online = page.members.edges.filter((e) => e.node.isOnline).map((e) => e.node.firstName);
    expect(online).toEqual(["Alex"]);
    expect(names(await directory(alex, { onlineOnly: true }))).toEqual(["Alex Chen"]);
    await directory(maria);
    expect(names(await directory(alex, { onlineOnly: true, search: "a" }))).toEqual(["Alex Chen", "Maria Garcia"]);
  });

  it("orders by name, newest and activity (visible posts only), and pages without gaps or repeats", async () => {
    await app.prisma.user.create({
      data: {
        id: "members-newcomer",
        role: "COMMUNITY",
        email: "newcomer@example.com",
        firstName: "Zoe",
        lastName: "New",
      },
    });
    await app.prisma.user.create({
      data: {
        role: "COMMUNITY",
        email: "gone@example.com",
        firstName: "Inactive",
        lastName: "Member",
        isActive: false,
      },
    });
    expect(names(await directory(alex, { sort: "NEWEST", first: 1 }))).toEqual(["Zoe New"]);

    const active = await directory(alex, { sort: "MOST_ACTIVE" });
    const activity = active.members.edges.map((e) => e.node.discussionsCount + e.node.repliesCount);
    expect(activity).toEqual([...activity].sort((a, b) => b - a));
    expect(names(active).at(-1)).toBe("Zoe New");
    // The counts are the visible posts: hiding one of the top member's replies takes it off.
    const top = active.members.edges[0]!.node;
    const reply = await app.prisma.reply.findFirstOrThrow({ where: { authorId: top.databaseId } });
    await app.prisma.reply.update({ where: { id: reply.id }, data: { hiddenAt: new Date(), hiddenReason: "Test" } });
    const after = await directory(alex, { sort: "MOST_ACTIVE", search: top.firstName });
    expect(after.members.edges[0]!.node.repliesCount).toBe(top.repliesCount - 1);
    const profile = await gql<{ member: { recentReplies: { id: string }[] } }>(alex, PROFILE, { id: top.id });
    expect(profile.data!.member.recentReplies.map((r) => r.id)).not.toContain(gid("Reply", reply.id));

    for (const sort of ["NAME", "NEWEST", "MOST_ACTIVE"]) {
      const whole = names(await directory(alex, { sort }));
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 5; page++) {
        const next: Page = await directory(alex, { sort, first: 2, after });
        expect(next.members.totalCount).toBe(6);
        seen.push(...names(next));
        after = next.members.pageInfo.endCursor;
        if (!next.members.pageInfo.hasNextPage) break;
      }
      expect(seen).toEqual(whole);
      expect(whole).toHaveLength(6);
    }
  });

  it("shows a member's public profile with their recent posts, and never an e-mail", async () => {
    const answer = await gql<{ member: Record<string, unknown> & { recentDiscussions: unknown[] } }>(maria, PROFILE, {
      id: gid("User", "seed-user-alex-chen-01"),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.member).toMatchObject({
      firstName: "Alex",
      specialization: "NETWORK_SECURITY",
      skills: ["Firewalls", "Wireshark", "pfSense"],
    });
    expect(answer.data!.member.recentDiscussions.length).toBeGreaterThan(0);
    expect(answer.data!.member.recentDiscussions.length).toBeLessThanOrEqual(5);
    expect(JSON.stringify(answer.data)).not.toMatch(/@/);
    // No field of a person as others see them can hold one.
    const type = await gql<{ __type: { fields: { name: string }[] } }>(
      alex,
      '{ __type(name: "User") { fields { name } } }',
    );
    expect(type.data!.__type.fields.map((f) => f.name)).not.toContain("email");
    expect(code(await gql(alex, "{ members(first: 1) { edges { node { email } } } }"))).toBe(
      "GRAPHQL_VALIDATION_FAILED",
    );
  });

  it("suggests members for @ by name, those whose name starts with the text first, at most 8", async () => {
    const suggest = async (search: string, first?: number) =>
      (await gql<{ memberSuggestions: { firstName: string }[] }>(alex, SUGGEST, { search, first })).data!
        .memberSuggestions;
    expect((await suggest("pri")).map((m) => m.firstName)).toEqual(["Priya"]);
    expect((await suggest("Alex C")).map((m) => m.firstName)).toEqual(["Alex"]);
    // "a" is in every seeded name; James's and Maria's do not start with it.
    const a = (await suggest("a")).map((m) => m.firstName);
    expect(a[0]).toBe("Alex");
    expect(a.indexOf("Alex")).toBeLessThan(a.indexOf("James"));
    expect(await suggest("a", 2)).toHaveLength(2);
    expect(code(await gql(alex, SUGGEST, { search: "a", first: 50 }))).toBe("BAD_USER_INPUT");
    expect((await suggest("   ")).map((m) => m.firstName)).toEqual(["Alex", "James", "Maria", "Priya", "Sam", "Zoe"]);
  });

  it("names the members a post mentions, with their current names, and none in a text the viewer cannot read", async () => {
    const discussion = await app.prisma.discussion.findFirstOrThrow({
      where: { isLocked: false },
      orderBy: { id: "asc" },
    });
    const content = `Thanks ${mentionMarkdown("Old Name", "seed-user-priya-patel-04")} and ${mentionMarkdown(
      "Alex",
      "seed-user-alex-chen-01",
    )}, not ${mentionMarkdown("Ghost", "no-such-member")}`;
    const reply = await app.prisma.reply.create({
      data: { discussionId: discussion.id, authorId: "seed-user-maria-garcia-02", content },
    });
    const READ = `query ($id: ID!) { node(id: $id) { ... on Reply { mentionedMembers { id databaseId firstName lastName } } } }`;
    const read = async (client: Client) =>
      (
        await gql<{ node: { mentionedMembers: { databaseId: string; firstName: string }[] } }>(client, READ, {
          id: gid("Reply", reply.id),
        })
      ).data!.node.mentionedMembers;
    expect((await read(alex)).map((m) => [m.databaseId, m.firstName])).toEqual([
      ["seed-user-priya-patel-04", "Priya"],
      ["seed-user-alex-chen-01", "Alex"],
    ]);
    // Signed out too: the names are what the thread shows anyone.
    expect(await read(restClient(app.fastify))).toHaveLength(2);
    await app.prisma.reply.update({ where: { id: reply.id }, data: { hiddenAt: new Date(), hiddenReason: "Test" } });
    expect(await read(alex)).toEqual([]);
  });
});
