import path from "node:path";
import { type DatabaseTarget, databaseTargetFromEnv, dataDirFromEnv } from "../schema/db/config.js";
import { PROJECT_ROOT } from "../schema/projectRoot.js";
import { type OidcSettings, oidcSettingsFromEnv, publicUrlFromEnv } from "./oidc/settings.js";
import { type DemoAccounts, demoAccountsFromEnv } from "../prisma/demoAccounts.js";
import { passwordPolicyIssue } from "../schema/auth/passwordPolicy.js";
import {
  DEFAULT_LOGIN_LIMITS,
  DEFAULT_POSTING_LIMITS,
  DEFAULT_SIGNUP_LIMITS,
  type LoginLimits,
  type PostingLimits,
  type SignupLimits,
} from "../schema/rateLimit.js";
import { DEFAULT_GRAPHQL_LIMITS, type GraphqlLimits } from "./security/graphqlLimitValues.js";
import { parseTrustProxy, type TrustProxySetting } from "./security/proxyTrust.js";
import { sessionSecret } from "./secret.js";
import type { RedisSettings } from "./sharedState.js";

/**
 * Everything the gateway is told, read and checked once (settingsFromEnv) and handed as it is to
 * start.ts, buildApp and buildYoga: a new setting is a field here, its parsing below, and its use.
 */
export type Settings = {
  /** PORT; 0: any free port (tests). */
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
  /** PUBLIC_URL: where browsers reach the gateway (absolute URLs, the embedded issuer); unset: the request's origin. */
  publicUrl?: string;
  /**
   * Community sign-in (OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET, or the embedded provider); unset:
   * /api/login, /api/callback and /api/logout are absent (tests that need no sign-in).
   */
  oidc?: OidcSettings;
  /** TRUST_PROXY: the proxies whose X-Forwarded-* headers count; unset: none (gateway/security/proxyTrust.ts). */
  trustProxy: TrustProxySetting;
  /** CORS_ORIGINS: other sites whose pages may call the API with the visitor's cookie, besides PUBLIC_URL. */
  corsOrigins: string[];
  /** REDIS_URL: presence, subscriptions and rate limits shared by every replica; unset: in memory. */
  redis?: RedisSettings;
  /** LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_ADDRESS, LOGIN_LIMIT_WINDOW_MINUTES. */
  loginLimits: LoginLimits;
  /** SIGNUP_LIMIT_PER_ADDRESS, SIGNUP_LIMIT_WINDOW_MINUTES. */
  signupLimits: SignupLimits;
  /** POST_LIMIT_PER_MEMBER, POST_LIMIT_WINDOW_MINUTES: discussions and replies per member. */
  postingLimits: PostingLimits;
  /** GraphQL introspection: always outside production; in production only with GRAPHQL_INTROSPECTION=true. */
  introspection: boolean;
  /** Depth, cost, alias and token limits of GraphQL documents (gateway/security/graphqlLimits.ts). */
  graphqlLimits: GraphqlLimits;
  /** READ_CACHE=false: every query is worked out from the database (gateway/readCache.ts); on by default. */
  readCache: boolean;
  /** PLAN_CACHE=false: Prisma compiles every query's plan anew (schema/db/planCache.ts); on by default. */
  planCache: boolean;
  /**
   * PLANNED_EXECUTION=false: every query runs through graphql-js, none through the planned executor
   * (schema/plans/documentPlans.ts: the board's first pages in one statement); on by default.
   */
  plannedExecution: boolean;
  /**
   * PREPARED_STATEMENTS=false: Prisma's statements go to PostgreSQL unnamed, parsed and planned on every call, as
   * behind a PgBouncer in transaction mode before 1.21 (schema/db/preparedStatements.ts); on by default.
   */
  preparedStatements: boolean;
  /** SHUTDOWN_TIMEOUT_SECONDS: how long a shutdown lets requests in flight finish before cutting them (10). */
  shutdownTimeoutMs: number;
};

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const production = env.NODE_ENV === "production";
  const dataDir = dataDirFromEnv(env);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    production,
    dataDir,
    database: databaseTargetFromEnv(env),
    seedOnStart: booleanSetting(env, "SEED_ON_START", true),
    webDist: path.resolve(env.WEB_DIST ?? path.join(PROJECT_ROOT, "web/dist")),
    logLevel: logLevelFromEnv(env),
    sessionSecret: sessionSecret({ env, dataDir, production }),
    demoAccounts: production ? null : checkedDemoAccounts(demoAccountsFromEnv(env)),
    publicUrl: publicUrlFromEnv(env),
    oidc: oidcSettingsFromEnv(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: corsOriginsFromEnv(env.CORS_ORIGINS),
    redis: redisSettingsFromEnv(env),
    loginLimits: loginLimitsFromEnv(env),
    signupLimits: signupLimitsFromEnv(env),
    postingLimits: {
      perMember: {
        max: positiveInteger(env, "POST_LIMIT_PER_MEMBER", DEFAULT_POSTING_LIMITS.perMember.max),
        windowMs:
          positiveInteger(env, "POST_LIMIT_WINDOW_MINUTES", DEFAULT_POSTING_LIMITS.perMember.windowMs / 60_000) *
          60_000,
      },
    },
    // Checked in every environment, so a typo shows before it matters in production.
    introspection: booleanSetting(env, "GRAPHQL_INTROSPECTION", false) || !production,
    graphqlLimits: DEFAULT_GRAPHQL_LIMITS,
    readCache: booleanSetting(env, "READ_CACHE", true),
    planCache: booleanSetting(env, "PLAN_CACHE", true),
    plannedExecution: booleanSetting(env, "PLANNED_EXECUTION", true),
    preparedStatements: booleanSetting(env, "PREPARED_STATEMENTS", true),
    shutdownTimeoutMs: positiveInteger(env, "SHUTDOWN_TIMEOUT_SECONDS", 10) * 1000,
  };
}

