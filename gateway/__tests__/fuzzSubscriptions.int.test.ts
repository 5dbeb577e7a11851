// Fuzzing every subscription over graphql-ws, as an outsider probes a live API: generated
// arguments (text of every kind, ids of the wrong type or of nothing, values of the wrong type)
// from every caller, on connections that stay open between operations. Properties: an operation is
// either refused with coded errors (never a masked "Unexpected error."), or answers, or stays open
// waiting for events; no operation closes the connection; nothing reaches the error log.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../schema/index.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { expectCodedErrors, foreignIds, globalId, operationFor, variablesFor } from "../testing/fuzzGraphql.js";
import { errorLogCapture } from "../testing/errorLog.js";
import { openGraphqlWs, type WsResult } from "../testing/graphqlWs.js";
import { sessionCookieFor } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

type Connection = Awaited<ReturnType<typeof openGraphqlWs>>;
const CALLERS = ["anonymous", "community", "student", "admin", "forged"] as const;
type Caller = (typeof CALLERS)[number];

/** Ids of every kind: real discussions, other types, nothing, not ids at all. */
const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  discussionId: fc.oneof(
    fc.constantFrom(
      globalId("Discussion", "seed-discussion-01"),
      globalId("Discussion", "seed-discussion-05"),
      globalId("Discussion", "x".repeat(5_000)),
      globalId("Discussion", "\u0000"),
      globalId("User", "seed-user-alex-chen-01"),
    ),
    foreignIds,
  ),
};

/** What an operation answers within a moment: its first message, or that it is still open. */
async function firstAnswer(connection: Connection, query: string, variables: Record<string, unknown>) {
  const open = new Promise<"open">((resolve) => setTimeout(() => resolve("open"), 150));
  return Promise.race<WsResult | "open">([connection.run(query, variables), open]);
}

describe.each(testDatabaseKinds)("fuzzing every subscription over graphql-ws on %s", (kind) => {
  const { logger, errors: errorLines } = errorLogCapture();
  const app = useTestApp(kind, { demoAccounts: true, settings: { production: true }, logger });
  const connections = new Map<Caller, Connection>();

  beforeAll(async () => {
    const url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
    const user = (where: { id: string } | { email: string }) => app.prisma.user.findUniqueOrThrow({ where });
    const admin = await user({ email: demo.admin.email });
    const cookies: Record<Caller, string | undefined> = {
      anonymous: undefined,
      community: await sessionCookieFor(TEST_SESSION_SECRET, await user({ id: "seed-user-alex-chen-01" })),
      student: await sessionCookieFor(TEST_SESSION_SECRET, await user({ email: demo.student.email })),
      admin: await sessionCookieFor(TEST_SESSION_SECRET, admin),
      forged: await sessionCookieFor("a-different-secret-that-is-also-32-chars-long", admin),
    };
    for (const caller of CALLERS) {
      const cookie = cookies[caller];
      connections.set(caller, await openGraphqlWs(url, cookie ? { cookie } : {}));
    }
  });
  afterAll(() => {
    for (const connection of connections.values()) connection.close();
  });

  for (const field of Object.values(schema.getSubscriptionType()!.getFields())) {
    it(`${field.name}: refused with coded errors or left open, the connection kept, nothing logged`, async () => {
      const query = operationFor(field, "__typename", "subscription");
      const variables = variablesFor(field, HINTS, { absentOneIn: 3, wellTypedWeight: 3 });
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...CALLERS), variables, async (caller, vars) => {
          const connection = connections.get(caller)!;
          const answer = await firstAnswer(connection, query, vars);
          const text = `${caller} ${JSON.stringify(vars).slice(0, 300)}: ${JSON.stringify(answer).slice(0, 500)}`;
          // An event at once (the online list sends the list as it is) or a refusal with coded errors.
          if (answer !== "open") expectCodedErrors(answer, text);
          expect(connection.closed, text).toBeUndefined();
        }),
        { numRuns: field.args.length === 0 ? 10 : Number(process.env.FUZZ_RUNS ?? 25) },
      );
      expect(errorLines).toEqual([]);
    });
  }
});
