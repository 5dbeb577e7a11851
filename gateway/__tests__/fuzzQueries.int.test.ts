// Fuzzing every query of the schema, as an outsider probes a read API: generated arguments (text of
// every kind, awkward numbers, ids of the wrong type, cursors forged from the formats the
// connections issue, dates that are not dates) through the real gateway, from every caller.
// Properties: never a 5xx nor a masked "Unexpected error."; every error names its code; no query
// writes anything. FUZZ_RUNS=300 runs each query with arguments 300 times rather than 25.
import fc from "fast-check";
import { getNamedType, isObjectType, type GraphQLField } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../schema/index.js";
import { anyText, wellFormed, wrongJson } from "../../schema/testing/arbitraries.js";
import { snapshotDatabase } from "../../schema/testing/databaseSnapshot.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import {
  ALL_CALLERS,
  callerArbitrary,
  createFuzzWorld,
  expectUnchanged,
  type FuzzWorld,
} from "../testing/fuzzHarness.js";
import {
  expectCodedErrors,
  foreignIds,
  globalId,
  type GraphQLAnswer,
  mostlyPresent,
  operationFor,
  variablesFor,
} from "../testing/fuzzGraphql.js";

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/**
 * Cursors as the connections issue them (`GPC:` and a tagged value for Prisma's, `OffsetConnection:`
 * and a number for the counted ones), with values of the wrong kind, out of range or malformed.
 */
const cursors = fc.oneof(
  fc
    .constantFrom(
      ...["S:seed-discussion-01", "S:", "S:no-such-row", "N:1", "N:-1", "N:abc", "N:1e400", "N:1.5", "N:NaN"],
      ...["D:1795000000000", "D:abc", "D:99999999999999999999", "I:12", "I:x", "O:{}", "O:[", "Z:", "X:1", "", "J:[1,"],
    )
    .map((chunk) => base64(`GPC:${chunk}`)),
  fc
    .constantFrom("0", "-1", "19", "1e9", "abc", "", "9007199254740993", "1.5")
    .map((offset) => base64(`OffsetConnection:${offset}`)),
  anyText,
  anyText.map(base64),
);

const SLUGS = [
  "it-fundamentals",
  "network-infrastructure",
  "security-fundamentals",
  "project-server-hardening",
  "project-network-design",
  "it-infrastructure",
  "it-security",
  "no-such-slug",
];
const slugs = fc.oneof(fc.constantFrom(...SLUGS), anyText);

/** Ids of every kind the queries take, real and not. */
const anyId = fc.oneof(
  fc.constantFrom(
    globalId("Discussion", "seed-discussion-01"),
    globalId("Discussion", "seed-discussion-05"),
    globalId("User", "seed-user-alex-chen-01"),
    globalId("Member", "seed-user-alex-chen-01"),
    globalId("Student", "seed-user-alex-chen-01"),
    globalId("Category", "lab"),
    globalId("Course", "1"),
    globalId("Course", "-1"),
    globalId("Course", "1e400"),
    globalId("Course", "abc"),
    globalId("LessonPage", "it-fundamentals"),
    globalId("TrackModule", "1"),
    globalId("Reply", "x"),
    globalId("", ""),
    globalId("Discussion", ""),
  ),
  foreignIds,
  fc.base64String({ maxLength: 40 }),
  anyText,
);

/** Instants GraphQL's DateTime takes, ordinary and extreme (anything else comes from the fuzzing). */
const dates = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom("0000-01-01T00:00:00.000Z", "+275760-09-13T00:00:00.000Z", "-271821-04-20T00:00:00.000Z"),
);

/** Cursors the connections issued in this run (beforeAll), so pages after real rows are asked for too. */
const issued: string[] = [];
const PAGES = [
  "{ discussions(first: 3) { edges { cursor } } }",
  "{ discussions(first: 3, orderBy: POPULAR) { edges { cursor } } }",
  "{ members(first: 3) { edges { cursor } } }",
  "{ courses(first: 3) { edges { cursor } } }",
  "{ students(first: 3) { edges { cursor } } }",
  "{ auditLog(first: 3) { edges { cursor } } }",
  "{ resources(first: 3) { edges { cursor } } }",
];

/** Plausible values by argument name; anything else is derived from the argument's type. */
const pageCursors = fc.oneof(
  cursors,
  fc.constant(null).chain(() => (issued.length > 0 ? fc.constantFrom(...issued) : cursors)),
);
const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  after: pageCursors,
  before: pageCursors,
  slug: slugs,
  lessonPage: slugs,
  track: slugs,
  code: fc.oneof(fc.constantFrom("AAAAAAAAAAAAAAAAAAAAAA", "aaaaaaaaaaaaaaaaaaaaaa", ""), anyText),
  id: anyId,
  ids: anyId,
  courseId: anyId,
  moduleId: anyId,
  categoryId: anyId,
  since: dates,
  until: dates,
};

/** Enough of the answer that its resolvers run: a connection's edges, cursors, page info and count. */
function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (!isObjectType(type) || !type.getFields().edges) return "__typename";
  const count = type.getFields().totalCount ? " totalCount" : "";
  return `edges { cursor node { __typename } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }${count}`;
}

