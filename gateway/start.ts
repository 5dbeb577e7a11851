import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { openDatabase } from "../schema/db/database.js";
import { ensureDemoGraduate, ensureDemoStudentAndAdmin } from "../prisma/demoAccounts.js";
import { seed } from "../prisma/seed.js";
import { seedDemoMentions } from "../prisma/seedNotifications.js";
import { DEMO_MEMBER_NAME, DEMO_MODERATOR, ensureDemoCommunityAccount } from "../schema/auth/communityUser.js";
import { type App, buildApp } from "./app.js";
import type { Settings } from "./settings.js";

export type RunningGateway = App & { url: string; stop: () => Promise<void> };

/** Opens the database, applies migrations, seeds, and listens. */
export async function startGateway(settings: Settings, logger?: FastifyBaseLogger): Promise<RunningGateway> {
  const log = logger ?? (pino({ level: settings.logLevel }) as FastifyBaseLogger);
  const db = await openDatabase(settings.database);
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
      if (settings.seedOnStart) await ensureDemoGraduate(db.prisma, demo.graduate);
      log.info(
        {
          student: demo.student,
          admin: demo.admin,
          community: demo.community,
          moderator: demo.moderator,
          graduate: demo.graduate,
        },
        "demo accounts (embedded default; set DEMO_*_EMAIL / DEMO_*_PASSWORD to change them)",
      );
    }
    const app = await buildApp(settings, { db, logger: log });
    await app.fastify.listen({ port: settings.port, host: settings.host });
    const address = app.fastify.server.address();
    const port = typeof address === "object" && address ? address.port : settings.port;
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
