import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** A real gateway process, as `npm start` runs it (without the web build). */
export type GatewayProcess = { url: string; process: ChildProcess; output: string[]; dataDir: string };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `gateway/main.ts` in its own process and resolves once `/readyz` answers 200.
 * `dataDir` is its DATA_DIR: pass the folder of an earlier process to restart on the same embedded
 * database; without it a new temporary folder is made, which the caller removes.
 * DATABASE_URL and REDIS_URL are taken from `env` only, never from the test runner's environment,
 * so a gateway meant for the embedded database does not end up on the runner's PostgreSQL.
 */
export async function startGatewayProcess(
  env: Record<string, string>,
  options: { dataDir?: string } = {},
): Promise<GatewayProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "cyberlab-replica-"));
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  // node --import tsx: one process, so SIGKILL kills the gateway itself (the tsx CLI would fork a child).
  const child = spawn(process.execPath, ["--import", "tsx", "gateway/main.ts"], {
    cwd: root,
    env: {
      ...inherited,
      // These tests post in bursts: the posting limit is not what they are about.
      POST_LIMIT_PER_MEMBER: "100000",
      // No web app unless asked for (an end-to-end spec's own gateway serves the built one).
      WEB_DIST: "/nonexistent",
      ...env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}: ${output.join("")}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, process: child, output, dataDir };
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`gateway not ready: ${output.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Resolves when the process has ended, however it ended. */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve()),
  );

/** Asks the gateway to shut down (SIGTERM: in-flight requests finish, the database is closed) and waits for it. */
export async function stopGatewayProcess(gateway: GatewayProcess): Promise<void> {
  gateway.process.kill("SIGTERM");
  await exited(gateway.process);
}
