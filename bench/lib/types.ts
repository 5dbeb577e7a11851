import type { DatabaseTarget } from "../../schema/db/config.js";

/** One printed figure of a benchmark. */
export type BenchRow = {
  /** The benchmark's name as in docs/performance.md (e.g. "feed vs floor"). */
  benchmark: string;
  /** What was measured (e.g. "GraphQL p50"). */
  metric: string;
  value: number;
  unit: "ms" | "req/s" | "KB" | "MB" | "score" | "count" | "ratio" | "";
  /** The goal, when the issue sets one, as text (e.g. "≤ 1.5"); `met` says whether it holds. */
  goal?: string;
  met?: boolean;
};

/** What every benchmark gets from bench/run.ts. */
export type BenchContext = {
  /** The database the run uses (PGlite in a temporary folder, or DATABASE_URL's server). */
  database: DatabaseTarget;
  /** A folder for this run's files (PGlite data dir lives under it). */
  workDir: string;
  /** The built web app (web/dist), built by run.ts before the benchmarks start. */
  webDist: string;
  /** Progress lines go through this (stderr), not console.log, so the table stays clean. */
  log: (line: string) => void;
  /** Command-line settings (bench/run.ts); a benchmark uses its own defaults for what is unset. */
  options?: BenchOptions;
};

export type BenchOptions = {
  /** Length of the load run, in seconds (the load target is 60). */
  loadSeconds?: number;
  /** Length of each timed round of an interleaved comparison (feed vs floor, REST vs GraphQL), in seconds. */
  roundSeconds?: number;
  /** Timed rounds per side of an interleaved comparison. */
  rounds?: number;
};

/** A benchmark module's default export. */
export type Benchmark = (context: BenchContext) => Promise<BenchRow[]>;
