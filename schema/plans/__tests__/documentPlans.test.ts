import { parse, type DocumentNode, type ExecutionArgs } from "graphql";
import { describe, expect, it } from "vitest";
import { FEED_QUERY } from "../../../bench/lib/floor.js";
import { schema } from "../../index.js";
import type { Context } from "../../context.js";
import { operationPlan, plannedExecutor } from "../documentPlans.js";
import { findManySql } from "../findManySql.js";

// Which documents the planned executor takes (the rest go to graphql-js). Its answers, against
// graphql-js's on a database: gateway/__tests__/plannedExecution.int.test.ts.

const planned = (text: string, operationName?: string) =>
  operationPlan(schema, parse(text), operationName) !== undefined;

describe("operationPlan", () => {
  it("plans the board's first page, through fragments, aliases and __typename", () => {
    expect(planned(FEED_QUERY)).toBe(true);
    expect(
      planned(`query { __typename list: discussions(first: 5) { edges { node { ...Card } } } }
        fragment Card on Discussion { id title author { id firstName } category { name } viewerHasLiked }`),
    ).toBe(true);
    // The web's list query: the categories beside the page, each root field a planned read.
    expect(planned(`{ categories { id slug } discussions(first: 10) { edges { node { id } cursor } } }`)).toBe(true);
    // A to-one relation that may be absent: the accepted answer.
    expect(planned(`{ discussions(first: 5) { edges { node { acceptedAnswer { id content } } } } }`)).toBe(true);
  });

  it("plans the operation asked for by name, and keeps nothing for a name that is not there", () => {
    const document = parse(`query A { discussions(first: 5) { edges { node { id } } } }
      query B { discussionStats { total } }`);
    expect(operationPlan(schema, document, "A")).toBeDefined();
    expect(operationPlan(schema, document, "B")).toBeUndefined();
    expect(operationPlan(schema, document, "Nope")).toBeUndefined();
    // Two operations and no name: graphql-js answers that one must be named.
    expect(operationPlan(schema, document, undefined)).toBeUndefined();
    // The same operation node gets the same plan.
    expect(operationPlan(schema, document, "A")).toBe(operationPlan(schema, document, "A"));
  });

  it.each([
    ["a mutation", `mutation { markAllNotificationsRead(input: {}) { clientMutationId } }`],
    ["a directive", `query ($x: Boolean!) { discussions(first: 5) { edges { node { id @skip(if: $x) } } } }`],
    ["a root field without a planned read", `{ discussionStats { total } }`],
    [
      "a second root field without one",
      `{ discussionStats { total } discussions(first: 5) { edges { node { id } } } }`,
    ],
    ["the total count", `{ discussions(first: 5) { totalCount } }`],
    ["a field with arguments", `{ discussions(first: 5) { edges { node { replies(first: 1) { totalCount } } } } }`],
    ["a list field", `{ discussions(first: 5) { edges { node { mentionedMembers { id } } } } }`],
    ["introspection", `{ __schema { queryType { name } } }`],
  ])("leaves %s to graphql-js", (_name, text) => {
    expect(planned(text)).toBe(false);
  });
});

describe("plannedExecutor", () => {
  const viewer = { id: "u1", role: "COMMUNITY" as const };
  const check = findManySql("User", { select: { id: true }, where: { id: "u1" }, take: 1 })!;
  /** The executor with a database that finds no row, and the statements it was sent. */
  function executor() {
    const statements: string[] = [];
    const planned = plannedExecutor(schema, async (sql) => {
      statements.push(sql);
      return [];
    });
    /** yoga's validation of `text` for a request: `valid` or not. */
    const validate = (text: string, valid = true) => {
      const request = { params: { query: text } };
      const document = parse(text);
      const onValidate = planned.plugin.onValidate as unknown as (payload: object) => (done: object) => void;
      onValidate({ context: request, params: { documentAST: document } })({ valid });
      return { request, document };
    };
    /** yoga's execution of `document` for `request`: whether it was answered from a read begun for it. */
    const execute = async (request: object, document: DocumentNode, variableValues: object = {}) => {
      let run: ((args: ExecutionArgs) => unknown) | undefined;
      const before = statements.length;
      const onExecute = planned.plugin.onExecute as unknown as (payload: object) => void;
      const args = { schema, document, contextValue: request, variableValues };
      onExecute({ args, executeFn: () => ({ data: null }), setExecuteFn: (fn: typeof run) => (run = fn) });
      await run!(args as unknown as ExecutionArgs);
      return statements.length === before;
    };
    return { planned, statements, validate, execute };
  }

  it("knows a text once yoga has validated it, and only a planned operation of it", () => {
    const { planned, validate } = executor();
    expect(planned.operationOf({ query: FEED_QUERY })).toBeUndefined();
    validate(FEED_QUERY, false);
    expect(planned.operationOf({ query: FEED_QUERY })).toBeUndefined();
    const { document } = validate(FEED_QUERY);
    expect(planned.operationOf({ query: FEED_QUERY })).toEqual({
      document,
      operationName: undefined,
      variables: undefined,
    });
    // Asked otherwise than yoga would read it, or for an operation it does not plan: nothing.
    expect(planned.operationOf({ query: FEED_QUERY, operationName: 7 })).toBeUndefined();
    expect(planned.operationOf({ query: FEED_QUERY, variables: "{}" })).toBeUndefined();
    expect(planned.operationOf({ query: FEED_QUERY, operationName: "Other" })).toBeUndefined();
    validate("{ discussionStats { total } }");
    expect(planned.operationOf({ query: "{ discussionStats { total } }" })).toBeUndefined();
    expect(planned.operationOf(null)).toBeUndefined();
  });

  it("answers an execution from a read begun for it only when it is that document, operation and variables", async () => {
    const { planned, statements, validate, execute } = executor();
    const { document } = validate(FEED_QUERY);
    const operation = planned.operationOf({ query: FEED_QUERY })!;
    const ctx = { viewer } as unknown as Context;

    // Begun before yoga took the request (the session check in its statement), then executed as begun.
    const same = {};
    await planned.start(same, ctx, check, operation);
    expect(statements[0]).toContain('row_to_json(b) FROM (SELECT json_build_array(t0."id")');
    expect(await execute(same, document)).toBe(true);

    // yoga executed another document (the same text parsed again), or other variables: read afresh.
    const reparsed = {};
    await planned.start(reparsed, ctx, check, operation);
    expect(await execute(reparsed, parse(FEED_QUERY))).toBe(false);
    const otherVariables = {};
    await planned.start(otherVariables, ctx, check, operation);
    expect(await execute(otherVariables, document, { first: 3 })).toBe(false);
    // Dropped (the check named another viewer): read afresh.
    const dropped = {};
    await planned.start(dropped, ctx, check, operation);
    planned.drop(dropped);
    expect(await execute(dropped, document)).toBe(false);
  });
});
