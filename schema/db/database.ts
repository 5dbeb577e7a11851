import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.js";
import type { DatabaseTarget } from "./config.js";
import { applyMigrations, type SqlSession } from "./migrate.js";
import { NameAsTextClient } from "./pgNameAsText.js";

export type Database = {
  kind: DatabaseTarget["kind"];
  prisma: PrismaClient;
  /** Applies pending migrations; returns the names applied. */
  migrate: () => Promise<string[]>;
  /** Resolves when the database answers a query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export async function openDatabase(target: DatabaseTarget, options: { poolSize?: number } = {}): Promise<Database> {
  return target.kind === "postgres" ? openPostgres(target.url, options.poolSize ?? 10) : openPglite(target.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) });
  return {
    kind: "pglite",
    prisma,
    migrate: () => applyMigrations(db),
    ping: async () => {
      await db.query("SELECT 1");
    },
    close: async () => {
      await prisma.$disconnect();
      if (!db.closed) await db.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: NameAsTextClient });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: "postgres",
    prisma,
    migrate: async () => {
      // One connection for the whole run: the advisory lock belongs to a session.
      const client = await pool.connect();
      const session: SqlSession = {
        query: async <R,>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as R[] }),
        exec: (sql) => client.query(sql),
      };
      try {
        return await applyMigrations(session);
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query("SELECT 1");
    },
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
