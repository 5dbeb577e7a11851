import path from "node:path";
import { type DatabaseTarget, databaseTargetFromEnv, dataDirFromEnv } from "../schema/db/config.js";
import { type OidcSettings, oidcSettingsFromEnv } from "./oidc/settings.js";
import { type DemoAccounts, demoAccountsFromEnv } from "../prisma/demoAccounts.js";
import { sessionSecret } from "./secret.js";

export type GatewayConfig = {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  database: DatabaseTarget;
  /** Apply migrations and create missing sample content on start. */
  seedOnStart: boolean;
  webDist: string;
  logLevel: string;
  sessionSecret: string;
  /** Demo sign-ins, outside production only. */
  demoAccounts: DemoAccounts | null;
  /** Community sign-in: OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET, PUBLIC_URL. */
  oidc: OidcSettings;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const production = env.NODE_ENV === "production";
  const dataDir = dataDirFromEnv(env);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    production,
    dataDir,
    database: databaseTargetFromEnv(env),
    seedOnStart: env.SEED_ON_START !== "false",
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, "../web/dist")),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "warn" : "info"),
    sessionSecret: sessionSecret({ env, dataDir, production }),
    demoAccounts: production ? null : demoAccountsFromEnv(env),
    oidc: oidcSettingsFromEnv(env, { dataDir, port }),
  };
}
