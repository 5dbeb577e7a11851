import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sealData } from "iron-session";
import { COOKIE_NAME, MAX_AGE_SECONDS, type SessionData } from "../../gateway/session.js";
import { claimsOf } from "../../schema/auth/viewer.js";
import { freePort } from "../../gateway/testing/gatewayProcess.js";
import { compiledEntry } from "../../scripts/lib/gatewayBuild.js";
import type { BenchContext } from "./types.js";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * One key for every gateway this run starts, made fresh per run (never stored): benchmarks can
 * then hand community members a session cookie without the OpenID round trip, which is not
 * what they measure.
 */
const SESSION_SECRET = randomBytes(32).toString("base64url");

export type BenchGateway = {
  url: string;
  pid: number;
  /** Resident memory of the gateway process now, in MB. */
  rssMb(): number;
  /** From spawning the process to its first 200 from /readyz, in ms. */
  startedInMs: number;
  /** SIGTERM, then waits for the process to exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
};

/**
 * Starts a real gateway process (`node dist/gateway/main.js`, compiled, as `npm start` and the Dockerfile run it)
 * on the run's database and resolves when /readyz answers 200.
 *
 * It runs as in production (NODE_ENV=production: masked errors, no GraphiQL, no demo accounts
 * created, so run.ts creates them) with LOG_LEVEL=warn, so per-request log lines do not weigh on
 * the figures, and SEED_ON_START=false, as the compose replicas run (run.ts has seeded).
 * READ_CACHE is passed on from the benchmark's own environment (READ_CACHE=false npm run bench).
 * `options.env` overrides any of that (e.g. REDIS_URL).
 */
export async function startGateway(
  context: BenchContext,
  options: {
    env?: Record<string, string>;
    /** Another entry point configured like gateway/main.ts (the feed benchmark's bench/lib/feedHost.ts). */
    entry?: string;
  } = {},
): Promise<BenchGateway> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_GATEWAY_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      // The compiled gateway (bench/run.ts compiles it when its sources changed); another entry runs through tsx.
      ...(options.entry
        ? ["--import", "tsx", options.entry]
        : ["--enable-source-maps", compiledEntry("gateway/main.ts")]),
    ],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        SEED_ON_START: "false",
        // The load mix posts far faster than a member may: it measures throughput, not the flood limit.
        POST_LIMIT_PER_MEMBER: "1000000",
        SESSION_SECRET,
        PORT: String(port),
        HOST: "127.0.0.1",
        WEB_DIST: context.webDist,
        ...databaseEnv(context),
        ...(process.env.READ_CACHE ? { READ_CACHE: process.env.READ_CACHE } : {}),
        ...(process.env.PLAN_CACHE ? { PLAN_CACHE: process.env.PLAN_CACHE } : {}),
        ...(process.env.PREPARED_STATEMENTS ? { PREPARED_STATEMENTS: process.env.PREPARED_STATEMENTS } : {}),
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const started = performance.now();
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}: ${output.join("")}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`gateway not ready after 120 s: ${output.join("")}`);
    }
    // Short polls: the start time is measured to this resolution.
    await new Promise((r) => setTimeout(r, 20));
  }
  const startedInMs = performance.now() - started;
  const pid = child.pid!;
  return {
    url,
    pid,
    startedInMs,
    rssMb: () => residentMb(pid),
    stop: () => stopProcess(child),
  };
}

/** A session cookie the bench gateways accept, for users whose sign-in is not what is measured. */
export async function benchSessionCookie(user: {
  id: string;
  role: NonNullable<SessionData["role"]>;
  sessionVersion: number;
}): Promise<string> {
  const sealed = await sealData(claimsOf(user) satisfies SessionData, {
    password: SESSION_SECRET,
    ttl: MAX_AGE_SECONDS,
  });
  return `${COOKIE_NAME}=${sealed}`;
}

/** The gateway keeps PGlite in DATA_DIR/pglite; on PostgreSQL DATA_DIR holds only the OpenID keys. */
function databaseEnv(context: BenchContext): Record<string, string> {
  const { database } = context;
  if (database.kind === "postgres")
    return { DATABASE_URL: database.url, DATA_DIR: path.join(context.workDir, "gateway-data") };
  if (path.basename(database.dataDir) !== "pglite")
    throw new Error(`PGlite folder must be <DATA_DIR>/pglite, got ${database.dataDir}`);
  return { DATA_DIR: path.dirname(database.dataDir) };
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) / 1024;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
