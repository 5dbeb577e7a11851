import { STUDENT_FIELDS, toStudent } from "../../gateway/rest/shapes.js";
import { demoAccounts, passwordSignIn } from "../lib/accounts.js";
import { cannon, interleave, percentile } from "../lib/cannon.js";
import { startGateway } from "../lib/gateway.js";
import { round2, sampleRows } from "../lib/report.js";
import type { Benchmark, BenchRow } from "../lib/types.js";

// Each answer lists every student (500+) with enrolments: a few connections already keep the
// gateway busy, and more would only queue.
const CONNECTIONS = 4;
/** Issue 22: REST p50 at most this many times GraphQL's for the same data. */
const GOAL = 1.2;

/**
 * REST layer overhead: GET /api/admin/students against GraphQL reading the same data, signed in
 * as the demo admin, on one gateway. REST answers every student, page after page of 100 in
 * process; the GraphQL side asks for all those pages in one document (an alias per page, from the
 * cursors the pages end at), so both sides carry the same students. The REST answer is checked to
 * be the GraphQL answer reshaped before anything is timed.
 */
type StudentPage = {
  edges?: { node: Parameters<typeof toStudent>[0] }[];
  pageInfo?: { hasNextPage: boolean; endCursor: string | null };
};

const rest: Benchmark = async (context) => {
  const { log } = context;
  const gateway = await startGateway(context);
  try {
    const cookie = await passwordSignIn(
      gateway.url,
      "/api/admin/auth",
      demoAccounts.admin.email,
      demoAccounts.admin.password,
    );
    const restRequest = { url: `${gateway.url}/api/admin/students`, headers: { cookie } };
    const graphql = async (query: string) => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as { data?: Record<string, StudentPage>; errors?: unknown[] };
      if (!body.data || body.errors) throw new Error(`GraphQL refused ${query}: ${JSON.stringify(body.errors)}`);
      return body.data;
    };
    const cursors: (string | null)[] = [null];
    for (;;) {
      const after = cursors.at(-1);
      const { students } = await graphql(
        `{ students(first: 100${after ? `, after: ${JSON.stringify(after)}` : ""}) { pageInfo { hasNextPage endCursor } } }`,
      );
      if (!students!.pageInfo!.hasNextPage) break;
      cursors.push(students!.pageInfo!.endCursor);
    }
    const everyPage = `{ ${cursors
      .map(
        (after, i) =>
          `page${i}: students(first: 100${after ? `, after: ${JSON.stringify(after)}` : ""}) { edges { node { ${STUDENT_FIELDS} } } }`,
      )
      .join(" ")} }`;
    const graphqlRequest = {
      url: `${gateway.url}/graphql`,
      method: "POST" as const,
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: everyPage }),
    };

    const viaRest = (await (await fetch(restRequest.url, restRequest)).json()) as unknown[];
    const viaGraphql = Object.values(await graphql(everyPage)).flatMap((page) =>
      page.edges!.map((edge) => toStudent(edge.node)),
    );
    if (JSON.stringify(viaGraphql) !== JSON.stringify(viaRest)) {
      throw new Error("GET /api/admin/students is not the GraphQL answer reshaped");
    }
    log(`  same ${viaRest.length} students from both (${cursors.length} pages)`);

    const results = await interleave(
      {
        graphql: (s) =>
          cannon({
            ...graphqlRequest,
            connections: CONNECTIONS,
            seconds: s,
            verifyBody: (body) => !body.includes('"errors"'),
          }),
        rest: (s) => cannon({ ...restRequest, connections: CONNECTIONS, seconds: s }),
      },
      { rounds: context.options?.rounds ?? 3, seconds: context.options?.roundSeconds ?? 10, warmupSeconds: 3, log },
    );
    const name = "REST overhead";
    const rows: BenchRow[] = [];
    for (const [side, label] of [
      ["graphql", "GraphQL students, every page"],
      ["rest", "GET /api/admin/students"],
    ] as const) {
      rows.push(...sampleRows(name, label, results[side]));
    }
    const p50Ratio = round2(percentile(results.rest.latencies, 50) / percentile(results.graphql.latencies, 50));
    rows.push(
      {
        benchmark: name,
        metric: "REST / GraphQL p50",
        value: p50Ratio,
        unit: "ratio",
        goal: `≤ ${GOAL}`,
        met: p50Ratio <= GOAL,
      },
      {
        benchmark: name,
        metric: "REST / GraphQL p99",
        value: round2(percentile(results.rest.latencies, 99) / percentile(results.graphql.latencies, 99)),
        unit: "ratio",
      },
    );
    return rows;
  } finally {
    await gateway.stop();
  }
};

export default rest;
