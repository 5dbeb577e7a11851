import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { percentile, type Sample } from "./cannon.js";
import type { BenchRow } from "./types.js";

/** The rows as an aligned text table, one line per figure. */
export function formatTable(rows: BenchRow[]): string {
  const header = ["benchmark", "metric", "value", "unit", "goal", "met"];
  const lines = rows.map((r) => [
    r.benchmark,
    r.metric,
    formatValue(r.value),
    r.unit,
    r.goal ?? "",
    r.met === undefined ? "" : r.met ? "yes" : "NO",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n");
}

// A benchmark that could not measure something may hand over NaN (or nothing): shown as n/a.
const formatValue = (value: number) =>
  typeof value !== "number" || !Number.isFinite(value)
    ? "n/a"
    : Number.isInteger(value)
      ? String(value)
      : value.toFixed(2);

/** Where the figures came from: shared, noisy machines make this part of every result. */
export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? "unknown",
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

export type ResultsFile = {
  database: "pglite" | "postgres";
  machine: ReturnType<typeof machine>;
  /** When each benchmark's rows were last measured (a run with --only updates just those). */
  measuredAt: Record<string, string>;
  options: Record<string, unknown>;
  rows: BenchRow[];
};

/**
 * Writes bench/results/latest-<database>.json. A partial run (--only) replaces the rows of the
 * benchmarks it ran and keeps the others', so the file always holds the latest figure of each.
 */
export function writeResults(
  file: string,
  update: Omit<ResultsFile, "measuredAt"> & { ran: string[]; at: string },
): ResultsFile {
  let previous: ResultsFile | undefined;
  try {
    previous = JSON.parse(readFileSync(file, "utf8")) as ResultsFile;
  } catch {
    // first run
  }
  const ranNames = new Set(update.rows.map((r) => r.benchmark));
  const kept = (previous?.rows ?? []).filter((r) => !ranNames.has(r.benchmark));
  const measuredAt = { ...previous?.measuredAt };
  for (const name of update.ran) measuredAt[name] = update.at;
  const result: ResultsFile = {
    database: update.database,
    machine: update.machine,
    measuredAt,
    options: update.options,
    rows: [...kept, ...update.rows],
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/** Two decimals: what the tables show of milliseconds and ratios. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** One side of a comparison: its p50 and p99, its throughput if asked for, and its errors (goal: none). */
export function sampleRows(
  benchmark: string,
  label: string,
  sample: Sample,
  options: { throughput?: boolean } = {},
): BenchRow[] {
  const failures = sample.errors + sample.badBodies;
  return [
    { benchmark, metric: `${label} p50`, value: round2(percentile(sample.latencies, 50)), unit: "ms" as const },
    { benchmark, metric: `${label} p99`, value: round2(percentile(sample.latencies, 99)), unit: "ms" as const },
    ...(options.throughput
      ? [
          {
            benchmark,
            metric: `${label} throughput`,
            value: Math.round(sample.requests / sample.seconds),
            unit: "req/s" as const,
          },
        ]
      : []),
    { benchmark, metric: `${label} errors`, value: failures, unit: "count" as const, goal: "0", met: failures === 0 },
  ];
}
