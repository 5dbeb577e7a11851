import { createSourceEventStream, type DocumentNode, execute, type ExecutionArgs } from "graphql";
import { isAsyncIterable, mapAsyncIterator, type Plugin } from "graphql-yoga";
import { PresenceChange } from "./presence.js";

/**
 * Executes each presence change once per operation rather than once per subscriber.
 *
 * A change of who is online goes to every subscriber of the online list, and the list is the same
 * for all of them (it shows people as anyone sees them; who may subscribe at all is checked when
 * the subscription starts). Subscribers running the same document with the same variables
 * therefore share one execution result per change. Without this, a thousand open boards cost a
 * thousand executions of the same list on every arrival. Other events execute per subscriber, as
 * GraphQL does by default.
 */
export function presenceBroadcastPlugin(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribeSharingPresenceChanges);
    },
  };
}

/** graphql-js's subscribe (source stream, then one execution per event), with the sharing above. */
async function subscribeSharingPresenceChanges(args: ExecutionArgs) {
  const source = await createSourceEventStream(args);
  if (!isAsyncIterable(source)) return source;
  const operation = operationKey(args);
  const run = async (payload: unknown) => execute({ ...args, rootValue: payload });
  return mapAsyncIterator(source, (payload: unknown) =>
    payload instanceof PresenceChange ? payload.once(operation, () => run(payload)) : run(payload),
  );
}

// Identical document texts parse to the same DocumentNode (the gateway's parser cache), so a
// document's identity stands for its text without printing it per subscriber.
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;

function operationKey({ document, operationName, variableValues }: ExecutionArgs): string {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
  return `execution ${id} ${operationName ?? ""} ${JSON.stringify(variableValues ?? {})}`;
}
