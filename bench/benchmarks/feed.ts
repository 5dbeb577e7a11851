import { isDeepStrictEqual } from "node:util";
import { demoCommunityMember } from "../lib/accounts.js";
import { cannon, percentile, pool, type CannonOptions, type Sample } from "../lib/cannon.js";
import { cpuSpent, databaseCpuProbe, processCpuMs } from "../lib/cpu.js";
import { FEED_QUERY, feedJson, type FloorRow } from "../lib/floor.js";
import { freePort } from "../../gateway/testing/gatewayProcess.js";
import { benchSessionCookie, startGateway, type BenchGateway } from "../lib/gateway.js";
import { round2 } from "../lib/report.js";
import type { Benchmark, BenchRow } from "../lib/types.js";

/** Latency is read with one connection (no queueing), throughput with 16, as in issue 22's table. */
const LATENCY_CONNECTIONS = 1;
const THROUGHPUT_CONNECTIONS = 16;
const CACHED_GOAL = 1.5;
const UNCACHED_GOAL = 2;

/**
 * The same page as FEED_QUERY through PostGraphile 5's Amber schema of the same tables: first 20
 * in the board's order, category, author, counts, and the viewer's like as a count of their likes.
 */
export const POSTGRAPHILE_FEED_QUERY = `query Feed($viewer: String!) {
  allDiscussions(first: 20, orderBy: [IS_PINNED_DESC, ACTIVITY_AT_DESC, PRIMARY_KEY_DESC]) {
    nodes {
      rowId title content createdAt lastActivityAt isUrgent isPinned isLocked likesCount commentsCount viewsCount
      categoryByCategoryId { rowId name color icon }
      userByAuthorId { rowId firstName lastName profileImageUrl }
      likesByDiscussionId(condition: { userId: $viewer }) { totalCount }
    }
    pageInfo { hasNextPage }
  }
}`;

/**
 * Feed vs floor vs PostGraphile: the community feed through GraphQL over HTTP, signed in as the
 * demo community member, against the floor (bench/lib/floor.ts: the same JSON from one SQL
 * statement, served by the same process on the same database, bench/lib/feedHost.ts) and, on
 * PostgreSQL, PostGraphile 5 (Amber preset) on the same tables in its own process
 * (bench/lib/postgraphileHost.ts). All answers are checked equal before anything is timed
 * (PostGraphile's mapped to the feed's shape: its ids, names and timestamp format differ).
 *
 * GraphQL is measured as it serves (the read cache on: nobody writes during the run, so it answers
 * from memory after the first request) and with READ_CACHE=false, the cost of working the answer
 * out, which is what every first request after a write pays.
 *
 * Each round runs every side once at 1 connection (p50, p99) and once at 16 (req/s), the sides
 * interleaved and their order alternating round by round. Server CPU per request is the serving
 * process's CPU time (/proc) over the side's requests; on PostgreSQL, database CPU per request is
 * that of the backends of the run's database.
 */
