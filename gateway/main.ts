import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { configFromEnv } from "./config.js";
import { startGateway } from "./start.js";

const config = configFromEnv();
const logger = pino({ level: config.logLevel }) as FastifyBaseLogger;

try {
  const gateway = await startGateway(config, logger);
  logger.info(
    { url: gateway.url, database: config.database.kind, dataDir: config.database.kind === "pglite" ? config.dataDir : undefined },
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
  logger.fatal({ err: error }, "gateway failed to start");
  process.exit(1);
}
