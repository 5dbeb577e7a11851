import { readFileSync } from "node:fs";
import type autocannon from "autocannon";
import { READ_CACHE_HEADER } from "../../gateway/readCache.js";
import { PERSISTED_DOCUMENTS_FILE } from "../../gateway/security/trustedDocuments.js";
import { lessonPages } from "../../prisma/seedLessonsData.js";
import { LOAD_STUDENT_PASSWORD, loadCommunityUserId, loadStudentEmail, LOAD_VOLUMES } from "../../prisma/seedLoad.js";
import { demoAccounts, passwordSignIn } from "./accounts.js";
import { cannon, type Sample } from "./cannon.js";
import { benchSessionCookie, type BenchGateway } from "./gateway.js";

/**
 * Of the clients: community members (board), students (catalogue, lessons), admins (student list: the rest, 1%, as an
 * academy has few admins).
 */
const SHARE = { community: 0.74, student: 0.25 } as const;
/** Students signed in for real (argon2 each); the load data keeps the first 100 active. */
const MAX_STUDENT_SESSIONS = 50;

export type MixResult = Sample & {
  /**
   * Per operation: requests sent, responses, those that failed (non-2xx or a GraphQL `errors`
   * entry) and the first failure's answer. Sent minus responses: timed out, or in flight at the end.
   * `fromCache`: answers the read cache gave.
   */
  operations: Record<
    string,
    { sent: number; responses: number; failures: number; fromCache: number; firstFailure?: string }
  >;
  clients: { community: number; student: number; admin: number };
  /**
   * Seconds one client of each kind took on average for one round of its plan (its requests in
   * turn): how long the same client takes to ask the same screen again (0 when none of that kind).
   */
  rounds: { community: number; student: number; admin: number };
  /** Answered queries (reads), and those the gateway's read cache answered (its response header says `hit`). */
  reads: { answered: number; fromCache: number };
};

/**
 * The load mix: `connections` clients, each with its own session, for `seconds`,
 * cycling through what their screen sends, by persisted id as the web client sends it:
 * - community members: the board, like and unlike a discussion, the online list, a new discussion;
 * - students: the catalogue, a track, a lesson page, a lesson comment, the portal;
 * - admins: the admin portal (every student with enrolments, courses).
 * Reads outnumber writes about three to one. Every response is checked: a non-2xx status or a
 * GraphQL error counts as a failure of its operation.
 */
