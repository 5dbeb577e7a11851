import { demoCommunityMember } from "../lib/accounts.js";
import { cannon, percentile, pool, type CannonOptions, type Sample } from "../lib/cannon.js";
import { freePort } from "../../gateway/testing/gatewayProcess.js";
import { benchSessionCookie, startGateway } from "../lib/gateway.js";
import { round2 } from "../lib/report.js";
import type { Benchmark, BenchRow } from "../lib/types.js";

const LIKE_GOAL = 3;
const CREATE_GOAL = 4;

const LIKE = `mutation Like($id: ID!) { likeDiscussion(input: { discussionId: $id }) { discussion { id likesCount viewerHasLiked } } }`;
const UNLIKE = `mutation Unlike($id: ID!) { unlikeDiscussion(input: { discussionId: $id }) { discussion { id likesCount viewerHasLiked } } }`;
const CREATE = `mutation Create($category: ID!) {
  createDiscussion(input: { title: "Bench discussion", content: "Posted by the writes benchmark", categoryId: $category }) {
    discussionEdge { cursor node { id title } }
  }
}`;

/**
 * Writes vs their floors: liking and unliking a discussion (alternately, so every request changes
 * something) and starting a discussion through GraphQL over HTTP, signed in as the demo community
 * member, against one SQL statement doing the same write (bench/lib/floor.ts FLOOR_WRITES) behind a
 * bare node:http handler in the same process (bench/lib/feedHost.ts). One connection (latency,
 * no queueing); the sides' rounds interleaved. What GraphQL does beyond the floor's statement (HTTP
 * through Fastify and yoga, the session, GraphQL execution, the like's notification to its author
 * in the same statement, the write's signal to the read cache) is what the ratio shows.
 */
const writes: Benchmark = async (context) => {
  const { log } = context;
  const rounds = context.options?.rounds ?? 3;
  const seconds = context.options?.roundSeconds ?? 10;
  const viewer = await demoCommunityMember(context);
  const floorPort = await freePort();
  const host = await startGateway(context, {
    entry: "bench/lib/feedHost.ts",
    env: { FLOOR_PORT: String(floorPort), UNCACHED_PORT: String(await freePort()) },
  });
  try {
    const cookie = await benchSessionCookie(viewer);
    const floor = `http://127.0.0.1:${floorPort}`;
    const feed = (await fetch(`${floor}/feed?viewer=${encodeURIComponent(viewer.id)}`).then((r) => r.json())) as {
      data: { discussions: { edges: { node: { id: string; category: { id: string } } }[] } };
    };
    // The last card of the first page: a discussion the viewer may or may not like already.
    const target = feed.data.discussions.edges.at(-1)!.node;
    const rawId = (globalId: string) => Buffer.from(globalId, "base64").toString().split(":").slice(1).join(":");
    const graphql = (query: string, variables: Record<string, unknown>) => ({
      method: "POST" as const,
      path: "/graphql",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query, variables }),
    });
    const floorWrite = (path: string, param: string, value: string) => ({
      method: "POST" as const,
      path: `${path}?viewer=${encodeURIComponent(viewer.id)}&${param}=${encodeURIComponent(value)}`,
    });
    const verifyBody = (body: string) => !body.includes('"errors"');
    const sides: Record<string, Omit<CannonOptions, "connections" | "seconds">> = {
      "floor like/unlike": {
        url: floor,
        requestsFor: () => [
          floorWrite("/like", "discussion", rawId(target.id)),
          floorWrite("/unlike", "discussion", rawId(target.id)),
        ],
      },
      "GraphQL like/unlike": {
        url: host.url,
        requestsFor: () => [graphql(LIKE, { id: target.id }), graphql(UNLIKE, { id: target.id })],
        verifyBody,
      },
      "floor create discussion": {
        url: floor,
        requestsFor: () => [floorWrite("/discussions", "category", rawId(target.category.id))],
      },
      "GraphQL create discussion": {
        url: host.url,
        requestsFor: () => [graphql(CREATE, { category: target.category.id })],
        verifyBody,
      },
    };
    // Each side once, checked, before anything is timed.
    for (const [label, side] of Object.entries(sides)) {
      const sample = await cannon({ ...side, connections: 1, seconds: 2 });
      if (sample.errors + sample.badBodies > 0 || sample.requests === 0)
        throw new Error(`${label}: ${sample.errors} errors, ${sample.badBodies} refused answers in the warm-up`);
    }
    const samples = new Map<string, Sample[]>(Object.keys(sides).map((k) => [k, []]));
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? Object.keys(sides) : Object.keys(sides).reverse();
      for (const label of order) {
        const sample = await cannon({ ...sides[label]!, connections: 1, seconds });
        samples.get(label)!.push(sample);
        log(`  round ${round}/${rounds} ${label}: p50 ${percentile(sample.latencies, 50).toFixed(2)} ms`);
      }
    }
    const name = "writes vs floor";
    const rows: BenchRow[] = [];
    const p50 = new Map<string, number>();
    for (const label of Object.keys(sides)) {
      const s = pool(samples.get(label)!);
      const failures = s.errors + s.badBodies;
      p50.set(label, percentile(s.latencies, 50));
      rows.push(
        { benchmark: name, metric: `${label} p50 c=1`, value: round2(percentile(s.latencies, 50)), unit: "ms" },
        { benchmark: name, metric: `${label} p99 c=1`, value: round2(percentile(s.latencies, 99)), unit: "ms" },
        { benchmark: name, metric: `${label} errors`, value: failures, unit: "count", goal: "0", met: failures === 0 },
      );
    }
    const likeRatio = p50.get("GraphQL like/unlike")! / p50.get("floor like/unlike")!;
    const createRatio = p50.get("GraphQL create discussion")! / p50.get("floor create discussion")!;
    rows.push(
      {
        benchmark: name,
        metric: "like/unlike p50 ÷ floor",
        value: round2(likeRatio),
        unit: "ratio",
        goal: `≤ ${LIKE_GOAL}`,
        met: likeRatio <= LIKE_GOAL,
      },
      {
        benchmark: name,
        metric: "create discussion p50 ÷ floor",
        value: round2(createRatio),
        unit: "ratio",
        goal: `≤ ${CREATE_GOAL}`,
        met: createRatio <= CREATE_GOAL,
      },
    );
    return rows;
  } finally {
    await host.stop();
  }
};

export default writes;