/** The origins besides a request's own whose pages may send changes and read answers: PUBLIC_URL, CORS_ORIGINS. */
export function trustedOrigins(settings: Pick<Settings, "publicUrl" | "corsOrigins">): string[] {
  return [...new Set([...(settings.publicUrl ? [settings.publicUrl] : []), ...settings.corsOrigins])];
}

function redisSettingsFromEnv(env: NodeJS.ProcessEnv): RedisSettings | undefined {
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  if (!/^rediss?:\/\/[^/]/.test(url) || !URL.canParse(url))
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${url}"`);
  return { url, prefix: env.REDIS_KEY_PREFIX ?? "cyberlab:" };
}

/** A comma-separated list of origins (scheme, host and port, no path), as browsers send them in Origin. */
function corsOriginsFromEnv(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    if (!url || !["http:", "https:"].includes(url.protocol) || url.origin !== entry.replace(/\/$/, "")) {
      throw new Error(
        `CORS_ORIGINS must list origins such as https://partner.example, separated by commas, got "${entry}"`,
      );
    }
    return url.origin;
  });
}

/** pino's levels; anything else would crash the logger with a stack instead of one line. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function logLevelFromEnv(env: NodeJS.ProcessEnv): string {
  const value = env.LOG_LEVEL?.trim().toLowerCase();
  if (!value) return env.NODE_ENV === "test" ? "warn" : "info";
  if (!(LOG_LEVELS as readonly string[]).includes(value))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${env.LOG_LEVEL}"`);
  return value;
}

function booleanSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (value === "true" || value === "false") return value === "true";
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

function loginLimitsFromEnv(env: NodeJS.ProcessEnv): LoginLimits {
  const defaults = DEFAULT_LOGIN_LIMITS;
  const windowMs = positiveInteger(env, "LOGIN_LIMIT_WINDOW_MINUTES", defaults.perAddress.windowMs / 60_000) * 60_000;
  return {
    perAccountAndAddress: {
      max: positiveInteger(env, "LOGIN_LIMIT_PER_ACCOUNT", defaults.perAccountAndAddress.max),
      windowMs,
    },
    perAddress: { max: positiveInteger(env, "LOGIN_LIMIT_PER_ADDRESS", defaults.perAddress.max), windowMs },
  };
}

function signupLimitsFromEnv(env: NodeJS.ProcessEnv): SignupLimits {
  const defaults = DEFAULT_SIGNUP_LIMITS.perAddress;
  return {
    perAddress: {
      max: positiveInteger(env, "SIGNUP_LIMIT_PER_ADDRESS", defaults.max),
      windowMs: positiveInteger(env, "SIGNUP_LIMIT_WINDOW_MINUTES", defaults.windowMs / 60_000) * 60_000,
    },
  };
}

/** Demo passwords are set like any other, so they are held to the same policy (the defaults pass it). */
function checkedDemoAccounts(accounts: DemoAccounts): DemoAccounts {
  for (const [role, account] of Object.entries(accounts)) {
    const issue = passwordPolicyIssue(account.password, account.email);
    if (issue) throw new Error(`DEMO_${role.toUpperCase()}_PASSWORD: ${issue}`);
  }
  return accounts;
}
