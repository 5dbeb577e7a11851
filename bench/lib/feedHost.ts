// The feed benchmark's server process: the gateway app (gateway/app.ts, configured from the
// environment as gateway/main.ts does) on PORT and the floor (bench/lib/floor.ts) on FLOOR_PORT.
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
import { configFromEnv } from "../../gateway/config.js";
import { openDatabase } from "../../schema/db/database.js";
import { type RunSql, startFloorServer } from "./floor.js";

const config = configFromEnv();
const logger = pino({ level: config.logLevel }) as FastifyBaseLogger;
const floorPort = Number(process.env.FLOOR_PORT);
if (!Number.isInteger(floorPort) || floorPort <= 0) throw new Error("FLOOR_PORT is required");

const db = await openDatabase(config.database);
let runSql: RunSql = (sql, params) => db.query(sql, params);
let closeFloorDb = async () => undefined as unknown;
if (config.database.kind === "postgres") {
  const pool = new pg.Pool({ connectionString: config.database.url, max: 10 });
  runSql = async (sql, params) => (await pool.query(sql, params)).rows;
  closeFloorDb = () => pool.end();
}

const app = await buildApp({
  db,
  production: config.production,
  webDist: config.webDist,
  logger,
  sessionSecret: config.sessionSecret,
  demoStudent: config.demoAccounts?.student ?? null,
  oidc: config.oidc,
  redis: config.redis,
  loginLimits: config.loginLimits,
  signupLimits: config.signupLimits,
  introspection: config.introspection,
});
const floor = await startFloorServer(runSql, floorPort);
await app.fastify.listen({ port: config.port, host: config.host });

process.once("SIGTERM", () => {
  void (async () => {
    await new Promise((resolve) => floor.close(resolve));
    await app.fastify.close();
    await closeFloorDb();
    await db.close();
    process.exit(0);
  })();
});
