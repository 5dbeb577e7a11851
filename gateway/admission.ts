import pLimit from "p-limit";
import type { Plugin } from "graphql-yoga";

/**
 * How many GraphQL operations (HTTP and the REST layer's) run at once on the embedded database.
 * PGlite is one in-process PostgreSQL that runs one statement at a time: with every request let in,
 * the statements of hundreds of requests interleave and a request of nine statements waits behind
 * the whole queue nine times (the load benchmark saw answers after 30 s). Admitting a few in order
 * of arrival keeps the same throughput and gives every request the same, short wait.
 */
export const PGLITE_CONCURRENT_OPERATIONS = 4;

/** Runs at most `concurrency` operations at once (context, execution and its SQL), the rest in arrival order. */
export function admissionPlugin(concurrency: number): Plugin {
  const limit = pLimit(concurrency);
  return {
    instrumentation: {
      operation: (_payload, wrapped) => limit(async () => wrapped()),
    },
  };
}
