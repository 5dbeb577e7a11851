import { encodeGlobalID } from "@pothos/plugin-relay";
import type { GraphQLError } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../rest/routes.js";
import { DEFAULT_GRAPHQL_LIMITS } from "../security/graphqlLimits.js";
import { loadTrustedDocuments } from "../security/trustedDocuments.js";
import { restClient, sessionCookieFor } from "../testing/restClient.js";
import type { App } from "../app.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

/**
 * The documents the web app sends: every persisted operation in relay-compiler's map (the web
 * client sends their ids; trustedDocuments.int.test.ts checks the map is exactly the build's).
 */
function webDocuments(): { id: string; text: string }[] {
  return [...loadTrustedDocuments()].map(([id, text]) => ({ id, text }));
}

type GraphqlBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; limit?: string } }[];
};

describe("GraphQL limits", () => {
  const app = useTestApp("pglite", { demoAccounts: true });
  let admin: ReturnType<typeof restClient>;
  let studentId: string;
  let studentGlobalId: string;

  beforeAll(async () => {
    const adminUser = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.admin.email } });
    admin = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, adminUser));
    studentId = (await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } })).id;
    studentGlobalId = encodeGlobalID("Student", studentId);
  });

  it("is as strict as GraphQL Armor's defaults, but for a cost above what the app's own documents need", () => {
    expect(DEFAULT_GRAPHQL_LIMITS.maxDepth).toBeLessThanOrEqual(6);
    expect(DEFAULT_GRAPHQL_LIMITS.maxCost).toBeLessThanOrEqual(60_000);
    expect(DEFAULT_GRAPHQL_LIMITS.maxAliases).toBeLessThanOrEqual(15);
    expect(DEFAULT_GRAPHQL_LIMITS.maxTokens).toBeLessThanOrEqual(1000);
  });

  it("lets every document of the REST layer through", () => {
    const { parse, validate, schema } = app.yoga.getEnveloped({});
    for (const { method, url, query } of endpoints) {
      const errors = (validate(schema, parse(query)) as readonly GraphQLError[]).map((e) => e.message);
      expect({ endpoint: `${method} ${url}`, errors }).toEqual({ endpoint: `${method} ${url}`, errors: [] });
    }
  });

  it("lets every document of the web app through", () => {
    const documents = webDocuments();
    expect(documents.length).toBeGreaterThan(10);
    const { parse, validate, schema } = app.yoga.getEnveloped({});
    for (const { id, text } of documents) {
      const operation = /^(?:query|mutation|subscription) (\w+)/.exec(text)?.[1] ?? id;
      const errors = (validate(schema, parse(text)) as readonly GraphQLError[]).map((e) => e.message);
      expect({ operation, errors }).toEqual({ operation, errors: [] });
    }
  });

  // A client tells a refused document from a typo by its code, and which limit by extensions.limit.
  const expectRefused = (res: { body: unknown }, pattern: RegExp, limit: string) => {
    const body = res.body as GraphqlBody;
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((e) => e.message).join("\n")).toMatch(pattern);
    expect(body.errors?.map((e) => e.extensions)).toContainEqual({ code: "QUERY_TOO_COMPLEX", limit });
  };

  it("refuses a document deeper than the limit", async () => {
    const res = await admin.graphql(
      `{ students { edges { node { enrollments { course { track { modules { id } } } } } } } }`,
    );
    expectRefused(res, /depth limit of 6 exceeded/i, "maxDepth");
  });

  it("refuses a document over the cost limit", async () => {
    // A fragment costs its size at every use, but its tokens once: cheap to send, costly to run.
    const page =
      "title comments(first: 50) { edges { node { id content authorName likes createdAt } cursor } pageInfo { endCursor hasNextPage } } " +
      "mentorQuestions(first: 20) { edges { node { id text status } cursor } pageInfo { endCursor hasNextPage } } " +
      "labs { title description durationMinutes difficulty status }";
    const fragments = ["A", "B", "C", "D"].map((name) => `fragment ${name} on LessonPage { ${page} }`).join(" ");
    const pages = Array.from({ length: 15 }, (_, i) => `p${i}: lessonPage(slug: "x") { ...A ...B ...C ...D }`).join(
      " ",
    );
    const res = await admin.graphql(`{ ${pages} } ${fragments}`);
    expectRefused(res, /cost limit of 60000 exceeded/i, "maxCost");
  });

  it("refuses too many aliases and executes none of the mutation", async () => {
    const calls = Array.from(
      { length: 16 },
      (_, i) => `a${i}: setStudentActive(input: { studentId: $id, isActive: false }) { student { id } }`,
    ).join(" ");
    const res = await admin.graphql(`mutation ($id: ID!) { ${calls} }`, { id: studentGlobalId });
    expectRefused(res, /aliases limit of 15 exceeded/i, "maxAliases");
    expect((await app.prisma.user.findUniqueOrThrow({ where: { id: studentId } })).isActive).toBe(true);
  });

  it("refuses a document of more than 1,000 tokens and executes none of it", async () => {
    const padding = Array.from({ length: 1000 }, () => "__typename").join(" ");
    const mutation = `mutation ($id: ID!) { setStudentActive(input: { studentId: $id, isActive: false }) { student { id ${padding} } } }`;
    const res = await admin.graphql(mutation, { id: studentGlobalId });
    expectRefused(res, /token limit of 1000 exceeded/i, "maxTokens");
    expect((await app.prisma.user.findUniqueOrThrow({ where: { id: studentId } })).isActive).toBe(true);
  });

  it("answers introspection outside production", async () => {
    const res = await admin.graphql(`{ __schema { queryType { name } } }`);
    expect((res.body as GraphqlBody).data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });
});

