import { seedLoadStudents } from "../../prisma/seedLoad.js";
import { openDatabase } from "../../schema/db/database.js";
import { demoAccounts, graphql, passwordSignIn } from "../lib/accounts.js";
import { cannon, interleave } from "../lib/cannon.js";
import { startGateway } from "../lib/gateway.js";
import { sampleRows } from "../lib/report.js";
import type { Benchmark } from "../lib/types.js";

/** Issue 21: the admin portal holds this many students. */
const STUDENTS = 10_000;
const CONNECTIONS = 2;

// What the Students tab reads for a page (web/src/pages/adminPortal/StudentRow.tsx and its parts).
const PAGE = `query ($search: String) {
  students(first: 25, search: $search, status: ALL, sort: NEWEST) {
    totalCount
    pageInfo { hasNextPage startCursor endCursor }
    edges { node { id databaseId firstName lastName email isActive createdAt profileImageUrl
      enrollments { id progress completedLessons createdAt course { id title totalLessons } } } }
  }
}`;

/**
 * The admin's student list with 10,000 students: its first page and a search (a surname, as an
 * admin types it), p50 and p99, signed in as the demo admin. Tops the load data up to 10,000
 * students first (the same load students, more of them), so it runs after the benchmarks that
 * read the usual 500. The read cache is off (READ_CACHE=false).
 */
const adminStudents: Benchmark = async (context) => {
  const { log } = context;
  const db = await openDatabase(context.database, { poolSize: 1 });
  try {
    const added = await seedLoadStudents(db.prisma, { count: STUDENTS });
    log(`  ${added.students} students added (${STUDENTS} load students in all)`);
  } finally {
    await db.close();
  }
  // Without the read cache: repeated identical reads would be answered from memory, and this
  // measures what working out the page and the search costs.
  const gateway = await startGateway(context, { env: { READ_CACHE: "false" } });
  try {
    const cookie = await passwordSignIn(
      gateway.url,
      "/api/admin/auth",
      demoAccounts.admin.email,
      demoAccounts.admin.password,
    );
    type Page = { students: { totalCount: number; edges: unknown[] } };
    const first = await graphql<Page>(gateway.url, cookie, PAGE, { search: null });
    const found = await graphql<Page>(gateway.url, cookie, PAGE, { search: "kowalski" });
    if (first.students.totalCount < STUDENTS || first.students.edges.length !== 25 || found.students.totalCount === 0)
      throw new Error(`unexpected list: ${first.students.totalCount} students, ${found.students.totalCount} found`);
    log(`  ${first.students.totalCount} students; the search finds ${found.students.totalCount}`);

    const request = (search: string | null) => ({
      url: `${gateway.url}/graphql`,
      method: "POST" as const,
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query: PAGE, variables: { search } }),
      connections: CONNECTIONS,
      verifyBody: (body: string) => !body.includes('"errors"'),
    });
    const results = await interleave(
      {
        firstPage: (s) => cannon({ ...request(null), seconds: s }),
        search: (s) => cannon({ ...request("kowalski"), seconds: s }),
      },
      { rounds: context.options?.rounds ?? 3, seconds: context.options?.roundSeconds ?? 10, warmupSeconds: 3, log },
    );
    const name = `admin students (${STUDENTS.toLocaleString("en-US")})`;
    return [...sampleRows(name, "first page", results.firstPage), ...sampleRows(name, "search", results.search)];
  } finally {
    await gateway.stop();
  }
};

export default adminStudents;
