// The feed benchmark's server process: the gateway app (gateway/app.ts, configured from the
// environment as gateway/main.ts does) on PORT, the same app with its read cache off
// (READ_CACHE=false: every answer worked out from the database) on UNCACHED_PORT, and the floor
// (bench/lib/floor.ts) on FLOOR_PORT.
//
// Why one process: PGlite is one in-process database that only one process may open, so on
// PGlite the floor can only reach the same data through the gateway's own database handle. The
// floor then runs its SQL on that same PGlite instance, in the same process, on the same event
// loop: same machine, same data, same single connection. The benchmark drives one side at a time,
// so neither side's idle presence costs the other. On PostgreSQL the same layout is kept for a
// like-for-like setup: the floor gets its own `pg` pool of the gateway's size (10) on the same
// server.
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import pino from "pino";
import { buildApp } from "../../gateway/app.js";
import { settingsFromEnv } from "../../gateway/settings.js";
import { openDatabase } from "../../schema/db/database.js";
import { type RunSql, startFloorServer } from "./floor.js";

const settings = settingsFromEnv();
const logger = pino({ level: settings.logLevel }) as FastifyBaseLogger;
const portFrom = (name: string) => {
  const port = Number(process.env[name]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${name} is required`);
  return port;
};
const floorPort = portFrom("FLOOR_PORT");
const uncachedPort = portFrom("UNCACHED_PORT");

const db = await openDatabase(settings.database, {
  planCache: settings.planCache,
  preparedStatements: settings.preparedStatements,
});
let runSql: RunSql = (sql, params) => db.query(sql, params);
let closeFloorDb = async () => undefined as unknown;
if (settings.database.kind === "postgres") {
  const pool = new pg.Pool({ connectionString: settings.database.url, max: 10 });
  // The floor's statements prepared once per connection, as the gateway's are (schema/db/preparedStatements.ts).
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    if (!names.has(sql)) names.set(sql, `floor_${names.size}`);
    return names.get(sql)!;
  };
  runSql = async (sql, params) => (await pool.query({ name: nameOf(sql), text: sql, values: params })).rows;
  closeFloorDb = () => pool.end();
}

const app = await buildApp(settings, { db, logger });
// Community sign-in is not part of what is measured: the benchmark hands out sealed cookies.
const uncached = await buildApp({ ...settings, oidc: undefined, readCache: false }, { db, logger });
const floor = await startFloorServer(runSql, floorPort);
await app.fastify.listen({ port: settings.port, host: settings.host });
await uncached.fastify.listen({ port: uncachedPort, host: settings.host });

process.once("SIGTERM", () => {
  void (async () => {
    await new Promise((resolve) => floor.close(resolve));
    await app.fastify.close();
    await uncached.fastify.close();
    await closeFloorDb();
    await db.close();
    process.exit(0);
  })();
});