export async function runLoadMix(
  gateway: BenchGateway,
  options: { connections: number; seconds: number; log: (line: string) => void },
): Promise<MixResult> {
  const documents = webOperations();
  const community = Math.round(options.connections * SHARE.community);
  const student = Math.round(options.connections * SHARE.student);
  const admin = options.connections - community - student;
  const studentCookies: string[] = [];
  for (let n = 1; n <= Math.min(student, MAX_STUDENT_SESSIONS); n++) {
    studentCookies.push(
      await passwordSignIn(gateway.url, "/api/student/auth", loadStudentEmail(n), LOAD_STUDENT_PASSWORD),
    );
  }
  const adminCookie = await passwordSignIn(
    gateway.url,
    "/api/admin/auth",
    demoAccounts.admin.email,
    demoAccounts.admin.password,
  );
  options.log(
    `  ${community} community members, ${student} students (${studentCookies.length} sessions), ${admin} admins`,
  );

  const operations: MixResult["operations"] = {};
  const reads: MixResult["reads"] = { answered: 0, fromCache: 0 };
  type Kind = keyof MixResult["clients"];
  const answeredBy: Record<Kind, number> = { community: 0, student: 0, admin: 0 };
  let serial = 0;
  /** One request of a plan; `variables` as a function gives every request its own (unique titles). */
  const op = (
    who: Kind,
    cookie: string,
    name: string,
    variables: Record<string, unknown> | ((n: number) => Record<string, unknown>) = {},
  ): autocannon.Request => {
    const { id, kind } = documents.get(name) ?? {};
    if (!id) throw new Error(`the web client has no operation ${name}`);
    const tally = (operations[name] ??= { sent: 0, responses: 0, failures: 0, fromCache: 0 });
    const body = (vars: Record<string, unknown>) =>
      JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables: vars });
    return {
      method: "POST",
      path: "/graphql",
      headers: { "content-type": "application/json", cookie },
      body: body(typeof variables === "function" ? variables(0) : variables),
      setupRequest: (request: autocannon.Request) => {
        tally.sent += 1;
        return typeof variables === "function" ? { ...request, body: body(variables(++serial)) } : request;
      },
      onResponse: (status: number, text: string, _context: object, headers: Record<string, unknown> = {}) => {
        tally.responses += 1;
        answeredBy[who] += 1;
        if (kind === "query" && status === 200) {
          reads.answered += 1;
          if (headers[READ_CACHE_HEADER] === "hit") {
            reads.fromCache += 1;
            tally.fromCache += 1;
          }
        }
        if (status !== 200 || text.includes('"errors"')) {
          tally.failures += 1;
          tally.firstFailure ??= `${status} ${text.slice(0, 300)}`;
        }
      },
    };
  };

  // Built before the run: setupClient runs as autocannon opens each connection.
  const plans: autocannon.Request[][] = [];
  for (let i = 0; i < community; i++) {
    // One member per connection, so likes and unlikes of different connections never collide.
    const cookie = await benchSessionCookie({ id: loadCommunityUserId(1 + i), role: "COMMUNITY", sessionVersion: 0 });
    const discussionId = globalId(
      "Discussion",
      `load-discussion-${String(1 + ((i * 37) % LOAD_VOLUMES.discussions)).padStart(5, "0")}`,
    );
    plans.push([
      op("community", cookie, "CommunityPageQuery"),
      op("community", cookie, "useLikeDiscussionMutation", { input: { discussionId } }),
      op("community", cookie, "DiscussionListPaginationQuery", { count: 10, orderBy: "POPULAR" }),
      op("community", cookie, "useLikeDiscussionMutationUnlike", { input: { discussionId } }),
      op("community", cookie, "OnlineNowQuery"),
      op("community", cookie, "DiscussionListPaginationQuery", { count: 10, categoryId: globalId("Category", "lab") }),
      op("community", cookie, "useCreateDiscussionMutation", (n) => ({
        input: {
          title: `Load test question ${n}`,
          content: "Posted by the load benchmark.",
          categoryId: globalId("Category", "general"),
          isUrgent: false,
          isPinned: false,
          isLocked: false,
        },
        connections: [],
      })),
      op("community", cookie, "CommunityPageQuery"),
    ]);
  }
  for (let i = 0; i < student; i++) {
    const cookie = studentCookies[i % studentCookies.length]!;
    const page = lessonPages[i % lessonPages.length]!;
    plans.push([
      op("student", cookie, "CoursesPageQuery"),
      op("student", cookie, "TrackPageQuery", { slug: i % 2 === 0 ? "infrastructure" : "security" }),
      op("student", cookie, "LessonPageQuery", { slug: page.id }),
      op("student", cookie, "useAddLessonCommentMutation", (n) => ({
        input: { lessonPageId: globalId("LessonPage", page.id), content: `Comment ${n} from the load benchmark` },
      })),
      op("student", cookie, "PortalScreenQuery"),
      op("student", cookie, "LessonPageQuery", { slug: page.id }),
    ]);
  }
  for (let i = 0; i < admin; i++)
    plans.push([op("admin", adminCookie, "AdminDashboardQuery"), op("admin", adminCookie, "CoursesPageQuery")]);

  const sample = await cannon({
    url: gateway.url,
    connections: options.connections,
    seconds: options.seconds,
    requestsFor: (connection) => plans[connection % plans.length]!,
    verifyBody: (body) => !body.includes('"errors"'),
  });
  const clients = { community, student, admin };
  const firstPlan: Record<Kind, number> = { community: 0, student: community, admin: community + student };
  const rounds = { community: 0, student: 0, admin: 0 };
  for (const who of Object.keys(clients) as Kind[]) {
    const planLength = plans[firstPlan[who]]?.length ?? 0;
    const roundsDone = clients[who] > 0 && planLength > 0 ? answeredBy[who] / planLength / clients[who] : 0;
    rounds[who] = roundsDone > 0 ? sample.seconds / roundsDone : 0;
  }
  return { ...sample, operations, clients, rounds, reads };
}

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

/** The web client's operations by name → persisted id and kind (relay-compiler's map, as the gateway loads it). */
function webOperations(): Map<string, { id: string; kind: string }> {
  const byName = new Map<string, { id: string; kind: string }>();
  const documents = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, "utf8")) as Record<string, string>;
  for (const [id, text] of Object.entries(documents)) {
    const [, kind, name] = /^(query|mutation|subscription)\s+(\w+)/.exec(text) ?? [];
    if (kind && name) byName.set(name, { id, kind });
  }
  return byName;
}
