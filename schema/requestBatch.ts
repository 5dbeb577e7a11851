import type { Context } from "./context.js";
import { noteRead, recordingReads } from "./db/readTables.js";

/** Every batch kept for a request, by the requestBatch that keeps it. */
const keptOf = new WeakMap<object, Map<object, Map<string, unknown>>>();

/**
 * Forgets every batch kept for the request: what it read may have changed. Called before and after
 * each mutation field's resolver (schema/freshAfterWrites.ts).
 */
export function forgetKept(context: Context): void {
  keptOf.delete(context);
}

/**
 * Keys asked for by the resolvers of one request in the same turn of the event loop, loaded with
 * one call (a dataloader): a page of 100 replies asks for the members they mention once, not 100
 * times. Callers of one group share the first caller's `load`.
 *
 * By default nothing outlives the batch. With `keep`, a key once asked for is answered from its
 * batch for the rest of the request, so a resolver a level deeper (a lesson page's next module)
 * reads nothing again, whether it asks while the batch is loading or after: the request's
 * statements do not depend on timing. Kept only until the request writes: forgetKept runs when each
 * mutation field starts and once it has written (schema/freshAfterWrites.ts), so a payload never
 * answers from rows read before its own write. Never kept on a websocket context, which lives as
 * long as its subscription and must not read stale rows.
 *
 * Every caller notes the tables its batch read (schema/db/readTables.ts), so the read cache keeps
 * each operation that used the batch, not only the one that started it, under those tables.
 */
export function requestBatch<Value>({ keep = false }: { keep?: boolean } = {}) {
  type Batch = { keys: Set<string>; tables: Set<string>; result: Promise<Map<string, Value>> };
  const open = new WeakMap<object, Map<string, Batch>>();
  const self = {};

  type Load = (keys: string[]) => Promise<Map<string, Value>>;

  /** The batches this requestBatch keeps for the request, by group and key; undefined when it keeps none. */
  function keptFor(context: Context): Map<string, Batch> | undefined {
    if (!keep || context.transport === "websocket") return undefined;
    let all = keptOf.get(context);
    if (!all) keptOf.set(context, (all = new Map()));
    let mine = all.get(self) as Map<string, Batch> | undefined;
    if (!mine) all.set(self, (mine = new Map()));
    return mine;
  }

  /** The batch a key of the group was, or will be, loaded by. */
  function batchFor(context: Context, group: string, key: string, load: Load) {
    const done = keptFor(context);
    const known = done?.get(`${group}\n${key}`);
    if (known) return known;
    let batches = open.get(context);
    if (!batches) open.set(context, (batches = new Map()));
    let batch = batches.get(group);
    if (!batch) {
      const collected = new Set<string>();
      const tables = new Set<string>();
      const mine = batches;
      batch = {
        keys: collected,
        tables,
        // setImmediate: after every resolver of this pass (and their promise chains) has asked.
        result: new Promise((resolve, reject) =>
          setImmediate(() => {
            mine.delete(group);
            recordingReads(tables, () => load([...collected])).then(resolve, reject);
          }),
        ),
      };
      batches.set(group, batch);
    }
    batch.keys.add(key);
    done?.set(`${group}\n${key}`, batch);
    return batch;
  }

  return async (context: Context, group: string, keys: readonly string[], load: Load): Promise<Value[]> => {
    const batches = keys.map((key) => batchFor(context, group, key, load));
    const values = await Promise.all(batches.map((batch) => batch.result));
    for (const batch of new Set(batches)) batch.tables.forEach(noteRead);
    return keys.flatMap((key, i) => (values[i]!.has(key) ? [values[i]!.get(key)!] : []));
  };
}
