import { afterAll, beforeAll } from "vitest";
import { type DemoAccounts, demoAccountsFromEnv, ensureDemoStudentAndAdmin } from "../../prisma/demoAccounts.js";
import type { DatabaseTarget } from "../../schema/db/config.js";
import type { Database, DatabaseOptions } from "../../schema/db/database.js";
import type { PrismaClient } from "../../schema/generated/prisma/client.js";
import { DEFAULT_LOGIN_LIMITS, DEFAULT_SIGNUP_LIMITS } from "../../schema/rateLimit.js";
import { createSeededDatabase, type SeededDatabase } from "../../schema/testing/seededDatabase.js";
import { type App, type AppServices, buildApp } from "../app.js";
import { DEFAULT_GRAPHQL_LIMITS } from "../security/graphqlLimits.js";
import type { Settings } from "../settings.js";

/** Seals the session cookies of every test app (gateway/testing/restClient.ts `sessionCookieFor`). */
export const TEST_SESSION_SECRET = "test-session-secret-that-is-at-least-32-characters";
/** The demo accounts' default e-mails and passwords, as the embedded default creates them. */
export const TEST_DEMO_ACCOUNTS: DemoAccounts = demoAccountsFromEnv({});

/**
 * The settings of an app under test: development, no web build, no logging, no community sign-in,
 * no proxy, limits and caches as in production; `overrides` names what a test is about.
 */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    port: 0,
    host: "127.0.0.1",
    production: false,
    dataDir: "/nonexistent-test-data",
    database: { kind: "pglite", dataDir: "/nonexistent-test-data/pglite" },
    seedOnStart: false,
    webDist: "/nonexistent",
    logLevel: "silent",
    sessionSecret: TEST_SESSION_SECRET,
    demoAccounts: null,
    trustProxy: false,
    corsOrigins: [],
    loginLimits: DEFAULT_LOGIN_LIMITS,
    signupLimits: DEFAULT_SIGNUP_LIMITS,
    // Tests post far more than a member would: the ones about the limit set their own.
    postingLimits: { perMember: { max: 10_000, windowMs: 60_000 } },
    introspection: !overrides.production,
    graphqlLimits: DEFAULT_GRAPHQL_LIMITS,
    readCache: true,
    planCache: true,
    plannedExecution: true,
    preparedStatements: true,
    shutdownTimeoutMs: 10_000,
    ...overrides,
  };
}

export type TestAppOptions = {
  /** What the test is about (test settings otherwise). */
  settings?: Partial<Settings>;
  /**
   * Create the demo student and admin (TEST_DEMO_ACCOUNTS). The sign-in hints name them only where
   * `settings.demoAccounts` says so, as in the embedded default.
   */
  demoAccounts?: boolean;
  /** Where the app logs (tests that read what it logged); unset: nowhere. */
  logger?: AppServices["logger"];
  /** Hears every statement the database is sent (schema/db/statementCounter.ts). */
  onStatement?: DatabaseOptions["onStatement"];
};

export type TestApp = App & {
  seeded: SeededDatabase;
  db: Database;
  prisma: PrismaClient;
  settings: Settings;
  /** Another app on the same database (e.g. with production settings), closed with this one. */
  another: (options?: Pick<TestAppOptions, "settings" | "logger">) => Promise<App>;
  /** Closes every app on the database, then removes the database. */
  close: () => Promise<void>;
};

/**
 * A fresh database of the given kind, migrated and seeded, and the app built on it with test
 * settings; the data folder (community sign-in's keys) is the database's own temporary folder.
 */
export async function startTestApp(kind: DatabaseTarget["kind"], options: TestAppOptions = {}): Promise<TestApp> {
  // The app signals its own writes (gateway/outsideWrites.ts hears only the others).
  const seeded = await createSeededDatabase(kind, { onStatement: options.onStatement, signalsItsWrites: true });
  const settingsFor = (more?: Partial<Settings>) =>
    testSettings({
      dataDir: seeded.test.dataDir,
      database: seeded.test.target,
      ...more,
    });
  const apps: App[] = [];
  const build = async (more: Pick<TestAppOptions, "settings" | "logger"> = {}) => {
    const app = await buildApp(settingsFor(more.settings), { db: seeded.db, logger: more.logger });
    apps.push(app);
    return app;
  };
  try {
    if (options.demoAccounts) await ensureDemoStudentAndAdmin(seeded.db.prisma, TEST_DEMO_ACCOUNTS);
    const app = await build(options);
    return {
      ...app,
      seeded,
      db: seeded.db,
      prisma: seeded.db.prisma,
      settings: settingsFor(options.settings),
      another: build,
      close: async () => {
        for (const each of apps) await each.fastify.close();
        await seeded.close();
      },
    };
  } catch (error) {
    for (const each of apps) await each.fastify.close();
    await seeded.close();
    throw error;
  }
}

/**
 * `startTestApp` for the tests of a describe block: started before them, closed after them. The
 * returned handle reads through to the started app, so it is used inside tests and hooks only.
 */
export function useTestApp(kind: DatabaseTarget["kind"], options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(kind, options);
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return new Proxy({} as TestApp, {
    get: (_target, key) => {
      if (!started) throw new Error(`the test app starts in beforeAll: read "${String(key)}" inside a test or hook`);
      return started[key as keyof TestApp];
    },
  });
}
