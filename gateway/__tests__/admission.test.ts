import { createSchema, createYoga } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { admissionPlugin } from "../admission.js";

/** A schema whose `step(n)` resolves only when the test releases n, recording when each started. */
function gatedYoga(concurrency: number) {
  const started: number[] = [];
  const release = new Map<number, () => void>();
  const schema = createSchema({
    typeDefs: "type Query { step(n: Int!): Int! }",
    resolvers: {
      Query: {
        step: (_: unknown, { n }: { n: number }) => {
          started.push(n);
          return new Promise<number>((resolve) => release.set(n, () => resolve(n)));
        },
      },
    },
  });
  const yoga = createYoga({ schema, plugins: [admissionPlugin(concurrency)], logging: false });
  const ask = async (n: number) => {
    const response = await yoga.fetch("http://test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ step(n: ${n}) }` }),
    });
    return (await response.json()) as unknown;
  };
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { started, release, ask, until };
}

describe("admission of operations", () => {
  it("runs at most the limit at once and lets the others in by order of arrival", async () => {
    const { started, release, ask, until } = gatedYoga(2);
    const answers = [1, 2, 3, 4].map(ask);
    await until(() => started.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual([1, 2]);

    release.get(2)!();
    await until(() => started.length === 3);
    expect(started).toEqual([1, 2, 3]);
    release.get(1)!();
    await until(() => started.length === 4);
    release.get(3)!();
    release.get(4)!();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4].map((n) => ({ data: { step: n } })));
  });
});
