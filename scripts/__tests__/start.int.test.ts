import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("npm start (scripts/start.ts)", () => {
  it("refuses production without SESSION_SECRET in one line, before any build or migration", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-start-refusal-"));
    try {
      const started = Date.now();
      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, NODE_ENV: "production", SESSION_SECRET: "", DATA_DIR: dataDir, PORT: "0" },
        timeout: 60_000,
      });
      const seconds = (Date.now() - started) / 1000;
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(/^CyberLab Academy cannot start: SESSION_SECRET /),
      ]);
      // Neither a build nor the database was started.
      expect(run.stdout).not.toMatch(/web app|vite|relay/i);
      expect(readdirSync(dataDir)).toEqual([]);
      console.log(`refused after ${seconds.toFixed(2)} s`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
