import path from "node:path";

/** Where the database lives: a PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR. */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR || ".data");
}

export function databaseTargetFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL");
    }
    return { kind: "postgres", url };
  }
  return { kind: "pglite", dataDir: path.join(dataDirFromEnv(env), "pglite") };
}
