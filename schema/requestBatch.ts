/**
 * Keys asked for by the resolvers of one request in the same turn of the event loop, loaded with
 * one call (a dataloader without its cache): a page of 100 replies asks for the members they
 * mention once, not 100 times. Nothing outlives the batch, so a long-lived subscription context
 * never reads stale rows. Callers of one group share the first caller's `load`.
 */
export function requestBatch<Value>() {
  type Batch = { keys: Set<string>; result: Promise<Map<string, Value>> };
  const open = new WeakMap<object, Map<string, Batch>>();
  return (
    context: object,
    group: string,
    keys: readonly string[],
    load: (keys: string[]) => Promise<Map<string, Value>>,
  ): Promise<Value[]> => {
    let batches = open.get(context);
    if (!batches) open.set(context, (batches = new Map()));
    let batch = batches.get(group);
    if (!batch) {
      const collected = new Set<string>();
      const mine = batches;
      batch = {
        keys: collected,
        // setImmediate: after every resolver of this pass (and their promise chains) has asked.
        result: new Promise((resolve, reject) =>
          setImmediate(() => {
            mine.delete(group);
            load([...collected]).then(resolve, reject);
          }),
        ),
      };
      batches.set(group, batch);
    }
    keys.forEach((key) => batch.keys.add(key));
    return batch.result.then((values) => keys.flatMap((key) => (values.has(key) ? [values.get(key)!] : [])));
  };
}
