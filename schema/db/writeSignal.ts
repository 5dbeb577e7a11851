import type { SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from "@prisma/driver-adapter-utils";
import { signalInScope, writeScope, writtenKeys } from "./partitions.js";
import { ANY_TABLE, noteStatementRead, perStatement } from "./readTables.js";
import { intercept } from "./statementCounter.js";

/**
 * Told once a write is in the database for good, with the tables it changed (ANY_TABLE when that
 * could not be told) and, for the partitioned tables, the partitions (schema/db/partitions.ts:
 * `Discussion#category:lab`, or `Discussion!` when none was told); awaited before the writer goes on.
 */
export type WriteListener = (tables: ReadonlySet<string>) => Promise<void>;

/** Statements that change no data. */
const CHANGES_NOTHING =
  /^\s*(?:SELECT|BEGIN|START\s+TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|SHOW|DEALLOCATE)\b/i;
/** Prisma's writes: `INSERT INTO "public"."Like" …`, `UPDATE "public"."User" …`, `DELETE FROM "public"."Like" …`. */
const WRITES_ONE_TABLE = /^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:ONLY\s+)?(?:"[^"]+"\.)?"([^"]+)"\s/i;

/** A write's keyword, but for the UPDATEs that name no table: `ON CONFLICT … DO UPDATE`, `FOR [NO KEY] UPDATE`. */
const WRITE_KEYWORD = /(?<!\b(?:DO|FOR|KEY)\s+)\b(?:INSERT|UPDATE|DELETE|MERGE|TRUNCATE)\b/gi;

/** The tables a statement may change: none for reads, ANY_TABLE for anything it cannot read. */
export const tablesWritten = perStatement((sql) => {
  if (/^\s*WITH\b/i.test(sql)) return tablesWrittenWith(sql);
  if (CHANGES_NOTHING.test(sql)) return [];
  return [WRITES_ONE_TABLE.exec(sql)?.[1] ?? ANY_TABLE];
});

/**
 * A statement with common table expressions, whose writes (data-modifying CTEs: a like, its counter
 * and its notification in one statement) may be anywhere in it: every write keyword outside a
 * string literal must name its table, or the statement could change anything.
 */
function tablesWrittenWith(sql: string): string[] {
  const text = sql.replace(/'(?:[^']|'')*'/g, "''");
  const tables = new Set<string>();
  for (const keyword of text.matchAll(WRITE_KEYWORD)) {
    const table = WRITES_ONE_TABLE.exec(text.slice(keyword.index))?.[1];
    if (table === undefined) return [ANY_TABLE];
    tables.add(table);
  }
  return [...tables];
}

/**
 * Wraps a Prisma driver adapter factory so that `onWrite` runs after every statement that changed
 * data outside a transaction, and after the commit of every transaction that changed data: at
 * those moments, and only then, other connections can see the change. A rollback, or a
 * transaction that only read, reports nothing.
 *
 * This is the read cache's invalidation (gateway/readCache.ts): below Prisma, so no write of the
 * app's (GraphQL, REST, sign-in, seeds run by the gateway) can miss it. Each statement's tables are
 * also noted as read by the work it runs for (schema/db/readTables.ts, recordingReads): what a cached
 * answer depends on.
 */
export function signalWrites<F extends SqlDriverAdapterFactory>(factory: F, onWrite: WriteListener): F {
  return intercept(factory, {
    connect: async () => signalAdapter(await factory.connect(), onWrite),
  });
}

function signalAdapter(adapter: SqlDriverAdapter, onWrite: WriteListener): SqlDriverAdapter {
  const after = async <T>(sql: string, tables: readonly string[], run: () => Promise<T>): Promise<T> => {
    noteStatementRead(sql);
    const scope = writeScope();
    const result = await run();
    if (tables.length > 0)
      await signalInScope(scope, () => onWrite(new Set(tables.flatMap((table) => writtenKeys(table, scope)))));
    return result;
  };
  return intercept(adapter, {
    queryRaw: (query: Parameters<SqlDriverAdapter["queryRaw"]>[0]) =>
      after(query.sql, tablesWritten(query.sql), () => adapter.queryRaw(query)),
    executeRaw: (query: Parameters<SqlDriverAdapter["executeRaw"]>[0]) =>
      after(query.sql, tablesWritten(query.sql), () => adapter.executeRaw(query)),
    // A script is several statements: anything may have changed.
    executeScript: (script: string) => after(script, [ANY_TABLE], () => adapter.executeScript(script)),
    startTransaction: async (isolationLevel?: Parameters<SqlDriverAdapter["startTransaction"]>[0]) => {
      const tx = await adapter.startTransaction(isolationLevel);
      // Each table with the partition scope its statement ran in, resolved at the commit: a like
      // learns its discussion's category from a statement after its first write.
      const written: [string, ReturnType<typeof writeScope>][] = [];
      const noting = async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
        noteStatementRead(sql);
        const scope = writeScope();
        const result = await run();
        for (const table of tablesWritten(sql)) written.push([table, scope]);
        return result;
      };
      return intercept(tx, {
        queryRaw: (query: Parameters<Transaction["queryRaw"]>[0]) => noting(query.sql, () => tx.queryRaw(query)),
        executeRaw: (query: Parameters<Transaction["executeRaw"]>[0]) => noting(query.sql, () => tx.executeRaw(query)),
        // Prisma calls commit() once the COMMIT has run (sent by Prisma, or by the adapter for a
        // "phantom" transaction): the transaction's writes are visible from here on.
        commit: async () => {
          await tx.commit();
          if (written.length === 0) return;
          await onWrite(new Set(written.flatMap(([table, scope]) => writtenKeys(table, scope))));
        },
      }) satisfies Transaction;
    },
  });
}
