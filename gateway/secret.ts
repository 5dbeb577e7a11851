import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const MIN_LENGTH = 32;

/**
 * The key that seals session cookies: SESSION_SECRET, or in the embedded default one generated
 * once and kept in the data folder (never in the repository).
 */
export function sessionSecret(options: { env: NodeJS.ProcessEnv; dataDir: string; production: boolean }): string {
  const fromEnv = options.env.SESSION_SECRET;
  if (fromEnv !== undefined && fromEnv !== "") {
    if (fromEnv.length < MIN_LENGTH) throw new Error(`SESSION_SECRET must be at least ${MIN_LENGTH} characters long`);
    return fromEnv;
  }
  if (options.production) throw new Error("SESSION_SECRET is required when NODE_ENV=production");
  const file = path.join(options.dataDir, "session-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= MIN_LENGTH) return kept;
  } catch {
    // first start: generate below
  }
  const generated = randomBytes(32).toString("base64url");
  mkdirSync(options.dataDir, { recursive: true });
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}
