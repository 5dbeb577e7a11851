import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sessionSecret } from "../secret.js";

describe("sessionSecret", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-secret-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("uses SESSION_SECRET when set", () => {
    const secret = "s".repeat(40);
    expect(sessionSecret({ env: { SESSION_SECRET: secret }, dataDir: tempDir(), production: true })).toBe(secret);
  });

  it("refuses a SESSION_SECRET shorter than 32 characters", () => {
    expect(() => sessionSecret({ env: { SESSION_SECRET: "short" }, dataDir: tempDir(), production: false })).toThrow(
      /at least 32/,
    );
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => sessionSecret({ env: {}, dataDir: tempDir(), production: true })).toThrow(
      /SESSION_SECRET is required/,
    );
  });

  it("generates one in the data folder once, readable only by its owner, and keeps it", () => {
    const dataDir = tempDir();
    const first = sessionSecret({ env: {}, dataDir, production: false });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dataDir, "session-secret")).mode & 0o077).toBe(0);
    expect(sessionSecret({ env: {}, dataDir, production: false })).toBe(first);
    expect(sessionSecret({ env: {}, dataDir: tempDir(), production: false })).not.toBe(first);
  });
});
