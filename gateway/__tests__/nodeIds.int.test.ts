import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorLogCapture } from "../testing/errorLog.js";
import { restClient } from "../testing/restClient.js";
import { useTestApp } from "../testing/testApp.js";

type GraphqlBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
};

const globalId = (typename: string, id: string) => Buffer.from(`${typename}:${id}`).toString("base64");

/**
 * node(id:) and nodes(ids:) with ids anyone can make up: a missing row is null (per item in
 * nodes), an id no node can have is BAD_USER_INPUT, and neither reaches the error log (which
 * anyone could otherwise flood with stacks).
 */
describe("node ids", () => {
  let discussionId: string;
  let userId: string;
  const { logger, errors: errorLines } = errorLogCapture();
  const app = useTestApp("pglite", { settings: { production: true }, logger, demoAccounts: true });

  beforeAll(async () => {
    discussionId = (await app.prisma.discussion.findFirstOrThrow({ orderBy: { id: "asc" } })).id;
    userId = (await app.prisma.user.findFirstOrThrow({ orderBy: { id: "asc" } })).id;
  });
  beforeEach(() => {
    errorLines.length = 0;
  });

  const ask = async (query: string, variables?: Record<string, unknown>) =>
    (await restClient(app.fastify).graphql(query, variables)).body as GraphqlBody;

  it("answers null for a well-formed id of a missing row", async () => {
    const body = await ask(`query ($id: ID!) { node(id: $id) { id } }`, {
      id: globalId("Discussion", "no-such-discussion"),
    });
    expect(body).toEqual({ data: { node: null } });
    expect(errorLines).toEqual([]);
  });

  it("still answers an existing node", async () => {
    const id = globalId("Discussion", discussionId);
    const body = await ask(`query ($id: ID!) { node(id: $id) { id ... on Discussion { title } } }`, { id });
    expect(body.errors).toBeUndefined();
    expect(body.data?.node).toMatchObject({ id, title: expect.any(String) });
  });

  it("nulls only the missing items of nodes(ids:)", async () => {
    const real = globalId("Discussion", discussionId);
    const body = await ask(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [real, globalId("Discussion", "no-such-discussion"), globalId("Course", "987654")],
    });
    expect(body).toEqual({ data: { nodes: [{ id: real }, null, null] } });
    expect(errorLines).toEqual([]);
  });

  it.each([
    ["not base64 at all", "!!!"],
    ["an unknown type", globalId("Foo", "1")],
    ["a type that is not a node", globalId("Query", "1")],
    ["the Node interface itself", globalId("Node", "1")],
    ["a key of the wrong shape (Course ids are integers)", globalId("Course", "abc")],
  ])("refuses %s as BAD_USER_INPUT, in node and in nodes", async (_case, id) => {
    const single = await ask(`query ($id: ID!) { node(id: $id) { id } }`, { id });
    expect(single.data).toEqual({ node: null });
    expect(single.errors?.map((e) => e.extensions?.code)).toEqual(["BAD_USER_INPUT"]);
    expect(single.errors?.[0]?.message).not.toMatch(/implemented|Unexpected/i);

    const many = await ask(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [globalId("Discussion", discussionId), id],
    });
    expect(many.data ?? null).toBeNull();
    expect(many.errors?.map((e) => e.extensions?.code)).toEqual(["BAD_USER_INPUT"]);
    expect(errorLines).toEqual([]);
  });

  it("shows a User node only for a person the board shows: never a student's or an admin's name", async () => {
    const ids = async (role: "COMMUNITY" | "STUDENT" | "ADMIN") =>
      globalId("User", (await app.prisma.user.findFirstOrThrow({ where: { role }, orderBy: { id: "asc" } })).id);
    const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on User { firstName lastName } } }`;
    const [member, student, admin] = [await ids("COMMUNITY"), await ids("STUDENT"), await ids("ADMIN")];

    const body = await ask(query, { ids: [member, student, admin] });
    expect(body.errors).toBeUndefined();
    expect(body.data?.nodes).toEqual([
      { id: member, firstName: expect.any(String), lastName: expect.any(String) },
      null,
      null,
    ]);
    const single = await ask(`query ($id: ID!) { node(id: $id) { id ... on User { firstName } } }`, { id: admin });
    expect(single).toEqual({ data: { node: null } });
    expect(errorLines).toEqual([]);
  });

  it("keeps refusing nodes the viewer may not see, as the type's scopes say", async () => {
    const student = globalId("Student", userId);
    const single = await ask(`query ($id: ID!) { node(id: $id) { id } }`, { id: student });
    expect(single.data).toEqual({ node: null });
    expect(single.errors?.map((e) => [e.extensions?.code, e.path])).toEqual([["UNAUTHENTICATED", ["node", "id"]]]);

    const discussion = globalId("Discussion", discussionId);
    const many = await ask(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [student, discussion] });
    expect(many.data).toEqual({ nodes: [null, { id: discussion }] });
    expect(many.errors?.map((e) => [e.extensions?.code, e.path])).toEqual([["UNAUTHENTICATED", ["nodes", 0, "id"]]]);
    expect(errorLines).toEqual([]);
  });
});
