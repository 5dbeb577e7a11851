import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-prod-start-"));

/** Runs the gateway's entry point (what `npm start` runs after the build) until it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "gateway/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      WEB_DIST: "/nonexistent",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    }),
  );
}

describe("starting in production (NODE_ENV=production)", () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses without SESSION_SECRET, saying so in one line", async () => {
    const { code, stderr } = await start({ NODE_ENV: "production" });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("CyberLab Academy cannot start: SESSION_SECRET is required when NODE_ENV=production");
  });

  it("refuses an OpenID Connect client configured without its issuer, naming what is missing", async () => {
    const { code, stderr } = await start({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      OIDC_CLIENT_ID: "academy",
      OIDC_CLIENT_SECRET: "client-secret",
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      "CyberLab Academy cannot start: OpenID Connect is partly configured: OIDC_ISSUER is missing.",
    );
  });
});
