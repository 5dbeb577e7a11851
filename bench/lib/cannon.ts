import autocannon from "autocannon";

export type Sample = {
  /** Every 2xx response's latency, in ms (fractional: autocannon's own histogram rounds to whole ms). */
  latencies: number[];
  /** Responses outside 2xx, connection errors and timeouts. */
  errors: number;
  /** Requests without an answer within autocannon's timeout (30 s); counted in `errors` too. */
  timeouts: number;
  /** Responses whose body `verifyBody` refused (e.g. one with a GraphQL `errors` entry). */
  badBodies: number;
  requests: number;
  seconds: number;
};

export type CannonOptions = {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Per connection, the requests it cycles through (overrides method/headers/body). */
  requestsFor?: (connection: number) => autocannon.Request[];
  /** A response body this refuses counts in `badBodies`. */
  verifyBody?: (body: string) => boolean;
};

/**
 * One autocannon run. Latencies are taken from each response event rather than autocannon's
 * whole-millisecond histogram, so a 2.4 ms floor and a 3.1 ms GraphQL answer stay apart, and so
 * several interleaved rounds can be pooled before percentiles are taken.
 */
export function cannon(options: CannonOptions): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  let connection = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        method: options.method ?? "GET",
        headers: options.headers,
        body: options.body,
        timeout: 30,
        verifyBody: options.verifyBody && ((body) => options.verifyBody!(String(body ?? ""))),
        ...(options.requestsFor
          ? { setupClient: (client: autocannon.Client) => client.setRequests(options.requestsFor!(connection++)) }
          : {}),
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve({
          latencies,
          // autocannon counts a timeout in its `errors` as well.
          errors: errors + result.errors,
          timeouts: result.timeouts,
          badBodies: result.mismatches,
          requests: result.requests.total,
          seconds: result.duration,
        });
      },
    );
    instance.on("response", (_client: autocannon.Client, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else errors += 1;
    });
  });
}

/** Nearest-rank percentile of unsorted values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function pool(samples: Sample[]): Sample {
  return {
    latencies: samples.flatMap((s) => s.latencies),
    errors: samples.reduce((n, s) => n + s.errors, 0),
    timeouts: samples.reduce((n, s) => n + s.timeouts, 0),
    badBodies: samples.reduce((n, s) => n + s.badBodies, 0),
    requests: samples.reduce((n, s) => n + s.requests, 0),
    seconds: samples.reduce((n, s) => n + s.seconds, 0),
  };
}

/**
 * Alternates the candidates round by round (a, b, a, b, …) after one untimed warm-up round each,
 * so drift on a shared machine (another job starting, CPU frequency) falls on both sides.
 */
export async function interleave<K extends string>(
  candidates: Record<K, (seconds: number) => Promise<Sample>>,
  settings: { rounds: number; seconds: number; warmupSeconds: number; log: (line: string) => void },
): Promise<Record<K, Sample>> {
  const names = Object.keys(candidates) as K[];
  for (const name of names) await candidates[name](settings.warmupSeconds);
  const samples = Object.fromEntries(names.map((n) => [n, [] as Sample[]])) as Record<K, Sample[]>;
  for (let round = 1; round <= settings.rounds; round++) {
    // Alternate which side goes first, too.
    for (const name of round % 2 === 1 ? names : [...names].reverse()) {
      const sample = await candidates[name](settings.seconds);
      samples[name].push(sample);
      settings.log(
        `  round ${round}/${settings.rounds} ${name}: p50 ${percentile(sample.latencies, 50).toFixed(2)} ms, ${(sample.requests / sample.seconds).toFixed(0)} req/s, ${sample.errors} errors`,
      );
    }
  }
  return Object.fromEntries(names.map((n) => [n, pool(samples[n])])) as Record<K, Sample>;
}
