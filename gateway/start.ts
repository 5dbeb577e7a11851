import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { type Database, openDatabase } from "../schema/db/database.js";
import { ensureDemoGraduate, ensureDemoStudentAndAdmin } from "../prisma/demoAccounts.js";
import { seed } from "../prisma/seed.js";
import { seedDemoMentions } from "../prisma/seedNotifications.js";
import {
  DEMO_MEMBER_NAME,
  DEMO_MODERATOR,
  DEMO_MEMBER2,
  DEMO_MEMBER3,
  ensureDemoCommunityAccount,
} from "../schema/auth/communityUser.js";
import { type App, buildApp } from "./app.js";
import type { Settings } from "./settings.js";
import { createSharedState, type SharedState } from "./sharedState.js";
import { drainApp } from "./shutdown.js";
import { assertPortFree, StartRefused } from "./startChecks.js";

export type RunningGateway = App & { url: string; stop: () => Promise<void> };

/** Opens the database, applies migrations, seeds, and listens. */
export async function startGateway(settings: Settings, logger?: FastifyBaseLogger): Promise<RunningGateway> {
  const log = logger ?? (pino({ level: settings.logLevel }) as FastifyBaseLogger);
  // What an operator can get wrong is checked before anything slow: the port, then Redis.
  await assertPortFree(settings.port, settings.host);
  let shared: SharedState;
  try {
    shared = await createSharedState({ redis: settings.redis, log });
  } catch (error) {
    throw new StartRefused((error as Error).message);
  }
  let db: Database;
  try {
    db = await openDatabase(settings.database, {
      planCache: settings.planCache,
      preparedStatements: settings.preparedStatements,
      // Its writes move the read cache's versions from here (gateway/app.ts); others are heard from the database.
      signalsItsWrites: true,
    });
  } catch (error) {
    await shared.close();
    throw error;
  }
  let built = false;
  try {
    const applied = await db.migrate();
    if (applied.length > 0) log.info({ applied }, "migrations applied");
    if (settings.seedOnStart) await seed(db.prisma);
    const demo = settings.demoAccounts;
    if (demo) {
      await ensureDemoStudentAndAdmin(db.prisma, demo);
      const member = await ensureDemoCommunityAccount(db.prisma, demo.community);
      if (member.created && settings.seedOnStart)
        await seedDemoMentions(db.prisma, { id: member.id, name: DEMO_MEMBER_NAME });
      await ensureDemoCommunityAccount(db.prisma, demo.moderator, DEMO_MODERATOR);
      await ensureDemoCommunityAccount(db.prisma, demo.member2, DEMO_MEMBER2);
      await ensureDemoCommunityAccount(db.prisma, demo.member3, DEMO_MEMBER3);
      if (settings.seedOnStart) await ensureDemoGraduate(db.prisma, demo.graduate);
      log.info(
        {
          student: demo.student,
          admin: demo.admin,
          community: demo.community,
          moderator: demo.moderator,
          member2: demo.member2,
          member3: demo.member3,
          graduate: demo.graduate,
        },
        "demo accounts (embedded default; set DEMO_*_EMAIL / DEMO_*_PASSWORD to change them)",
      );
    }
    const app = await buildApp(settings, { db, logger: log, shared });
    built = true; // the app closes the shared state from here on
    await app.fastify.listen({ port: settings.port, host: settings.host });
    const address = app.fastify.server.address();
    const port = typeof address === "object" && address ? address.port : settings.port;
    let stopping: Promise<void> | undefined;
    return {
      ...app,
      url: `http://localhost:${port}`,
      // Readiness 503, queued connections answered, in-flight requests finished (bounded), then the database.
      stop: () =>
        (stopping ??= (async () => {
          const outcome = await drainApp(app, settings.shutdownTimeoutMs);
          if (outcome === "timed out")
            log.warn({ timeoutMs: settings.shutdownTimeoutMs }, "drain timed out: the remaining connections were cut");
          await db.close();
        })()),
    };
  } catch (error) {
    if (!built) await shared.close();
    await db.close();
    throw error;
  }
}
