import { readFileSync } from "node:fs";
import path from "node:path";
import { demoAccounts, demoCommunityMember, passwordSignIn } from "../lib/accounts.js";
import { cannon, percentile, pool, type Sample } from "../lib/cannon.js";
import { processCpuMs } from "../lib/cpu.js";
import { freePort } from "../../gateway/testing/gatewayProcess.js";
import { benchSessionCookie, startGateway } from "../lib/gateway.js";
import { round2 } from "../lib/report.js";
import type { Benchmark, BenchRow } from "../lib/types.js";

const root = path.resolve(import.meta.dirname, "../..");

/** The trusted-document id relay-compiler gave a web operation (its artifact's `params.id`). */
function persistedId(operation: string): string {
  const artifact = readFileSync(path.join(root, "web/src/__generated__", `${operation}.graphql.ts`), "utf8");
  const id = /"id": "([0-9a-f]{64})"/.exec(artifact)?.[1];
  if (!id) throw new Error(`${operation}: no persisted id in its artifact`);
  return id;
}

/**
 * The pages of the feature issues as the web app asks for them (trusted-document ids, the screens'
 * variables, a page of 20): a discussion with its replies, the next replies, the notifications, the
 * member directory, and the admin's paged student list. Each through GraphQL over HTTP with the
 * read cache off (READ_CACHE=false, the same app bench/lib/feedHost.ts serves on its second port):
 * what working the answer out costs, at one connection. Their statement counts are checked by
 * gateway/__tests__/noNPlusOne.int.test.ts.
 */
const pages: Benchmark = async (context) => {
  const { log } = context;
  const rounds = context.options?.rounds ?? 3;
  const seconds = context.options?.roundSeconds ?? 10;
  const viewer = await demoCommunityMember(context);
  const uncachedPort = await freePort();
  const host = await startGateway(context, {
    entry: "bench/lib/feedHost.ts",
    env: { FLOOR_PORT: String(await freePort()), UNCACHED_PORT: String(uncachedPort) },
  });
  try {
    const url = `http://127.0.0.1:${uncachedPort}/graphql`;
    const member = await benchSessionCookie(viewer);
    const admin = await passwordSignIn(
      `http://127.0.0.1:${uncachedPort}`,
      "/api/admin/auth",
      demoAccounts.admin.email,
      demoAccounts.admin.password,
    );
    const ask = (operation: string, variables: Record<string, unknown>, cookie: string) => ({
      url,
      method: "POST" as const,
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: persistedId(operation) } },
      }),
    });
    // The most discussed thread on the board.
    const top = (await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: member },
      body: JSON.stringify({ query: "{ discussions(first: 1, orderBy: POPULAR) { edges { node { id } } } }" }),
    }).then((r) => r.json())) as { data: { discussions: { edges: { node: { id: string } }[] } } };
    const thread = top.data.discussions.edges[0]!.node.id;
    const paged = { first: 20, after: null, last: null, before: null, search: null, status: "ALL", courseId: null };
    const sides = {
      "discussion page": ask("DiscussionPageQuery", { id: thread }, member),
      "discussion replies": ask("ReplyListPaginationQuery", { id: thread, first: 20 }, member),
      notifications: ask("NotificationListPaginationQuery", { count: 20, unreadOnly: false }, member),
      "member directory": ask("MembersListPaginationQuery", { count: 20, sort: "NAME" }, member),
      "member directory, most active": ask("MembersListPaginationQuery", { count: 20, sort: "MOST_ACTIVE" }, member),
      "admin student list": ask("AdminDashboardQuery", { ...paged, sort: "NEWEST" }, admin),
    };
    for (const [label, request] of Object.entries(sides)) {
      const answer = await fetch(request.url, request).then((r) => r.text());
      if (answer.includes('"errors"') || !answer.includes('"data"'))
        throw new Error(`${label} answers with an error: ${answer.slice(0, 500)}`);
    }
    const verifyBody = (body: string) => !body.includes('"errors"');
    for (const request of Object.values(sides)) await cannon({ ...request, connections: 1, seconds: 2, verifyBody });
    const measured = new Map(Object.keys(sides).map((k) => [k, { samples: [] as Sample[], cpuMs: 0 }]));
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? Object.keys(sides) : Object.keys(sides).reverse();
      for (const label of order) {
        const m = measured.get(label)!;
        const before = processCpuMs(host.pid);
        const sample = await cannon({
          ...sides[label as keyof typeof sides],
          connections: 1,
          seconds,
          verifyBody,
        });
        m.cpuMs += processCpuMs(host.pid) - before;
        m.samples.push(sample);
        log(`  round ${round}/${rounds} ${label}: p50 ${percentile(sample.latencies, 50).toFixed(2)} ms`);
      }
    }
    const name = "pages uncached";
    const rows: BenchRow[] = [];
    for (const [label, m] of measured) {
      const s = pool(m.samples);
      const failures = s.errors + s.badBodies;
      rows.push(
        { benchmark: name, metric: `${label} p50 c=1`, value: round2(percentile(s.latencies, 50)), unit: "ms" },
        { benchmark: name, metric: `${label} p99 c=1`, value: round2(percentile(s.latencies, 99)), unit: "ms" },
        { benchmark: name, metric: `${label} server CPU / req`, value: round2(m.cpuMs / s.requests), unit: "ms" },
        { benchmark: name, metric: `${label} errors`, value: failures, unit: "count", goal: "0", met: failures === 0 },
      );
    }
    return rows;
  } finally {
    await host.stop();
  }
};

export default pages;
