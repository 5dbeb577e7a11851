import { createServer, type Server, type ServerResponse } from "node:http";

/** The community feed as the benchmark asks GraphQL for it: first 20, signed-in viewer's like state. */
export const FEED_QUERY = `query Feed {
  discussions(first: 20) {
    edges {
      cursor
      node {
        id title content createdAt lastActivityAt isUrgent isPinned isLocked likesCount commentsCount viewsCount viewerHasLiked
        category { id name color icon }
        author { id firstName lastName profileImageUrl }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

/**
 * The floor's one statement: the same page (pinned first, latest activity, id; one extra row
 * tells whether a next page exists), joined to category and author, with the viewer's like as an
 * EXISTS. Times are formatted by PostgreSQL exactly as GraphQL's DateTime prints them.
 */
export const FLOOR_SQL = `
SELECT d.id, d.title, d.content,
       to_char(d."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
       to_char(d."lastActivityAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastActivityAt",
       d."isUrgent", d."isPinned", d."isLocked", d."likesCount", d."commentsCount", d."viewsCount",
       EXISTS (SELECT 1 FROM "Like" l WHERE l."discussionId" = d.id AND l."userId" = $1) AS "viewerHasLiked",
       c.id AS "categoryId", c.name AS "categoryName", c.color AS "categoryColor", c.icon AS "categoryIcon",
       u.id AS "authorId", u."firstName", u."lastName", u."profileImageUrl"
FROM "Discussion" d
JOIN "Category" c ON c.id = d."categoryId"
JOIN "User" u ON u.id = d."authorId"
ORDER BY d."isPinned" DESC, d."activityAt" DESC, d.id DESC
LIMIT 21`;

export type FloorRow = {
  id: string;
  title: string;
  content: string;
  createdAt: string;
  lastActivityAt: string | null;
  isUrgent: boolean;
  isPinned: boolean;
  isLocked: boolean;
  likesCount: number;
  commentsCount: number;
  viewsCount: number;
  viewerHasLiked: boolean;
  categoryId: string;
  categoryName: string;
  categoryColor: string;
  categoryIcon: string;
  authorId: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
};

export type RunSql = (sql: string, params: unknown[]) => Promise<unknown[]>;

const base64 = (text: string) => Buffer.from(text).toString("base64");
const globalId = (type: string, id: string) => base64(`${type}:${id}`);
// @pothos/plugin-prisma's cursor for `cursor: "id"` on a string id.
const cursorOf = (id: string) => base64(`GPC:S:${id}`);

/** The feed answer, shaped exactly as GraphQL answers FEED_QUERY. */
export function feedJson(rows: FloorRow[]) {
  const page = rows.slice(0, 20);
  return {
    data: {
      discussions: {
        edges: page.map((r) => ({
          cursor: cursorOf(r.id),
          node: {
            id: globalId("Discussion", r.id),
            title: r.title,
            content: r.content,
            createdAt: r.createdAt,
            lastActivityAt: r.lastActivityAt,
            isUrgent: r.isUrgent,
            isPinned: r.isPinned,
            isLocked: r.isLocked,
            likesCount: r.likesCount,
            commentsCount: r.commentsCount,
            viewsCount: r.viewsCount,
            viewerHasLiked: r.viewerHasLiked,
            category: {
              id: globalId("Category", r.categoryId),
              name: r.categoryName,
              color: r.categoryColor,
              icon: r.categoryIcon,
            },
            author: {
              id: globalId("User", r.authorId),
              firstName: r.firstName,
              lastName: r.lastName,
              profileImageUrl: r.profileImageUrl,
            },
          },
        })),
        pageInfo: { hasNextPage: rows.length > 20, endCursor: page.length > 0 ? cursorOf(page.at(-1)!.id) : null },
      },
    },
  };
}

/**
 * The writes' floors (bench/benchmarks/writes.ts), one statement each: a like with its counter
 * (a like already there changes nothing), its undoing, and a new discussion.
 */
export const FLOOR_WRITES = {
  "/like": `WITH added AS (
  INSERT INTO "Like" ("userId", "discussionId") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "discussionId")
UPDATE "Discussion" SET "likesCount" = "likesCount" + 1 WHERE id IN (SELECT "discussionId" FROM added)
RETURNING id, "likesCount"`,
  "/unlike": `WITH removed AS (
  DELETE FROM "Like" WHERE "userId" = $1 AND "discussionId" = $2 RETURNING "discussionId")
UPDATE "Discussion" SET "likesCount" = "likesCount" - 1 WHERE id IN (SELECT "discussionId" FROM removed)
RETURNING id, "likesCount"`,
  "/discussions": `INSERT INTO "Discussion" (id, title, content, "categoryId", "authorId")
VALUES (gen_random_uuid()::text, 'Floor discussion', 'Posted by the writes floor', $2, $1)
RETURNING id, title`,
} as const;

/**
 * The floor: a bare node:http handler, `GET /feed?viewer=<user id>`, one SQL statement, JSON out.
 * No framework, no session (the viewer comes in the URL), no GraphQL: what answering the feed
 * costs at least on this machine and database. The writes' floors answer `POST /like`, `/unlike`
 * (`?viewer=<user id>&discussion=<id>`) and `/discussions` (`?viewer=<user id>&category=<id>`).
 */
export function startFloorServer(runSql: RunSql, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://floor");
    const viewer = url.searchParams.get("viewer") ?? "";
    const write = Object.hasOwn(FLOOR_WRITES, url.pathname)
      ? FLOOR_WRITES[url.pathname as keyof typeof FLOOR_WRITES]
      : undefined;
    if (write && req.method === "POST") {
      const target = url.searchParams.get(url.pathname === "/discussions" ? "category" : "discussion") ?? "";
      sendJson(
        res,
        runSql(write, [viewer, target]).then((rows) => ({ data: rows[0] ?? null })),
      );
      return;
    }
    if (url.pathname !== "/feed") {
      res.writeHead(404).end();
      return;
    }
    sendJson(
      res,
      runSql(FLOOR_SQL, [viewer]).then((rows) => feedJson(rows as FloorRow[])),
    );
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** Answers with the value's JSON once it is worked out, or 500 with the error. */
function sendJson(res: ServerResponse, value: Promise<unknown>): void {
  value.then(
    (answer) => {
      const body = JSON.stringify(answer);
      res
        .writeHead(200, {
          "content-type": "application/json; charset=utf-8",
          "content-length": Buffer.byteLength(body),
        })
        .end(body);
    },
    (error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    },
  );
}
