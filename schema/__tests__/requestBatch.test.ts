import { setImmediate as nextPass } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { Context } from "../context.js";
import { noteRead, recordingReads } from "../db/readTables.js";
import { forgetKept, requestBatch } from "../requestBatch.js";

const request = (transport: Context["transport"] = "http") => ({ transport }) as Context;

/** A load that squares its keys, noting a read of "Squares" and each call's keys. */
function squares() {
  const calls: string[][] = [];
  const load = async (keys: string[]) => {
    calls.push(keys);
    noteRead("Squares");
    await nextPass();
    return new Map(keys.map((key) => [key, Number(key) ** 2]));
  };
  return { calls, load };
}

describe("requestBatch", () => {
  it("loads the keys asked for in one pass with one call, and answers each caller with its own", async () => {
    const batch = requestBatch<number>();
    const { calls, load } = squares();
    const ctx = request();
    const answers = await Promise.all([
      batch(ctx, "g", ["2"], load),
      batch(ctx, "g", ["3", "4"], load),
      batch(ctx, "g", ["2"], load),
    ]);
    expect(answers).toEqual([[4], [9, 16], [4]]);
    expect(calls).toEqual([["2", "3", "4"]]);
  });

  it("without keep, loads a key again when a later pass asks for it", async () => {
    const batch = requestBatch<number>();
    const { calls, load } = squares();
    const ctx = request();
    await batch(ctx, "g", ["2"], load);
    await batch(ctx, "g", ["2"], load);
    expect(calls).toEqual([["2"], ["2"]]);
  });

  it("with keep, answers a key from its batch for the rest of the request, asked while loading or after", async () => {
    const batch = requestBatch<number>({ keep: true });
    const { calls, load } = squares();
    const ctx = request();
    const first = batch(ctx, "g", ["2"], load);
    // The batch has started loading: a deeper resolver asks for the same key.
    await nextPass();
    const whileLoading = batch(ctx, "g", ["2"], load);
    expect(await Promise.all([first, whileLoading])).toEqual([[4], [4]]);
    expect(await batch(ctx, "g", ["2", "5"], load)).toEqual([4, 25]);
    expect(calls).toEqual([["2"], ["5"]]);
    // Another request, and another group, load for themselves.
    await batch(request(), "g", ["2"], load);
    await batch(ctx, "other", ["2"], load);
    expect(calls).toEqual([["2"], ["5"], ["2"], ["2"]]);
  });

  it("with keep, loads afresh once the request forgets what it kept (a mutation wrote), for every keeping batch", async () => {
    const squared = requestBatch<number>({ keep: true });
    const alsoSquared = requestBatch<number>({ keep: true });
    const { calls, load } = squares();
    const ctx = request();
    await squared(ctx, "g", ["2"], load);
    await alsoSquared(ctx, "g", ["3"], load);
    forgetKept(ctx);
    await squared(ctx, "g", ["2"], load);
    await alsoSquared(ctx, "g", ["3"], load);
    await squared(ctx, "g", ["2"], load);
    expect(calls).toEqual([["2"], ["3"], ["2"], ["3"]]);
  });

  it("with keep, still loads afresh on each pass of a websocket context, which lives as long as its subscription", async () => {
    const batch = requestBatch<number>({ keep: true });
    const { calls, load } = squares();
    const ctx = request("websocket");
    await batch(ctx, "g", ["2"], load);
    await batch(ctx, "g", ["2"], load);
    expect(calls).toEqual([["2"], ["2"]]);
  });

  it("notes the batch's reads for every operation that used it, not only the one that started it", async () => {
    const batch = requestBatch<number>({ keep: true });
    const { load } = squares();
    const ctx = request();
    // Two operations of one REST call: one context, each operation's reads recorded on their own.
    const first = new Set<string>();
    const second = new Set<string>();
    const joined = new Set<string>();
    await Promise.all([
      recordingReads(first, () => batch(ctx, "g", ["2"], load)),
      recordingReads(joined, () => batch(ctx, "g", ["3"], load)),
    ]);
    await recordingReads(second, () => batch(ctx, "g", ["2"], load));
    expect([...first]).toEqual(["Squares"]);
    expect([...joined]).toEqual(["Squares"]);
    expect([...second]).toEqual(["Squares"]);
  });

  it("rejects every caller of a batch whose load fails", async () => {
    const batch = requestBatch<number>({ keep: true });
    const ctx = request();
    const failing = () => Promise.reject(new Error("database gone"));
    await expect(Promise.all([batch(ctx, "g", ["1"], failing), batch(ctx, "g", ["2"], failing)])).rejects.toThrow(
      "database gone",
    );
  });
});
