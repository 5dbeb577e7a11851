import { beforeAll, describe, expect, it } from "vitest";
import { openGraphqlWs } from "../testing/graphqlWs.js";
import { sessionCookieFor } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

/**
 * A document graphql-ws cannot run (a syntax error, one over a limit) is refused with an `error`
 * message for that operation alone: the connection, and every subscription on it, stays open.
 */
describe("bad documents over graphql-ws", () => {
  const app = useTestApp("pglite", { settings: { production: true } });
  let url: string;
  let memberCookie: string;

  beforeAll(async () => {
    url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
    memberCookie = await sessionCookieFor(
      TEST_SESSION_SECRET,
      await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } }),
    );
  });

  it("answers each refused document with an error and keeps the connection open", async () => {
    const ws = await openGraphqlWs(url, { cookie: memberCookie });
    try {
      const online = await ws.run("subscription { onlineUsers { firstName } }");
      expect(online.errors).toBeUndefined();

      const syntaxError = await ws.run("{ categories { name }");
      expect(syntaxError.data).toBeUndefined();
      expect(syntaxError.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
        [expect.stringMatching(/^Syntax Error/), "GRAPHQL_PARSE_FAILED"],
      ]);

      const overTokens = await ws.run(
        `{ categories { name ${Array.from({ length: 1000 }, () => "__typename").join(" ")} } }`,
      );
      expect(overTokens.errors?.map((e) => [e.message, e.extensions?.code, e.extensions?.limit])).toEqual([
        ["Token limit of 1000 exceeded.", "QUERY_TOO_COMPLEX", "maxTokens"],
      ]);

      // Checked while validating, not parsing: the same code over this transport too.
      const tooManyAliases = await ws.run(
        `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: categories { name }`).join(" ")} }`,
      );
      expect(tooManyAliases.errors?.map((e) => [e.extensions?.code, e.extensions?.limit])).toEqual([
        ["QUERY_TOO_COMPLEX", "maxAliases"],
      ]);

      // A variable of the wrong type: BAD_USER_INPUT, as over HTTP, for a subscription and a query.
      const wrongId = await ws.run(
        "subscription ($id: ID!) { replyAdded(discussionId: $id) { replyEdge { cursor } } }",
        { id: { not: "an id" } },
      );
      expect(wrongId.errors?.map((e) => e.extensions?.code)).toEqual(["BAD_USER_INPUT"]);
      const missing = await ws.run("query ($id: ID!) { node(id: $id) { id } }");
      expect(missing.errors?.map((e) => e.extensions?.code)).toEqual(["BAD_USER_INPUT"]);

      expect(ws.closed).toBeUndefined();
      const categories = await ws.run("{ categories { name } }");
      expect(categories.errors).toBeUndefined();
      expect(categories.data?.categories).toEqual(expect.arrayContaining([{ name: expect.any(String) }]));
      const onlineAgain = await ws.run("subscription { onlineUsers { firstName } }");
      expect(onlineAgain.errors).toBeUndefined();
      expect(ws.closed).toBeUndefined();
    } finally {
      ws.close();
    }
  });

  it("sends each error with the extensions HTTP answers carry, not yoga's status hint", async () => {
    const ws = await openGraphqlWs(url);
    try {
      const answers = [
        await ws.run("{ categories { nme } }"), // validation
        await ws.run("{ categories { name }"), // syntax
        await ws.run("query ($id: ID!) { node(id: $id) { id } }"), // a variable missing
        await ws.run("{ viewer { notificationsUnreadCount: id } adminDashboard { totalStudents } }"), // signed out
      ];
      for (const answer of answers) {
        expect(answer.errors?.length, JSON.stringify(answer)).toBeGreaterThan(0);
        for (const error of answer.errors ?? []) {
          expect(error.extensions?.code, error.message).toEqual(expect.any(String));
          expect(error.extensions, error.message).not.toHaveProperty("http");
        }
      }
    } finally {
      ws.close();
    }
  });
});
