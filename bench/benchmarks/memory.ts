import { percentile } from "../lib/cannon.js";
import { startGateway } from "../lib/gateway.js";
import { runLoadMix } from "../lib/loadMix.js";
import type { Benchmark, BenchRow } from "../lib/types.js";

const STARTS = 3;
const SETTLE_MS = 3_000;

/**
 * Memory and start: the time from spawning the gateway to its first 200
 * from /readyz on the run's already migrated and seeded database (median of three starts), and
 * the gateway's resident memory idle after start and after a run of the load mix (half the load
 * benchmark's duration, 200 clients), with the peak seen during it.
 */
const memory: Benchmark = async (context) => {
  const { log } = context;
  const startTimes: number[] = [];
  for (let i = 1; i < STARTS; i++) {
    const gateway = await startGateway(context);
    startTimes.push(gateway.startedInMs);
    await gateway.stop();
  }
  const gateway = await startGateway(context);
  startTimes.push(gateway.startedInMs);
  log(`  start to /readyz: ${startTimes.map((ms) => `${Math.round(ms)} ms`).join(", ")}`);
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idle = gateway.rssMb();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, gateway.rssMb())), 250);
    const seconds = Math.max(5, Math.round((context.options?.loadSeconds ?? 60) / 2));
    let result;
    try {
      result = await runLoadMix(gateway, { connections: 200, seconds, log });
    } finally {
      clearInterval(sampler);
    }
    const afterLoad = gateway.rssMb();
    log(
      `  RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${seconds} s of load ${afterLoad.toFixed(0)} MB (${result.requests} requests, ${result.errors + result.badBodies} errors)`,
    );
    const name = "memory and start";
    const rows: BenchRow[] = [
      {
        benchmark: name,
        metric: `start to first /readyz (median of ${STARTS})`,
        value: Math.round(percentile(startTimes, 50)),
        unit: "ms",
      },
      { benchmark: name, metric: "RSS idle after start", value: Math.round(idle), unit: "MB" },
      { benchmark: name, metric: `RSS peak during ${seconds} s of load`, value: Math.round(peak), unit: "MB" },
      { benchmark: name, metric: "RSS after the load", value: Math.round(afterLoad), unit: "MB" },
    ];
    return rows;
  } finally {
    await gateway.stop();
  }
};

export default memory;