describe.each(testDatabaseKinds)("fuzzing every query through the gateway on %s", (kind) => {
  let world: FuzzWorld;

  beforeAll(async () => {
    world = await createFuzzWorld(kind);
    issued.length = 0;
    for (const caller of ["admin", "community"] as const) {
      for (const query of PAGES) {
        const answer = (await world.send(caller, "POST", "/graphql", { json: { query } })).json as GraphQLAnswer;
        for (const connection of Object.values(answer.data ?? {})) {
          for (const edge of (connection as { edges?: { cursor: string }[] } | null)?.edges ?? [])
            issued.push(edge.cursor);
        }
      }
    }
    expect(issued.length).toBeGreaterThan(10);
  });
  afterAll(async () => {
    await world?.close();
  });

  it("answers a cursor of another list, and an instant past the year 9999, as bad input", async () => {
    const gql = async (
      caller: "admin" | "community" | "moderator",
      query: string,
      variables: Record<string, unknown>,
    ) => {
      const res = await world.send(caller, "POST", "/graphql", { json: { query, variables } });
      return { status: res.status, ...(res.json as GraphQLAnswer) };
    };
    // A discussion's cursor (text) for the courses (a number), a number for the students (text).
    const courses = await gql("community", "query ($c: String) { courses(after: $c) { totalCount } }", {
      c: base64("GPC:S:seed-discussion-02"),
    });
    expect(courses).toMatchObject({
      status: 200,
      data: null,
      errors: [{ message: "after: not a cursor of this list", extensions: { code: "BAD_USER_INPUT", field: "after" } }],
    });
    const students = await gql("admin", "query ($c: String) { students(last: 5, before: $c) { totalCount } }", {
      c: base64("GPC:N:1"),
    });
    expect(students.errors).toMatchObject([{ message: "before: not a cursor of this list" }]);
    // Not a number at all (NaN, Infinity: Prisma then finds the key missing), or an object.
    for (const chunk of ["N:abc", "N:1e400", "O:{}"]) {
      const page = await gql("community", "query ($c: String) { courses(after: $c) { totalCount } }", {
        c: base64(`GPC:${chunk}`),
      });
      expect(page.errors).toMatchObject([{ message: "after: not a cursor of this list" }]);
    }
    // An offset past any list's end (a 500 once: PostgreSQL's OFFSET refused it).
    const members = await gql("community", "query ($c: String) { members(after: $c) { totalCount } }", {
      c: base64("OffsetConnection:9007199254740993"),
    });
    expect(members.errors).toMatchObject([{ message: "after: not a cursor of this list" }]);
    for (const offset of ["", "-1", "1.5", "abc"]) {
      const queue = await gql("moderator", "query ($c: String) { moderationQueue(after: $c) { edges { cursor } } }", {
        c: base64(`OffsetConnection:${offset}`),
      });
      expect(queue.errors, offset).toMatchObject([{ message: "after: not a cursor of this list" }]);
    }
    const audit = await gql("admin", "query ($u: DateTime) { auditLog(until: $u) { totalCount } }", {
      u: "+010000-01-01T00:00:00.000Z",
    });
    expect(audit.status).toBe(400);
    expect(audit.errors?.[0]?.message).toMatch(/DateTime must be between the years 1 and 9999/);
    expect(
      (
        await gql("admin", "query ($u: DateTime) { auditLog(until: $u) { totalCount } }", {
          u: "9999-12-31T23:59:59.999Z",
        })
      ).errors,
    ).toBeUndefined();
  });

  it("GET /graphql with any parameters: no 5xx or masked error", async () => {
    // JSON parameters as text: valid, broken ("{" once answered a 500), or not JSON at all.
    const jsonParam = fc.oneof(
      fc.constantFrom("{", "[", '{"a":', "null", "{}", '{"persistedQuery":{"version":1,"sha256Hash":"x"}}', "1e400"),
      wrongJson.map((value) => JSON.stringify(value) ?? "undefined"),
      anyText,
    );
    const params = mostlyPresent(
      {
        query: fc.oneof(fc.constantFrom("{ __typename }", "query Q { categories { name } }", "{", ""), anyText),
        variables: jsonParam,
        extensions: jsonParam,
        operationName: fc.oneof(fc.constantFrom("Q", ""), anyText),
        id: anyText,
      },
      2,
    );
    await fc.assert(
      fc.asyncProperty(callerArbitrary(ALL_CALLERS), params, async (caller, values) => {
        const search = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, wellFormed(String(v))]));
        const res = await world.send(caller, "GET", `/graphql?${search}`);
        expect(res.status, res.text.slice(0, 500)).toBeLessThan(500);
        if (res.json && typeof res.json === "object") expectCodedErrors(res.json as GraphQLAnswer, res.text);
      }),
      { numRuns: 60, examples: [[`admin`, { query: "{ __typename }", variables: "{" }]] },
    );
  });

  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    it(`${field.name}: no 5xx or masked error, every error coded, nothing written`, async () => {
      const query = operationFor(field, selectionFor(field), "query");
      const variables = variablesFor(field, HINTS, { absentOneIn: 2, wellTypedWeight: 4 });

      const before = await snapshotDatabase(world.prisma);
      await fc.assert(
        fc.asyncProperty(callerArbitrary(ALL_CALLERS), variables, async (caller, vars) => {
          const res = await world.send(caller, "POST", "/graphql", { json: { query, variables: vars } });
          expect(res.status, res.text.slice(0, 500)).toBeLessThan(500);
          const answer = res.json as GraphQLAnswer;
          expect(answer, res.text.slice(0, 500)).toBeTypeOf("object");
          expectCodedErrors(answer, res.text.slice(0, 500));
        }),
        { numRuns: field.args.length === 0 ? 8 : Number(process.env.FUZZ_RUNS ?? 25) },
      );
      await expectUnchanged(world, before, `Query.${field.name}`);
    });
  }
});
