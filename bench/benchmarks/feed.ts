import { isDeepStrictEqual } from "node:util";
import { demoCommunityMember } from "../lib/accounts.js";
import { cannon, interleave, percentile } from "../lib/cannon.js";
import { FEED_QUERY } from "../lib/floor.js";
import { freePort } from "../../gateway/testing/gatewayProcess.js";
import { benchSessionCookie, startGateway } from "../lib/gateway.js";
import { round2, sampleRows } from "../lib/report.js";
import type { Benchmark, BenchRow } from "../lib/types.js";

const CONNECTIONS = 20;
const GOAL = 1.5;

/**
 * Feed vs floor: the community feed through GraphQL over HTTP, signed in as
 * the demo community member, against the floor (bench/lib/floor.ts) answering the same JSON from
 * one SQL statement, served by the same process on the same database (bench/lib/feedHost.ts).
 * All answers are checked equal before anything is timed; then rounds alternate at 20
 * connections and the pooled p50/p99 of each side are compared.
 *
 * GraphQL is measured as it serves (the read cache on: gateway/readCache.ts; nobody writes during
 * the run, so it answers from memory after the first request) and with READ_CACHE=false, the cost
 * of working the answer out, which is what every first request after a write pays.
 */
const feed: Benchmark = async (context) => {
  const { log } = context;
  const rounds = context.options?.rounds ?? 3;
  const seconds = context.options?.roundSeconds ?? 10;
  const viewer = await demoCommunityMember(context);
  const floorPort = await freePort();
  const uncachedPort = await freePort();
  const host = await startGateway(context, {
    entry: "bench/lib/feedHost.ts",
    env: { FLOOR_PORT: String(floorPort), UNCACHED_PORT: String(uncachedPort) },
  });
  try {
    const cookie = await benchSessionCookie(viewer);
    const floorUrl = `http://127.0.0.1:${floorPort}/feed?viewer=${encodeURIComponent(viewer.id)}`;
    const graphqlRequest = {
      url: `${host.url}/graphql`,
      method: "POST" as const,
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: FEED_QUERY }),
    };

    const uncachedRequest = { ...graphqlRequest, url: `http://127.0.0.1:${uncachedPort}/graphql` };

    const [viaGraphql, viaUncached, viaFloor] = await Promise.all([
      fetch(graphqlRequest.url, graphqlRequest).then((r) => r.json() as Promise<FeedAnswer>),
      fetch(uncachedRequest.url, uncachedRequest).then((r) => r.json() as Promise<FeedAnswer>),
      fetch(floorUrl).then((r) => r.json() as Promise<FeedAnswer>),
    ]);
    for (const [label, answer] of [
      ["GraphQL", viaGraphql],
      ["GraphQL without the read cache", viaUncached],
    ] as const) {
      if (!isDeepStrictEqual(answer, viaFloor)) {
        throw new Error(
          `the floor and ${label} answer differently:\n${label} ${JSON.stringify(answer).slice(0, 1500)}\nfloor ${JSON.stringify(viaFloor).slice(0, 1500)}`,
        );
      }
    }
    const nodes = viaGraphql.data.discussions.edges.map((e) => e.node);
    log(
      `  same answer from all three sides: ${nodes.length} discussions, ${nodes.filter((n) => n.viewerHasLiked).length} liked by the viewer`,
    );

    const results = await interleave(
      {
        floor: (s) => cannon({ url: floorUrl, connections: CONNECTIONS, seconds: s }),
        graphql: (s) =>
          cannon({
            ...graphqlRequest,
            connections: CONNECTIONS,
            seconds: s,
            verifyBody: (body) => !body.includes('"errors"'),
          }),
        uncached: (s) =>
          cannon({
            ...uncachedRequest,
            connections: CONNECTIONS,
            seconds: s,
            verifyBody: (body) => !body.includes('"errors"'),
          }),
      },
      { rounds, seconds, warmupSeconds: 3, log },
    );
    const rows: BenchRow[] = [];
    const name = "feed vs floor";
    for (const [side, label] of [
      ["floor", "floor"],
      ["graphql", "GraphQL"],
      ["uncached", "GraphQL uncached"],
    ] as const) {
      rows.push(...sampleRows(name, label, results[side], { throughput: true }));
    }
    const p50Ratio = percentile(results.graphql.latencies, 50) / percentile(results.floor.latencies, 50);
    const p99Ratio = percentile(results.graphql.latencies, 99) / percentile(results.floor.latencies, 99);
    const uncachedRatio = percentile(results.uncached.latencies, 50) / percentile(results.floor.latencies, 50);
    rows.push(
      {
        benchmark: name,
        metric: "GraphQL / floor p50",
        value: round2(p50Ratio),
        unit: "ratio",
        goal: `≤ ${GOAL}`,
        met: p50Ratio <= GOAL,
      },
      { benchmark: name, metric: "GraphQL / floor p99", value: round2(p99Ratio), unit: "ratio" },
      { benchmark: name, metric: "GraphQL uncached / floor p50", value: round2(uncachedRatio), unit: "ratio" },
    );
    return rows;
  } finally {
    await host.stop();
  }
};

type FeedAnswer = { data: { discussions: { edges: { node: { viewerHasLiked: boolean } }[] } } };

export default feed;
