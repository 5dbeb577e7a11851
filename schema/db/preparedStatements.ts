import { createHash } from "node:crypto";
import { NameAsTextClient } from "./pgNameAsText.js";

// Prisma's statements as named prepared statements, on PostgreSQL.
//
// @prisma/adapter-pg sends every statement unnamed: PostgreSQL parses it and plans it again on
// each call. For the app's larger statements that is most of their time in the database: a like
// (one statement of data-modifying CTEs) spent about 0.2-0.4 ms parsing and 0.3-0.6 ms planning
// for 0.2-0.5 ms executing, and the feed's page with its LATERAL joins alike
// (docs/performance.md, "Prepared statements"). Named, a statement is parsed once per connection,
// and PostgreSQL may keep a generic plan for it after five executions when that plan costs no more
// than the custom ones (plan_cache_mode = auto). PostGraphile names its statements the same way.
//
// - A name is the statement's text hashed: the same text gets the same name on every connection
//   (pg parses a name once per connection and keeps it; it refuses one name for two texts).
// - Only statements with parameters (what Prisma sends for queries and writes) are named, from their
//   second call: a migration's script, a text seen once are sent as before.
// - At most MAX_PREPARED texts are named per process, the first ones to come twice: each costs
//   memory on every connection of the server (its parse tree and plans), and a text that keeps
//   changing (a list of ids of every length) must not take them all. Sightings are counted for at
//   most MAX_SIGHTED texts.
// - A statement whose result columns changed under it (a migration run by another replica added a
//   column to a `RETURNING *`) fails with "cached plan must not change result type". The connection
//   then stops naming. Outside a transaction the statement is sent again unnamed, once, and
//   succeeds. Inside one it is not: PostgreSQL has failed the transaction already, so a second try
//   could only answer "current transaction is aborted"; the transaction fails with the error that
//   says why, and the caller's retry (a new transaction) goes unnamed.

/** Texts named per process, at most. */
export const MAX_PREPARED = 200;
/** Texts whose calls are counted, at most (a text beyond it is never named). */
export const MAX_SIGHTED = 4_096;

type QueryConfig = { text: string; values?: unknown[]; name?: string };

/**
 * The naming rule (exported for tests): a statement's name from its second call, for the first
 * `maxPrepared` texts to come twice, among `maxSighted` counted; undefined while it stays unnamed.
 */
export function statementNames(
  maxPrepared = MAX_PREPARED,
  maxSighted = MAX_SIGHTED,
): (text: string) => string | undefined {
  const sightings = new Set<string>();
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (!sightings.has(text)) {
      if (sightings.size < maxSighted) sightings.add(text);
      return undefined;
    }
    if (names.size >= maxPrepared) return undefined;
    sightings.delete(text);
    const name = `prisma_${createHash("sha1").update(text).digest("base64url")}`;
    names.set(text, name);
    return name;
  };
}

/** One rule for every connection of the process: a text has one name, and the bound holds for them all. */
const preparedName = statementNames();

/** pg's answer when a prepared statement's result columns no longer match its table's. */
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "0A000" &&
  /cached plan must not change result type/.test((error as Error).message);

const isQueryConfig = (value: unknown): value is QueryConfig =>
  typeof value === "object" && value !== null && typeof (value as QueryConfig).text === "string";

/** A pg Client (with NameAsTextClient's mapping) that sends Prisma's statements as named prepared statements. */
export class PreparingClient extends NameAsTextClient {
  private naming = true;

  override query(...args: unknown[]): never {
    const [config, ...rest] = args;
    const values = Array.isArray(rest[0]) ? rest[0] : isQueryConfig(config) ? config.values : undefined;
    const name =
      this.naming && isQueryConfig(config) && config.name === undefined && Array.isArray(values) && values.length > 0
        ? preparedName(config.text)
        : undefined;
    if (name === undefined || !isQueryConfig(config)) return super.query(...args);
    const callback = typeof args.at(-1) === "function" ? (args.at(-1) as (e: unknown, r?: unknown) => void) : null;
    const run = (named: QueryConfig) => super.query(named, values) as unknown as Promise<unknown>;
    const answer = run({ ...config, name }).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      this.naming = false;
      // The status before this statement ("T" in a transaction, "I" outside), or after it once pg has
      // read the server's ReadyForQuery ("E": the transaction failed; "I").
      if (this.getTransactionStatus() !== "I") throw error;
      return run(config);
    });
    if (!callback) return answer as never;
    answer.then(
      (result) => callback(null, result),
      (error: unknown) => callback(error),
    );
    return undefined as never;
  }
}
