import { STUDENT_FIELDS, toStudent } from "../../gateway/rest/shapes.js";
import { demoAccounts, passwordSignIn } from "../lib/accounts.js";
import { cannon, interleave, percentile } from "../lib/cannon.js";
import { startGateway } from "../lib/gateway.js";
import { round2, sampleRows } from "../lib/report.js";
import type { Benchmark, BenchRow } from "../lib/types.js";

// Each answer lists every student (500+) with enrolments: a few connections already keep the
// gateway busy, and more would only queue.
const CONNECTIONS = 4;

/**
 * REST layer overhead: GET /api/admin/students against the GraphQL query it
 * runs in-process (the same document, over HTTP), signed in as the demo admin, on one gateway.
 * The REST answer is checked to be the GraphQL answer reshaped before anything is timed.
 */
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
    const graphqlRequest = {
      url: `${gateway.url}/graphql`,
      method: "POST" as const,
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: `{ students(first: 100) { edges { node { ${STUDENT_FIELDS} } } } }` }),
    };

    // REST answers the whole list (page after page); GraphQL here its first page of 100.
    const viaRest = (await (await fetch(restRequest.url, restRequest)).json()) as unknown[];
    type Page = { data: { students: { edges: { node: Parameters<typeof toStudent>[0] }[] } } };
    const viaGraphql = (await (await fetch(graphqlRequest.url, graphqlRequest)).json()) as Page;
    const firstPage = viaGraphql.data.students.edges.map((edge) => toStudent(edge.node));
    if (JSON.stringify(firstPage) !== JSON.stringify(viaRest.slice(0, firstPage.length))) {
      throw new Error("GET /api/admin/students is not the GraphQL answer reshaped");
    }
    log(`  same ${viaRest.length} students from both`);

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
      ["graphql", "GraphQL students"],
      ["rest", "GET /api/admin/students"],
    ] as const) {
      rows.push(...sampleRows(name, label, results[side]));
    }
    rows.push(
      {
        benchmark: name,
        metric: "REST / GraphQL p50",
        value: round2(percentile(results.rest.latencies, 50) / percentile(results.graphql.latencies, 50)),
        unit: "ratio",
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