const feed: Benchmark = async (context) => {
  const { log } = context;
  const rounds = context.options?.rounds ?? 3;
  const seconds = context.options?.roundSeconds ?? 10;
  const onPostgres = context.database.kind === "postgres";
  const viewer = await demoCommunityMember(context);
  const floorPort = await freePort();
  const uncachedPort = await freePort();
  const host = await startGateway(context, {
    entry: "bench/lib/feedHost.ts",
    env: { FLOOR_PORT: String(floorPort), UNCACHED_PORT: String(uncachedPort) },
  });
  let postgraphile: BenchGateway | undefined;
  const probe = context.database.kind === "postgres" ? await databaseCpuProbe(context.database.url) : undefined;
  try {
    if (onPostgres) {
      postgraphile = await startGateway(context, {
        entry: "bench/lib/postgraphileHost.ts",
        env: { GRAPHILE_ENV: "production" },
      });
    } else {
      log("  PostGraphile side skipped: PostGraphile needs a PostgreSQL server, this run is on PGlite");
    }
    const cookie = await benchSessionCookie(viewer);
    const verifyBody = (body: string) => !body.includes('"errors"');
    const graphqlRequest = {
      url: `${host.url}/graphql`,
      method: "POST" as const,
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: FEED_QUERY }),
      verifyBody,
    };
    const sides: Side[] = [
      {
        key: "floor",
        label: "floor",
        pid: host.pid,
        request: { url: `http://127.0.0.1:${floorPort}/feed?viewer=${encodeURIComponent(viewer.id)}` },
      },
      { key: "graphql", label: "GraphQL", pid: host.pid, request: graphqlRequest },
      {
        key: "uncached",
        label: "GraphQL uncached",
        pid: host.pid,
        request: { ...graphqlRequest, url: `http://127.0.0.1:${uncachedPort}/graphql` },
      },
      ...(postgraphile
        ? [
            {
              key: "postgraphile",
              label: "PostGraphile",
              pid: postgraphile.pid,
              request: {
                url: `${postgraphile.url}/graphql`,
                method: "POST" as const,
                headers: { "content-type": "application/json" },
                body: JSON.stringify({ query: POSTGRAPHILE_FEED_QUERY, variables: { viewer: viewer.id } }),
                verifyBody,
              },
            },
          ]
        : []),
    ];

    const answers = await Promise.all(sides.map((side) => answerOf(side)));
    const floorAnswer = answers[0];
    sides.forEach((side, i) => {
      if (!isDeepStrictEqual(answers[i], floorAnswer)) {
        throw new Error(
          `the floor and ${side.label} answer differently:\n${side.label} ${JSON.stringify(answers[i]).slice(0, 1500)}\nfloor ${JSON.stringify(floorAnswer).slice(0, 1500)}`,
        );
      }
    });
    const nodes = (floorAnswer as FeedAnswer).data.discussions.edges.map((e) => e.node);
    log(
      `  same answer from all ${sides.length} sides: ${nodes.length} discussions, ${nodes.filter((n) => n.viewerHasLiked).length} liked by the viewer`,
    );

    // BENCH_FEED_SIDES=uncached times only the named sides (to profile one: see bench/run.ts --help).
    const only = process.env.BENCH_FEED_SIDES?.split(",").filter(Boolean);
    const timed = only ? sides.filter((side) => only.includes(side.key)) : sides;
    // Warm-up, untimed: each side at both concurrencies.
    for (const side of timed) {
      await cannon({ ...side.request, connections: LATENCY_CONNECTIONS, seconds: 2 });
      await cannon({ ...side.request, connections: THROUGHPUT_CONNECTIONS, seconds: 2 });
    }
    const measured = new Map(
      sides.map((s) => [s.key, { latency: [] as Sample[], throughput: [] as Sample[], serverMs: 0, databaseMs: 0 }]),
    );
    for (let round = 1; round <= rounds; round++) {
      for (const side of round % 2 === 1 ? timed : [...timed].reverse()) {
        const m = measured.get(side.key)!;
        const serverBefore = processCpuMs(side.pid);
        const databaseBefore = await probe?.read();
        const latency = await cannon({ ...side.request, connections: LATENCY_CONNECTIONS, seconds });
        const throughput = await cannon({ ...side.request, connections: THROUGHPUT_CONNECTIONS, seconds });
        m.serverMs += processCpuMs(side.pid) - serverBefore;
        if (probe && databaseBefore) m.databaseMs += cpuSpent(databaseBefore, await probe.read());
        m.latency.push(latency);
        m.throughput.push(throughput);
        log(
          `  round ${round}/${rounds} ${side.key}: p50 ${percentile(latency.latencies, 50).toFixed(2)} ms at c=1, ${(throughput.requests / throughput.seconds).toFixed(0)} req/s at c=16, ${latency.errors + throughput.errors} errors`,
        );
      }
    }

    const name = "feed vs floor";
    if (only) return [];
    const figures = new Map(
      sides.map((side) => {
        const m = measured.get(side.key)!;
        const latency = pool(m.latency);
        const throughput = pool(m.throughput);
        const requests = latency.requests + throughput.requests;
        return [
          side.key,
          {
            latency,
            throughput,
            p50: percentile(latency.latencies, 50),
            reqPerSecond: throughput.requests / throughput.seconds,
            serverMsPerRequest: m.serverMs / requests,
            databaseMsPerRequest: probe ? m.databaseMs / requests : Number.NaN,
          },
        ];
      }),
    );
    const floorP50 = figures.get("floor")!.p50;
    const rows: BenchRow[] = [];
    for (const side of sides) {
      const f = figures.get(side.key)!;
      const failures = f.latency.errors + f.latency.badBodies + f.throughput.errors + f.throughput.badBodies;
      const ratio = f.p50 / floorP50;
      rows.push(
        { benchmark: name, metric: `${side.label} p50 c=1`, value: round2(f.p50), unit: "ms" },
        {
          benchmark: name,
          metric: `${side.label} p99 c=1`,
          value: round2(percentile(f.latency.latencies, 99)),
          unit: "ms",
        },
        { benchmark: name, metric: `${side.label} req/s c=16`, value: Math.round(f.reqPerSecond), unit: "req/s" },
        {
          benchmark: name,
          metric: `${side.label} p50 ÷ floor`,
          value: round2(ratio),
          unit: "ratio",
          ...(side.key === "graphql" ? { goal: `≤ ${CACHED_GOAL}`, met: ratio <= CACHED_GOAL } : {}),
          ...(side.key === "uncached" ? { goal: `≤ ${UNCACHED_GOAL}`, met: ratio <= UNCACHED_GOAL } : {}),
        },
        { benchmark: name, metric: `${side.label} server CPU / req`, value: round2(f.serverMsPerRequest), unit: "ms" },
        {
          benchmark: name,
          metric: `${side.label} database CPU / req`,
          value: round2(f.databaseMsPerRequest),
          unit: "ms",
        },
        {
          benchmark: name,
          metric: `${side.label} errors`,
          value: failures,
          unit: "count",
          goal: "0",
          met: failures === 0,
        },
      );
    }
    const uncached = figures.get("uncached")!;
    const peer = figures.get("postgraphile");
    if (peer) {
      rows.push(
        {
          benchmark: name,
          metric: "GraphQL uncached p50 ÷ PostGraphile p50",
          value: round2(uncached.p50 / peer.p50),
          unit: "ratio",
          goal: "< 1",
          met: uncached.p50 < peer.p50,
        },
        {
          benchmark: name,
          metric: "GraphQL uncached req/s ÷ PostGraphile req/s",
          value: round2(uncached.reqPerSecond / peer.reqPerSecond),
          unit: "ratio",
          goal: "> 1",
          met: uncached.reqPerSecond > peer.reqPerSecond,
        },
      );
    }
    return rows;
  } finally {
    await probe?.close();
    await postgraphile?.stop();
    await host.stop();
  }
};

