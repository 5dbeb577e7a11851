import { percentile } from "../lib/cannon.js";
import { startGateway } from "../lib/gateway.js";
import { runLoadMix } from "../lib/loadMix.js";
import type { Benchmark, BenchRow } from "../lib/types.js";
import { round2 } from "../lib/report.js";
import { READ_CACHE_LIFETIME_MS, READ_CACHE_TTL_MS } from "../../gateway/readCache.js";

/** LOAD_CONNECTIONS overrides it: fewer clients complete more rounds of the mix on a busy machine. */
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS) || 200;

/**
 * Load: 200 concurrent clients for 60 s (--duration) mixing reads and writes
 * (bench/lib/loadMix.ts) against one gateway process. Goals: zero errors, and the read cache
 * answering at least half of the queries (every write still seen by the next read); p50, p99 and
 * throughput reported.
 */
const load: Benchmark = async (context) => {
  const seconds = context.options?.loadSeconds ?? 60;
  const gateway = await startGateway(context);
  try {
    const result = await runLoadMix(gateway, { connections: CONNECTIONS, seconds, log: context.log });
    for (const [name, { sent, responses, failures, fromCache, firstFailure }] of Object.entries(result.operations)) {
      context.log(
        `  ${name.padEnd(32)} ${String(sent).padStart(6)} sent ${String(responses).padStart(6)} answered, ${fromCache} from the read cache, ${failures} failed${firstFailure ? ` (first: ${firstFailure})` : ""}`,
      );
    }
    // An answer kept for one client alone (their board list, their track) is served again only if
    // that client asks before it expires: 5 minutes while the gateway hears writes made outside it
    // (gateway/outsideWrites.ts), 5 s while it does not.
    const { rounds } = result;
    const each = (["community", "student", "admin"] as const)
      .filter((who) => result.clients[who] > 0)
      .map((who) => `each ${who === "community" ? "community member" : who} ${rounds[who].toFixed(1)} s`);
    context.log(
      `  one round of the mix took ${each.join(", ")} (the read cache keeps an answer ${READ_CACHE_LIFETIME_MS / 60_000} min, ` +
        `${READ_CACHE_TTL_MS / 1000} s while it cannot hear writes made outside the gateway)`,
    );
    const failures = result.errors + result.badBodies;
    // Counted by the gateway (gateway/readCache.ts, its x-read-cache header), over every answered query of the mix.
    const hitShare = result.reads.answered
      ? Math.round((1000 * result.reads.fromCache) / result.reads.answered) / 10
      : 0;
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
      {
        benchmark: name,
        metric: "a community member's round of the mix (s)",
        value: round2(rounds.community),
        unit: "",
      },
      { benchmark: name, metric: "a student's round of the mix (s)", value: round2(rounds.student), unit: "" },
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
      {
        benchmark: name,
        metric: `read cache hit share, % (${result.reads.fromCache} of ${result.reads.answered} queries)`,
        value: hitShare,
        unit: "",
        goal: "≥ 50",
        met: hitShare >= 50,
      },
    ];
    return rows;
  } finally {
    await gateway.stop();
  }
};

export default load;
