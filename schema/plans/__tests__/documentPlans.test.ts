import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { FEED_QUERY } from "../../../bench/lib/floor.js";
import { schema } from "../../index.js";
import { operationPlan } from "../documentPlans.js";

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
