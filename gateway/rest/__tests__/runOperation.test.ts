// REST operations run through yoga's envelope without HTTP (runOperation.ts): what a REST client
// gets must still be what the yoga.fetch path gave (statuses, messages, masked and logged
// failures), and they wait in the same admission queue as /graphql's.
import Fastify from "fastify";
import { createSchema, createYoga } from "graphql-yoga";
import { describe, expect, it, vi } from "vitest";
import { failure } from "../../../schema/errors.js";
import { admissionPlugin } from "../../admission.js";
import type { Yoga } from "../../yoga.js";
import { registerErrorReplies } from "../errorReplies.js";
import { runOperation, withOperations } from "../runOperation.js";

/** A REST route per document over a tiny schema; `step(n)` resolves only when the test releases n. */
function restOver(options: { concurrency?: number } = {}) {
  const started: number[] = [];
  const release = new Map<number, () => void>();
  const logged: unknown[] = [];
  let contexts = 0;
  const schema = createSchema({
    typeDefs: "type Query { step(n: Int!): Int! missing: Int broken: Int }",
    resolvers: {
      Query: {
        step: (_: unknown, { n }: { n: number }) => {
          started.push(n);
          return new Promise<number>((resolve) => release.set(n, () => resolve(n)));
        },
        missing: () => {
          throw failure("NOT_FOUND", "Course not found");
        },
        broken: () => {
          throw new Error("connection reset by the database");
        },
      },
    },
  });
  const yoga = createYoga({
    schema,
    maskedErrors: true,
    plugins: [
      ...(options.concurrency ? [admissionPlugin(options.concurrency)] : []),
      { onContextBuilding: () => void contexts++ },
    ],
    logging: { debug: () => {}, info: () => {}, warn: () => {}, error: (error: unknown) => void logged.push(error) },
  }) as unknown as Yoga;
  const fastify = Fastify();
  const warn = vi.spyOn(fastify.log, "warn");
  registerErrorReplies(fastify, "/graphql");
  fastify.get<{ Querystring: { n: string } }>("/step", async (req, reply) =>
    runOperation(yoga, req, reply, "query ($n: Int!) { step(n: $n) }", { n: Number(req.query.n) }),
  );
  fastify.get<{ Querystring: { n: string } }>("/coerced", async (req, reply) =>
    runOperation(yoga, req, reply, "query ($n: Int!) { step(n: $n) }", { n: req.query.n }),
  );
  fastify.get("/missing", async (req, reply) => runOperation(yoga, req, reply, "{ missing }"));
  // Two steps, one after the other, as a REST list reads its pages.
  fastify.get<{ Querystring: { n: string } }>("/two-steps", async (req, reply) =>
    withOperations(yoga, req, reply, async (run) => {
      const n = Number(req.query.n);
      const first = await run<{ step: number }>("query ($n: Int!) { step(n: $n) }", { n });
      const second = await run<{ step: number }>("query ($n: Int!) { step(n: $n) }", { n: n + 1 });
      return [first.step, second.step];
    }),
  );
  fastify.get("/broken", async (req, reply) => runOperation(yoga, req, reply, "{ broken }"));
  const get = async (url: string) => {
    const res = await fastify.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { get, started, release, until, logged, warn, contexts: () => contexts };
}

describe("runOperation", () => {
  it("answers 400 'Invalid request body' when GraphQL's coercion refuses a variable, and says so in the log", async () => {
    const { get, started, warn } = restOver();
    expect(await get("/coerced?n=seven")).toEqual({ status: 400, body: { message: "Invalid request body" } });
    expect(started).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ url: "/coerced?n=seven" }),
      "REST body passed routes.ts but not GraphQL's coercion",
    );
  });

  it("answers an expected failure with its code's status and message", async () => {
    const { get } = restOver();
    expect(await get("/missing")).toEqual({ status: 404, body: { message: "Course not found" } });
  });

  it("answers an unexpected failure 500 without its detail, which goes to the log in full", async () => {
    const { get, logged } = restOver();
    expect(await get("/broken")).toEqual({ status: 500, body: { message: "Internal Server Error" } });
    expect(logged).toHaveLength(1);
    expect(String(logged[0])).toMatch(/connection reset by the database/);
  });

  it("waits in the admission queue with /graphql's operations", async () => {
    const { get, started, release, until } = restOver({ concurrency: 1 });
    const answers = [1, 2].map((n) => get(`/step?n=${n}`));
    await until(() => started.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual([1]);
    release.get(1)!();
    await until(() => started.length === 2);
    release.get(2)!();
    expect((await Promise.all(answers)).map((answer) => answer.body)).toEqual([{ step: 1 }, { step: 2 }]);
  });

  it("runs the operations of one request under one context and one turn of the admission queue", async () => {
    const { get, started, release, until, contexts } = restOver({ concurrency: 1 });
    const first = get("/two-steps?n=1");
    await until(() => started.length === 1);
    const other = get("/step?n=9");
    release.get(1)!();
    await until(() => started.length === 2);
    // The other request waits until both of the first's operations are done.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual([1, 2]);
    release.get(2)!();
    expect((await first).body).toEqual([1, 2]);
    await until(() => started.length === 3);
    release.get(9)!();
    expect((await other).body).toEqual({ step: 9 });
    expect(contexts()).toBe(2);
  });
});