type Side = {
  key: string;
  label: string;
  /** The process serving this side, whose CPU time is its server CPU. */
  pid: number;
  request: Omit<CannonOptions, "connections" | "seconds">;
};

type FeedAnswer = { data: { discussions: { edges: { node: { viewerHasLiked: boolean } }[] } } };

/** One answer of a side, in the feed's shape (FEED_QUERY's), for the equality check. */
async function answerOf(side: Side): Promise<unknown> {
  const { url, method, headers, body } = side.request;
  const answer = (await fetch(url, { method: method ?? "GET", headers, body }).then((r) => r.json())) as unknown;
  return side.key === "postgraphile" ? fromPostgraphile(answer as PostgraphileAnswer) : answer;
}

type PostgraphileAnswer = {
  data: {
    allDiscussions: {
      nodes: (Omit<FloorRow, "id" | "viewerHasLiked" | "createdAt" | "lastActivityAt"> & {
        rowId: string;
        createdAt: string;
        lastActivityAt: string | null;
        categoryByCategoryId: { rowId: string; name: string; color: string; icon: string };
        userByAuthorId: { rowId: string; firstName: string; lastName: string; profileImageUrl: string | null };
        likesByDiscussionId: { totalCount: number };
      })[];
      pageInfo: { hasNextPage: boolean };
    };
  };
};

// Prisma's DateTime columns are `timestamp(3)` (UTC, no zone): PostGraphile prints them without an
// offset and with microseconds, GraphQL's DateTime as ISO 8601 in UTC.
const isoUtc = (timestamp: string) => new Date(`${timestamp}Z`).toISOString();

/** PostGraphile's answer in the feed's shape: the floor's rows rebuilt from it, through feedJson. */
function fromPostgraphile(answer: PostgraphileAnswer): unknown {
  const { nodes, pageInfo } = answer.data.allDiscussions;
  const rows: FloorRow[] = nodes.map((n) => ({
    id: n.rowId,
    title: n.title,
    content: n.content,
    createdAt: isoUtc(n.createdAt),
    lastActivityAt: n.lastActivityAt === null ? null : isoUtc(n.lastActivityAt),
    isUrgent: n.isUrgent,
    isPinned: n.isPinned,
    isLocked: n.isLocked,
    likesCount: n.likesCount,
    commentsCount: n.commentsCount,
    viewsCount: n.viewsCount,
    viewerHasLiked: n.likesByDiscussionId.totalCount > 0,
    categoryId: n.categoryByCategoryId.rowId,
    categoryName: n.categoryByCategoryId.name,
    categoryColor: n.categoryByCategoryId.color,
    categoryIcon: n.categoryByCategoryId.icon,
    authorId: n.userByAuthorId.rowId,
    firstName: n.userByAuthorId.firstName,
    lastName: n.userByAuthorId.lastName,
    profileImageUrl: n.userByAuthorId.profileImageUrl,
  }));
  // feedJson reads "there is a next page" from a 21st row, which this query does not ask for.
  return feedJson(pageInfo.hasNextPage ? [...rows, rows.at(-1)!] : rows);
}

export default feed;
