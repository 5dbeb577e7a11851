import { percentile } from "../lib/cannon.js";
import { startGateway } from "../lib/gateway.js";
import { runLoadMix } from "../lib/loadMix.js";
import type { Benchmark, BenchRow } from "../lib/types.js";
import { round2 } from "../lib/report.js";

const CONNECTIONS = 200;

/**
 * Load: 200 concurrent clients for 60 s (--duration) mixing reads and writes
 * (bench/lib/loadMix.ts) against one gateway process. Goal: zero errors; p50, p99 and
 * throughput reported.
 */
const load: Benchmark = async (context) => {
  const seconds = context.options?.loadSeconds ?? 60;
  const gateway = await startGateway(context);
  try {
    const result = await runLoadMix(gateway, { connections: CONNECTIONS, seconds, log: context.log });
    for (const [name, { sent, responses, failures, firstFailure }] of Object.entries(result.operations)) {
      context.log(
        `  ${name.padEnd(32)} ${String(sent).padStart(6)} sent ${String(responses).padStart(6)} answered, ${failures} failed${firstFailure ? ` (first: ${firstFailure})` : ""}`,
      );
    }
    const failures = result.errors + result.badBodies;
    const name = "load";
    const rows: BenchRow[] = [
      {
        benchmark: name,
        metric: `clients (${result.clients.community} community, ${result.clients.student} students, ${result.clients.admin} admins)`,
        value: CONNECTIONS,
        unit: "count",
      },
      { benchmark: name, metric: "duration (s)", value: seconds, unit: "" },
      { benchmark: name, metric: "requests", value: result.requests, unit: "count" },
      { benchmark: name, metric: "throughput", value: Math.round(result.requests / result.seconds), unit: "req/s" },
      { benchmark: name, metric: "p50", value: round2(percentile(result.latencies, 50)), unit: "ms" },
      { benchmark: name, metric: "p99", value: round2(percentile(result.latencies, 99)), unit: "ms" },
      {
        benchmark: name,
        metric: "errors (non-2xx, timeouts, GraphQL errors)",
        value: failures,
        unit: "count",
        goal: "0",
        met: failures === 0,
      },
      { benchmark: name, metric: "of which timeouts (no answer in 30 s)", value: result.timeouts, unit: "count" },
    ];
    return rows;
  } finally {
    await gateway.stop();
  }
};

export default load;
