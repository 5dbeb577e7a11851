// npm run bench [-- --only feed,rest --duration 60 --round-seconds 10 --rounds 3 --keep]
//
// Builds the web app if it is missing, compiles the gateway if its sources changed, makes a
// temporary database (a PGlite folder, or with DATABASE_URL a fresh database on that server,
// dropped at the end), migrates, seeds and adds the load data, then runs each benchmark module of
// bench/benchmarks/ and prints their figures as a table, also written to
// bench/results/latest-<pglite|postgres>.json.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { demoAccountsFromEnv } from "../prisma/demoAccounts.js";
import { ensureGatewayBuild } from "../scripts/lib/gatewayBuild.js";
import { prepareLoadDatabase } from "../prisma/seedLoad.js";
import { openDatabase } from "../schema/db/database.js";
import { createTestDatabase } from "../schema/testing/testDatabases.js";
import { formatTable, machine, writeResults } from "./lib/report.js";
import type { Benchmark, BenchContext, BenchOptions, BenchRow } from "./lib/types.js";

const root = path.resolve(import.meta.dirname, "..");
const benchmarksDir = path.join(import.meta.dirname, "benchmarks");
// The issue's numbering; modules not listed run after these, by name.
const ORDER = ["feed", "rest", "presence", "web", "load", "memory"];

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    duration: { type: "string" },
    "round-seconds": { type: "string" },
    rounds: { type: "string" },
    keep: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (args.help) {
  console.log(`npm run bench -- [options]
  --only a,b          run only these benchmarks (${available().join(", ")})
  --duration N        seconds of the load run (default 60)
  --round-seconds N   seconds of each timed round of feed vs floor and REST vs GraphQL (default 10)
  --rounds N          timed rounds per side of those comparisons (default 3)
  --keep              keep the temporary database and print where it is
DATABASE_URL=postgres://… runs on a fresh database on that server; unset, on PGlite.
READ_CACHE=false runs the gateways it starts without the read cache (gateway/readCache.ts).
PLAN_CACHE=false runs them with Prisma compiling every query's plan anew (schema/db/planCache.ts).
PREPARED_STATEMENTS=false runs them with Prisma's statements unnamed on PostgreSQL (schema/db/preparedStatements.ts).
BENCH_GATEWAY_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" passes Node options to the gateways it starts.
BENCH_FEED_SIDES=uncached times only those sides of the feed benchmark (floor, graphql, uncached, postgraphile)
  and reports nothing: to profile one side with BENCH_GATEWAY_NODE_ARGS.`);
  process.exit(0);
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const positive = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got "${value}"`);
  return n;
};
const options: BenchOptions = {
  loadSeconds: positive("duration", args.duration),
  roundSeconds: positive("round-seconds", args["round-seconds"]),
  rounds: positive("rounds", args.rounds),
};
const selected = args.only
  ? args.only
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
  : available();
const unknown = selected.filter((name) => !available().includes(name));
if (unknown.length > 0)
  throw new Error(`unknown benchmark ${unknown.join(", ")}; there are: ${available().join(", ")}`);

const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, "web/dist");
if (!existsSync(path.join(webDist, "index.html"))) {
  log(`Building the web app (${webDist} is missing)…`);
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", process.stderr, process.stderr] });
}

// Gateways run compiled, as `npm start` and the image run them (bench/lib/gateway.ts).
if ((await ensureGatewayBuild(root)) === "built") log("Compiled the gateway into dist/ (its sources changed)");

const kind = process.env.DATABASE_URL ? "postgres" : "pglite";
const database = await createTestDatabase(kind);
const started = new Date();
const host = machine();
let failed = false;
try {
  log(`Preparing a ${kind === "postgres" ? "PostgreSQL" : "PGlite"} database with the load data…`);
  const prepareStart = performance.now();
  const db = await openDatabase(database.target, { poolSize: 1 });
  try {
    const added = await prepareLoadDatabase(db, demoAccountsFromEnv({}));
    log(
      `  ${Object.entries(added)
        .map(([k, v]) => `${v} ${k}`)
        .join(", ")} in ${((performance.now() - prepareStart) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }

  const context: BenchContext = { database: database.target, workDir: database.dataDir, webDist, log, options };
  const rows: BenchRow[] = [];
  const ran: string[] = [];
  for (const name of selected) {
    log(`\n== ${name}`);
    const benchmarkStart = performance.now();
    try {
      const module = (await import(path.join(benchmarksDir, `${name}.ts`))) as { default: Benchmark };
      const produced = await module.default(context);
      rows.push(...produced);
      // A benchmark that reports nothing (BENCH_FEED_SIDES) leaves its figures and their date as they were.
      if (produced.length > 0) ran.push(name);
      log(`  done in ${((performance.now() - benchmarkStart) / 1000).toFixed(0)} s`);
    } catch (error) {
      failed = true;
      log(`  FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  const file = path.join(import.meta.dirname, "results", `latest-${kind}.json`);
  writeResults(file, {
    database: kind,
    machine: host,
    options: { ...options, only: args.only ?? null },
    rows,
    ran,
    at: started.toISOString(),
  });
  console.log(
    `\nBenchmarks on ${kind} (${host.cpus} CPUs, ${host.memoryGb} GB, Node ${host.node}, load average at start ${host.loadAverageAtStart.join(" ")}):\n`,
  );
  console.log(formatTable(rows));
  console.log(`\nWritten to ${path.relative(root, file)}`);
  const missed = rows.filter((r) => r.met === false);
  if (missed.length > 0) console.log(`Goals missed: ${missed.map((r) => `${r.benchmark} ${r.metric}`).join("; ")}`);
} finally {
  if (args.keep) log(`Kept the database: ${kind === "postgres" ? JSON.stringify(database.target) : database.dataDir}`);
  else await database.drop();
}
if (failed) process.exitCode = 1;

function available(): string[] {
  const names = readdirSync(benchmarksDir)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => f.slice(0, -3));
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function rank(name: string): number {
  const i = ORDER.indexOf(name);
  return i === -1 ? ORDER.length : i;
}
