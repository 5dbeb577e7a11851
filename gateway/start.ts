import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { type Database, openDatabase } from "../schema/db/database.js";
import { ensureDemoStudentAndAdmin } from "../prisma/demoAccounts.js";
import { seed } from "../prisma/seed.js";
import { ensureDemoCommunityAccount } from "../schema/auth/communityUser.js";
import { type App, type AppOptions, buildApp } from "./app.js";
import type { GatewayConfig } from "./config.js";

export type RunningGateway = App & { url: string; stop: () => Promise<void> };

/**
 * The app as the configuration describes it, on an open database (also the feed benchmark's host,
 * bench/lib/feedHost.ts).
 */
export function appOptionsFromConfig(config: GatewayConfig, db: Database, logger: FastifyBaseLogger): AppOptions {
  return {
    db,
    production: config.production,
    webDist: config.webDist,
    logger,
    sessionSecret: config.sessionSecret,
    demoStudent: config.demoAccounts?.student ?? null,
    oidc: config.oidc,
    redis: config.redis,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    loginLimits: config.loginLimits,
    signupLimits: config.signupLimits,
    introspection: config.introspection,
    readCache: config.readCache,
  };
}

/** Opens the database, applies migrations, seeds, and listens. */
export async function startGateway(config: GatewayConfig, logger?: FastifyBaseLogger): Promise<RunningGateway> {
  const log = logger ?? (pino({ level: config.logLevel }) as FastifyBaseLogger);
  const db = await openDatabase(config.database);
  try {
    const applied = await db.migrate();
    if (applied.length > 0) log.info({ applied }, "migrations applied");
    if (config.seedOnStart) await seed(db.prisma);
    const demo = config.demoAccounts;
    if (demo) {
      await ensureDemoStudentAndAdmin(db.prisma, demo);
      await ensureDemoCommunityAccount(db.prisma, demo.community);
      log.info(
        { student: demo.student, admin: demo.admin, community: demo.community },
        "demo accounts (embedded default; set DEMO_*_EMAIL / DEMO_*_PASSWORD to change them)",
      );
    }
    const app = await buildApp(appOptionsFromConfig(config, db, log));
    await app.fastify.listen({ port: config.port, host: config.host });
    const address = app.fastify.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    let stopping: Promise<void> | undefined;
    return {
      ...app,
      url: `http://localhost:${port}`,
      // Stops accepting, lets in-flight requests finish, then closes the database.
      stop: () =>
        (stopping ??= (async () => {
          await app.fastify.close();
          await db.close();
        })()),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
