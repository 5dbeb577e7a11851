import { AsyncLocalStorage } from "node:async_hooks";
import type { Prisma } from "../generated/prisma/client.js";
import { modelRelations, type Relations } from "./modelRelations.js";
import { readKeys } from "./partitions.js";
import { intercept } from "./statementCounter.js";

/** Any table: a statement whose tables could not be told from its text. */
export const ANY_TABLE = "*";

/**
 * Not a table: who is online (schema/presence.ts), read and versioned like one. Its version moves
 * when someone arrives or leaves (gateway/app.ts), and an answer that looked up the online list is
 * kept under it.
 */
export const PRESENCE = "@presence";

/**
 * The table a model is stored in, as the statements Prisma sends name it: its model name (no model
 * is renamed with @@map; writeSignal.int.test.ts checks every model's writes against this).
 */
export function tableOf(model: Prisma.ModelName): string {
  return model;
}

/** Statements that read no table. */
const READS_NOTHING = /^\s*(?:BEGIN|START\s+TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|SHOW|DEALLOCATE)\b/i;
/**
 * What follows each FROM and JOIN: a quoted (optionally schema-qualified) name, a subquery (its own
 * FROMs are matched too), a parameter (`IS DISTINCT FROM $1`) or anything else (a function, an
 * unquoted name): then the statement counts as reading any table.
 */
const SOURCE = /\b(?:FROM|JOIN)\s+(?:ONLY\s+|LATERAL\s+)*(?:(?:"[^"]+"\.)?"([^"]+)"|(\(|\$\d+)|\S)/gi;

/**
 * `read` (the tables a statement reads, or writes) remembered per statement text: Prisma and the
 * app send the same few hundred statements again and again, values apart. A long one (a bulk
 * insert's thousand rows) is read each time and not kept.
 */
export function perStatement(read: (sql: string) => string[]): (sql: string) => readonly string[] {
  const known = new Map<string, readonly string[]>();
  return (sql) => {
    const remembered = known.get(sql);
    if (remembered) return remembered;
    const tables = Object.freeze(read(sql));
    if (sql.length > LONGEST_REMEMBERED_STATEMENT) return tables;
    if (known.size >= MAX_REMEMBERED_STATEMENTS) known.clear();
    known.set(sql, tables);
    return tables;
  };
}
const MAX_REMEMBERED_STATEMENTS = 4_096;
const LONGEST_REMEMBERED_STATEMENT = 8 * 1024;

/**
 * The tables a statement may read: the quoted names after its FROMs and JOINs (a CTE's or a
 * column's name, matched by mistake, only adds a table nobody writes); ANY_TABLE when something
 * else is read from.
 */
export const tablesRead = perStatement((sql) => {
  if (READS_NOTHING.test(sql)) return [];
  const found = new Set<string>();
  for (const [source, table, nested] of sql.matchAll(SOURCE)) {
    if (table !== undefined) found.add(table);
    else if (nested === undefined && source !== undefined) return [ANY_TABLE];
  }
  return [...found];
});

const reads = new AsyncLocalStorage<Set<string>>();

/**
 * Runs `work` and adds to `tables` every table its statements read (schema/db/writeSignal.ts reports
 * each statement here), ANY_TABLE for a statement it cannot read. The read cache
 * (gateway/readCache.ts) keeps an answer with the versions of these tables.
 */
export function recordingReads<T>(tables: Set<string>, work: () => T): T {
  return reads.run(tables, work);
}

/** Whether the work running now is recorded (recordingReads): what it reads is worth telling. */
export function readsRecorded(): boolean {
  return reads.getStore() !== undefined;
}

/** A read of something other than a statement (PRESENCE): it goes to the recording of the work it runs for, if any. */
export function noteRead(source: string): void {
  reads.getStore()?.add(source);
}

/** A statement about to run: its tables go to the recording of the work it runs for, if any. */
export function noteStatementRead(sql: string): void {
  const tables = reads.getStore();
  if (tables) for (const key of readKeys(tablesRead(sql))) tables.add(key);
}

/**
 * The model's table and those of every relation its arguments name (select, include, where, _count …),
 * as the read's partition, if any, records them (readKeys).
 */
function noteModelRead(relations: Relations, model: Prisma.ModelName, args: unknown, tables: Set<string>): void {
  const named = new Set([tableOf(model)]);
  const walk = (current: Prisma.ModelName, value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(current, item);
    else if (value !== null && typeof value === "object" && !(value instanceof Date)) {
      for (const [key, inner] of Object.entries(value)) {
        const related = relations.get(current)?.get(key);
        if (related) named.add(tableOf(related));
        walk(related ?? current, inner);
      }
    }
  };
  walk(model, args);
  for (const key of readKeys([...named])) tables.add(key);
}

/** Prisma batches these calls across callers: the batch runs once, for whoever called first. */
const BATCHED_CALLS = ["findUnique", "findUniqueOrThrow"] as const;

/**
 * The client with its batched reads recorded for each caller. Prisma merges the findUnique calls
 * made in the same tick, by any request, into one statement that runs in the first caller's
 * asynchronous context: the others would never see it at the driver. So the model and the
 * relations its arguments name are recorded when each caller asks.
 */
export function recordingBatchedReads<C extends object>(client: C): C {
  const relations = modelRelations();
  const delegates: Record<string, unknown> = {};
  for (const model of relations.keys()) {
    const property = model.charAt(0).toLowerCase() + model.slice(1);
    const delegate = Reflect.get(client, property) as Record<string, (args: unknown) => unknown> | undefined;
    if (!delegate) continue;
    const overrides: Record<string, unknown> = {};
    for (const call of BATCHED_CALLS) {
      overrides[call] = (args: unknown) => {
        const tables = reads.getStore();
        if (tables) noteModelRead(relations, model as Prisma.ModelName, args, tables);
        return delegate[call]!(args);
      };
    }
    delegates[property] = intercept(delegate, overrides);
  }
  return intercept(client, delegates);
}
