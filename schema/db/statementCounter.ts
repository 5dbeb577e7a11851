import type { SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from "@prisma/driver-adapter-utils";

/** Told of every SQL statement the app sends to the database, just before it runs. */
export type StatementListener = (sql: string) => void;

/**
 * Wraps a Prisma driver adapter factory so that each statement reaching the driver is reported.
 * The N+1 test counts statements per request here, below Prisma's query planner, so nothing
 * Prisma or Pothos does can hide a query. Transactions count their BEGIN and COMMIT/ROLLBACK
 * too, whether the adapter sends them itself or Prisma does.
 */
export function observeStatements<F extends SqlDriverAdapterFactory>(factory: F, onStatement: StatementListener): F {
  return intercept(factory, {
    connect: async () => observeAdapter(await factory.connect(), onStatement),
  });
}

function observeAdapter(adapter: SqlDriverAdapter, onStatement: StatementListener): SqlDriverAdapter {
  return intercept(adapter, {
    queryRaw: (query: Parameters<SqlDriverAdapter["queryRaw"]>[0]) => (onStatement(query.sql), adapter.queryRaw(query)),
    executeRaw: (query: Parameters<SqlDriverAdapter["executeRaw"]>[0]) => (
      onStatement(query.sql),
      adapter.executeRaw(query)
    ),
    executeScript: (script: string) => (onStatement(script), adapter.executeScript(script)),
    startTransaction: async (isolationLevel?: Parameters<SqlDriverAdapter["startTransaction"]>[0]) => {
      // Both adapters send BEGIN themselves, out of Prisma's sight.
      onStatement("BEGIN");
      return observeTransaction(await adapter.startTransaction(isolationLevel), onStatement);
    },
  });
}

function observeTransaction(tx: Transaction, onStatement: StatementListener): Transaction {
  // With a "phantom" transaction the adapter ends it itself; otherwise Prisma sends COMMIT or
  // ROLLBACK through executeRaw, which is already reported.
  const ending = (sql: string, end: () => Promise<void>) => () => {
    if (tx.options.usePhantomQuery) onStatement(sql);
    return end();
  };
  return intercept(tx, {
    queryRaw: (query: Parameters<Transaction["queryRaw"]>[0]) => (onStatement(query.sql), tx.queryRaw(query)),
    executeRaw: (query: Parameters<Transaction["executeRaw"]>[0]) => (onStatement(query.sql), tx.executeRaw(query)),
    commit: ending("COMMIT", () => tx.commit()),
    rollback: ending("ROLLBACK", () => tx.rollback()),
  });
}

/** The object with some methods replaced; everything else (provider, options, …) passes through. */
export function intercept<T extends object>(target: T, overrides: Record<string, unknown>): T {
  return new Proxy(target, {
    get(object, property) {
      if (typeof property === "string" && Object.hasOwn(overrides, property)) return overrides[property];
      // Read from the real object (not the proxy): the adapters' classes may use private fields.
      const value: unknown = Reflect.get(object, property);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

/** Counts statements, for tests: pass `listener` to openDatabase's `onStatement`. */
export function createStatementCounter() {
  let statements: string[] = [];
  return {
    listener: ((sql) => void statements.push(sql)) satisfies StatementListener,
    /** Runs `work` and returns the statements sent while it ran. */
    async during(work: () => Promise<unknown>): Promise<string[]> {
      statements = [];
      await work();
      const sent = statements;
      statements = [];
      return sent;
    },
  };
}
