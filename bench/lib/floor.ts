import { createServer, type Server } from "node:http";

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

type FloorRow = {
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
 * The floor: a bare node:http handler, `GET /feed?viewer=<user id>`, one SQL statement, JSON out.
 * No framework, no session (the viewer comes in the URL), no GraphQL: what answering the feed
 * costs at least on this machine and database.
 */
export function startFloorServer(runSql: RunSql, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://floor");
    if (url.pathname !== "/feed") {
      res.writeHead(404).end();
      return;
    }
    runSql(FLOOR_SQL, [url.searchParams.get("viewer") ?? ""]).then(
      (rows) => {
        const body = JSON.stringify(feedJson(rows as FloorRow[]));
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
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
