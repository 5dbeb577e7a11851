import type { SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from "@prisma/driver-adapter-utils";
import { intercept } from "./statementCounter.js";

/** Told once a write is in the database for good; awaited before the writer goes on. */
export type WriteListener = () => Promise<void>;

/** Only plain SELECTs leave the data as it was; anything else (INSERT … RETURNING too) counts as a write. */
const READ_ONLY = /^\s*SELECT\b/i;

/**
 * Wraps a Prisma driver adapter factory so that `onWrite` runs after every statement that may have
 * changed data outside a transaction, and after every commit: at those moments, and only then,
 * other connections can see the change. A transaction's statements report nothing themselves
 * (their changes are invisible until the commit); a rollback reports nothing.
 *
 * This is the read cache's invalidation (gateway/readCache.ts): below Prisma, so no write of the
 * app's (GraphQL, REST, sign-in, seeds run by the gateway) can miss it.
 */
export function signalWrites<F extends SqlDriverAdapterFactory>(factory: F, onWrite: WriteListener): F {
  return intercept(factory, {
    connect: async () => signalAdapter(await factory.connect(), onWrite),
  });
}

function signalAdapter(adapter: SqlDriverAdapter, onWrite: WriteListener): SqlDriverAdapter {
  const after = async <T,>(sql: string, run: Promise<T>): Promise<T> => {
    const result = await run;
    if (!READ_ONLY.test(sql)) await onWrite();
    return result;
  };
  return intercept(adapter, {
    queryRaw: (query: Parameters<SqlDriverAdapter["queryRaw"]>[0]) => after(query.sql, adapter.queryRaw(query)),
    executeRaw: (query: Parameters<SqlDriverAdapter["executeRaw"]>[0]) => after(query.sql, adapter.executeRaw(query)),
    executeScript: (script: string) => after(script, adapter.executeScript(script)),
    startTransaction: async (isolationLevel?: Parameters<SqlDriverAdapter["startTransaction"]>[0]) => {
      const tx = await adapter.startTransaction(isolationLevel);
      // Prisma calls commit() once the COMMIT has run (sent by Prisma, or by the adapter for a
      // "phantom" transaction): the transaction's writes are visible from here on.
      return intercept(tx, {
        commit: async () => {
          await tx.commit();
          await onWrite();
        },
      }) satisfies Transaction;
    },
  });
}