describe("GraphQL introspection in production", () => {
  const app = useTestApp("pglite");

  const introspect = async (settings: { introspection?: boolean } = {}) => {
    const production = await app.another({ settings: { production: true, ...settings } });
    return (
      await restClient(production.fastify).graphql(`{ __schema { queryType { name } } __type(name: "Query") { name } }`)
    ).body as GraphqlBody;
  };

  it("is off unless asked for", async () => {
    const body = await introspect();
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((e) => e.message).join("\n")).toMatch(/introspection/i);
  });

  it("is on with GRAPHQL_INTROSPECTION=true", async () => {
    expect((await introspect({ introspection: true })).data).toEqual({
      __schema: { queryType: { name: "Query" } },
      __type: { name: "Query" },
    });
  });
});

/** With introspection off, "Did you mean …?" would still spell out the schema to anyone guessing names. */
describe("GraphQL suggestions", () => {
  const development = useTestApp("pglite");
  let production: App;
  beforeAll(async () => {
    production = await development.another({ settings: { production: true } });
  });

  const misspelt: [string, string, Record<string, unknown> | undefined, RegExp][] = [
    [
      "a field",
      `{ studnts { __typename } }`,
      undefined,
      /Cannot query field "studnts" on type "Query"\. Did you mean "students"\?/,
    ],
    [
      "an enum value",
      `{ discussions(orderBy: NEWST) { __typename } }`,
      undefined,
      /Did you mean the enum value "NEWEST"\?/,
    ],
    // Variables are coerced after validation, when execution starts.
    [
      "a field of an input in variables",
      `mutation ($i: CreateDiscussionInput!) { createDiscussion(input: $i) { __typename } }`,
      { i: { title: "x", content: "y", categoryId: "z", isUrgnt: true } },
      /Field "isUrgnt" is not defined by type "CreateDiscussionInput"\. Did you mean "isUrgent"\?/,
    ],
  ];

  it.each(misspelt)("answers %s without a suggestion in production", async (_case, query, variables) => {
    const body = (await restClient(production.fastify).graphql(query, variables)).body as GraphqlBody;
    const messages = body.errors?.map((e) => e.message).join("\n") ?? "";
    expect(messages).toMatch(/studnts|NEWST|isUrgnt/);
    expect(messages).not.toMatch(/Did you mean|students|NEWEST|isUrgent/);
  });

  it.each(misspelt)("still suggests for %s outside production", async (_case, query, variables, suggestion) => {
    const body = (await restClient(development.fastify).graphql(query, variables)).body as GraphqlBody;
    expect(body.errors?.map((e) => e.message).join("\n")).toMatch(suggestion);
  });
});
