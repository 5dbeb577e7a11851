import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The end-to-end suite runs against the real gateway (built web app, embedded database in a
// temporary data folder that global teardown removes) in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "cyberlab-e2e-")));
const browser = { ...devices["Desktop Chrome"], channel: undefined };
// Specs that fill the shared board with discussions and keep the demo moderator online run after
// the ones that read the seeded board (its first page, who is online). Run one of them alone with
// --no-deps.
const afterSeededBoard = [
  "answers.spec.ts",
  "moderation.spec.ts",
  "notifications.spec.ts",
  "settings.spec.ts",
  "members.spec.ts",
];
// Deletes the demo member for good: runs last of all, after every spec that signs them in.
const last = ["accountDeletion.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  globalTeardown: "./e2e/globalTeardown.ts",
  use: {
    baseURL: `http://localhost:${port}`,
    // Dates, relative times and counts follow the browser's locale (web/src/ui/format/dateTime.ts):
    // fixed here so the texts the specs expect do not depend on the machine's language.
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", use: browser, testIgnore: [...afterSeededBoard, ...last] },
    { name: "chromium-board-writes", use: browser, testMatch: afterSeededBoard, dependencies: ["chromium"] },
    { name: "chromium-account-deletion", use: browser, testMatch: last, dependencies: ["chromium-board-writes"] },
  ],
  webServer: {
    command: "npx tsx gateway/main.ts",
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every spec signs up from one address: the sign-up limit must not depend on how many do.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      // Its own embedded database and in-memory state, even when the tests run with a server's (CI).
      DATABASE_URL: "",
      REDIS_URL: "",
      SIGNUP_LIMIT_PER_ADDRESS: "100",
      // The specs post more discussions and replies a minute than a member may.
      POST_LIMIT_PER_MEMBER: "1000",
    },
  },
});
