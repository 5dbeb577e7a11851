import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { settingsFromEnv, type Settings } from "./settings.js";
import { startGateway } from "./start.js";
import { StartRefused } from "./startChecks.js";

let settings: Settings;
try {
  settings = settingsFromEnv();
} catch (error) {
  // A configuration mistake (e.g. production without SESSION_SECRET): one plain line naming it.
  console.error(`CyberLab Academy cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const logger = pino({ level: settings.logLevel }, await terminalStream()) as FastifyBaseLogger;

try {
  const gateway = await startGateway(settings, logger);
  logger.info(
    {
      url: gateway.url,
      database: settings.database.kind,
      shared: settings.redis ? "redis" : "memory",
      dataDir: settings.database.kind === "pglite" ? settings.dataDir : undefined,
    },
    `CyberLab Academy is running at ${gateway.url}`,
  );
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      logger.info({ signal }, "shutting down");
      gateway.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  // Something the operator can fix gets one plain line, like a configuration mistake; the rest a full report.
  if (error instanceof StartRefused) console.error(`CyberLab Academy cannot start: ${error.message}`);
  else logger.fatal({ err: error }, "gateway failed to start");
  process.exit(1);
}

/**
 * Log lines for people at a terminal (stdout is a TTY, outside production, pino-pretty installed: a
 * development dependency); JSON lines for everything else (log collectors, containers, CI).
 */
async function terminalStream(): Promise<pino.DestinationStream | undefined> {
  if (!process.stdout.isTTY || settings.production) return undefined;
  try {
    const { default: pretty } = await import("pino-pretty");
    // Synchronous: a line logged just before the process exits is still written.
    return pretty({ sync: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" });
  } catch {
    return undefined;
  }
}
