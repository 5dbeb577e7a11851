import { buildSchema, parse, type ExecutionArgs } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { noteRead, PRESENCE } from "../../schema/db/readTables.js";
import {
  READ_CACHE_LIFETIME_MS,
  READ_CACHE_TTL_MS,
  responseCachePlugin,
  type CacheScope,
  type DataVersions,
} from "../readCache.js";

const schema = buildSchema("type Query { hello: String }");
const document = parse("{ hello }");
const versionsAt = (version: string): DataVersions => ({
  epoch: "test",
  seq: Number(version),
  tables: new Map([["Greeting", version]]),
  fine: async (keys) => ({ generation: "test", values: keys.map(() => 0) }),
});

type Outcome = { result?: unknown; executed: boolean };

/**
 * One request through the plugin, as envelop calls it: `execute` is what the request would run
 * (noting a read of "Greeting"); resolves with the answer it was given and whether it ran `execute`.
 */
async function ask(
  plugin: ReturnType<typeof responseCachePlugin>,
  versions: DataVersions,
  execute: () => Promise<{ data: unknown }>,
  reads: readonly string[] = ["Greeting"],
): Promise<Outcome> {
  const context: CacheScope = { viewer: null, transport: "http", readVersions: versions };
  const outcome: Outcome = { executed: false };
  let executeFn = (_args: ExecutionArgs) => {
    outcome.executed = true;
    for (const read of reads) noteRead(read);
    return execute();
  };
  const hooks = await plugin.onExecute!({
    args: { schema, document, contextValue: context, variableValues: {} } as ExecutionArgs,
    executeFn,
    setExecuteFn: (fn: typeof executeFn) => (executeFn = fn),
    setResultAndStopExecution: (result: unknown) => (outcome.result = result),
    extendContext: () => undefined,
  } as never);
  if (outcome.result !== undefined) return outcome;
  let result: unknown = await executeFn({} as ExecutionArgs);
  type Done = { result: unknown; setResult: (result: unknown) => void };
  (hooks as { onExecuteDone?: (payload: Done) => void } | void)?.onExecuteDone?.({
    result,
    setResult: (replaced) => (result = replaced),
  });
  return { ...outcome, result };
}

describe("read cache: requests waiting for an answer being worked out", () => {
  it("serves a query asked again from the cache while the versions it read stand", async () => {
    const plugin = responseCachePlugin();
    const first = await ask(plugin, versionsAt("1"), async () => ({ data: { hello: "one" } }));
    const again = await ask(plugin, versionsAt("1"), async () => ({ data: { hello: "two" } }));
    expect(first).toEqual({ executed: true, result: { data: { hello: "one" } } });
    expect(again).toEqual({ executed: false, result: { data: { hello: "one" } } });
  });

  it("keeps each answer with its JSON: the response that worked it out and every hit send that text", async () => {
    const plugin = responseCachePlugin();
    const first = await ask(plugin, versionsAt("1"), async () => ({ data: { hello: "one" } }));
    const again = await ask(plugin, versionsAt("1"), async () => ({ data: { hello: "two" } }));
    // yoga serialises a result through its `stringify` when it has one (jsonStringifyResultWithoutInternals).
    type Serialised = { stringify?: (value: unknown) => string };
    const { stringify } = first.result as Serialised;
    expect(again.result).toBe(first.result);
    expect(stringify?.(first.result)).toBe('{"data":{"hello":"one"}}');
    // Not part of the answer's content, and the text only for that very object.
    expect(Object.keys(first.result as object)).toEqual(["data"]);
    expect(JSON.stringify(first.result)).toBe('{"data":{"hello":"one"}}');
    expect(stringify?.({ data: { hello: "changed" } })).toBe('{"data":{"hello":"changed"}}');
  });

  it("lets a waiting request go on by itself when the execution it waits for fails outright", async () => {
    const plugin = responseCachePlugin();
    await ask(plugin, versionsAt("1"), async () => ({ data: { hello: "one" } }));
    // A write moved the version: the next request works the answer out, and another waits for it.
    const events: string[] = [];
    let fail!: (error: Error) => void;
    const failing = ask(plugin, versionsAt("2"), () => new Promise((_resolve, reject) => (fail = reject)));
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = ask(plugin, versionsAt("2"), async () => {
      events.push("the waiting request works it out");
      return { data: { hello: "two" } };
    });
    await new Promise((resolve) => setImmediate(resolve));
    events.push("the first execution fails");
    fail(new Error("database gone"));
    await expect(failing).rejects.toThrow("database gone");
    expect(await waiting).toEqual({ executed: true, result: { data: { hello: "two" } } });
    expect(events).toEqual(["the first execution fails", "the waiting request works it out"]);
  });

  it("keeps an answer that read a row's version only while it stands, and not when it moved during the execution", async () => {
    const plugin = responseCachePlugin();
    const row = "~Discussion:row:7";
    const fine = new Map<string, number>();
    const at = (seq: number): DataVersions => ({
      ...versionsAt("1"),
      seq,
      fine: async (keys) => ({ generation: "test", values: keys.map((key) => fine.get(key) ?? 0) }),
    });
    const hello = (text: string, before?: () => void) => async () => {
      before?.();
      return { data: { hello: text } };
    };
    // A write to the row lands while the answer is worked out: it may or may not show it, so it is not kept.
    const during = await ask(
      plugin,
      at(1),
      hello("one", () => fine.set(row, 2)),
      ["Greeting", row],
    );
    const next = await ask(plugin, at(2), hello("two"), ["Greeting", row]);
    const again = await ask(plugin, at(2), hello("three"), ["Greeting", row]);
    expect([during.executed, next.executed, again]).toEqual([
      true,
      true,
      { executed: false, result: { data: { hello: "two" } } },
    ]);
    // The row written again: worked out anew.
    fine.set(row, 3);
    expect(await ask(plugin, at(3), hello("four"), ["Greeting", row])).toEqual({
      executed: true,
      result: { data: { hello: "four" } },
    });
  });

  it("keeps an answer that shows who is online for the short expiry only, however long others live", async () => {
    let now = performance.now();
    const clock = vi.spyOn(performance, "now").mockImplementation(() => now);
    try {
      const online = responseCachePlugin(() => READ_CACHE_LIFETIME_MS);
      const other = responseCachePlugin(() => READ_CACHE_LIFETIME_MS);
      const hello = (text: string) => async () => ({ data: { hello: text } });
      await ask(online, versionsAt("1"), hello("one"), ["Greeting", PRESENCE]);
      await ask(other, versionsAt("1"), hello("one"));
      now += READ_CACHE_TTL_MS + 1_000;
      // The cache reads the clock at most once a millisecond.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await ask(online, versionsAt("1"), hello("two"), ["Greeting", PRESENCE])).executed).toBe(true);
      expect(await ask(other, versionsAt("1"), hello("two"))).toEqual({
        executed: false,
        result: { data: { hello: "one" } },
      });
    } finally {
      clock.mockRestore();
    }
  });
});
