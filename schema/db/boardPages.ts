import type { Prisma } from "../generated/prisma/client.js";

/**
 * The board's orders, and the versions of its rows and first pages (gateway/readCache.ts): a like of
 * one discussion among thousands should leave every member's first page of "Most liked" or of Lab
 * Help cached unless it changed one of its rows or could bring a new one onto it.
 *
 * Keys (all begin with FINE: the read cache reads them one by one, not with the tables' versions):
 * - `~Discussion:row:<bucket>`: a discussion's row and its likes (rows share ROW_BUCKETS versions, so
 *   the store stays bounded; two rows in one bucket only refresh each other's readers); a new
 *   discussion moves none, since no answer can have shown it before;
 * - `~Discussion:<scope>:LATEST_ACTIVITY` and `…:NEWEST`: what can bring a discussion to the top of
 *   those orders (a new post, a reply), per category and for the board of every category (`*`);
 * - `~Discussion:<scope>:POPULAR:<band>`: discussions whose like count lies in a band (`pinned`, or
 *   0, 1-2, 3-6, 7-14 … likes): a first page whose last row has 40 likes depends on the bands from 40
 *   up, which a like from 3 to 4 does not move.
 * A write that moves none of these states what it did (BoardChange); any other write to the
 * discussions or likes moves `Discussion!` or `Like!` (schema/db/partitions.ts), which every page
 * read depends on.
 */
export const BOARD_ORDERS = {
  LATEST_ACTIVITY: [{ isPinned: "desc" }, { activityAt: "desc" }, { id: "desc" }],
  POPULAR: [{ isPinned: "desc" }, { likesCount: "desc" }, { activityAt: "desc" }, { id: "desc" }],
  NEWEST: [{ isPinned: "desc" }, { createdAt: "desc" }, { id: "desc" }],
} as const satisfies Record<string, Prisma.DiscussionOrderByWithRelationInput[]>;

export type BoardOrder = keyof typeof BOARD_ORDERS;

/** The first letter of the keys read and moved one by one. */
export const FINE = "~";
export const isFineKey = (key: string) => key.startsWith(FINE);

/** The board of every category, as a scope of the order keys. */
export const EVERY_CATEGORY = "*";

/**
 * Rows share a version per bucket: enough that a page's ten rows rarely share one with the few
 * rows being liked (at 1,024 buckets, the load benchmark's 148 liked discussions shared a bucket
 * with one of a ten-row page four times in five), few enough for one Redis hash.
 */
const ROW_BUCKETS = 65_536;
/** The highest band: a count of 2^31 likes or more. */
const TOP_BAND = 31;

/** FNV-1a: a row id to its bucket. */
function bucketOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % ROW_BUCKETS;
}

export const rowKey = (discussionId: string) => `${FINE}Discussion:row:${bucketOf(discussionId)}`;
const orderKey = (scope: string, order: BoardOrder) => `${FINE}Discussion:${scope}:${order}`;
const likesBand = (likes: number) => Math.min(TOP_BAND, Math.floor(Math.log2(Math.max(0, likes) + 1)));
const bandKey = (scope: string, band: number | "pinned") => `${orderKey(scope, "POPULAR")}:${band}`;

/** A discussion's place in the orders, as a row of the page or the write returns it. */
export type BoardRow = { id: string; isPinned: boolean; likesCount: number };

/**
 * What a write did to one discussion of the board, told by the write (schema/db/partitions.ts,
 * writeInPartition): the discussion as it now is, and what moved it in the orders.
 * - `created`: a new discussion (the top of the latest orders, its likes band);
 * - `activity`: a reply moved its last activity (the top of the latest activity order; in "Most
 *   liked", activity orders discussions with as many likes);
 * - `likesFrom`: its like count moved from this one;
 * - nothing: only its row changed (a view).
 */
export type BoardChange = {
  categoryId: string;
  discussion: BoardRow;
  moved?: "created" | "activity" | { likesFrom: number };
};

/** The keys a committed write moves, in its category and on the board of every category. */
export function boardChangeKeys({ categoryId, discussion, moved }: BoardChange): string[] {
  const keys = moved === "created" ? [] : [rowKey(discussion.id)];
  const band = (likes: number) => (discussion.isPinned ? "pinned" : likesBand(likes));
  for (const scope of [categoryId, EVERY_CATEGORY]) {
    if (moved === "created") keys.push(orderKey(scope, "LATEST_ACTIVITY"), orderKey(scope, "NEWEST"));
    if (moved === "activity") keys.push(orderKey(scope, "LATEST_ACTIVITY"));
    if (moved === "created" || moved === "activity") keys.push(bandKey(scope, band(discussion.likesCount)));
    if (typeof moved === "object" && discussion.isPinned) keys.push(bandKey(scope, "pinned"));
    if (typeof moved === "object" && !discussion.isPinned) {
      // From one count to the other: every band between (a like moves one count, so one band or two).
      const [from, to] = [likesBand(moved.likesFrom), likesBand(discussion.likesCount)].sort((a, b) => a - b);
      for (let each = from!; each <= to!; each++) keys.push(bandKey(scope, each));
    }
  }
  return keys;
}

/**
 * The keys a first page of the board depends on, from the rows it fetched (one more than it shows:
 * whether there is a next page): each row's, and what could bring another row onto it. `complete`:
 * the page fetched fewer rows than it asked for, so every row of its scope is on it.
 */
export function boardPageKeys(scope: string, order: BoardOrder, rows: readonly BoardRow[], complete: boolean) {
  const keys = rows.map((row) => rowKey(row.id));
  if (order !== "POPULAR") return [...keys, orderKey(scope, order)];
  keys.push(bandKey(scope, "pinned"));
  const last = rows.at(-1);
  if (!complete && last?.isPinned) return keys;
  for (let band = complete || !last ? 0 : likesBand(last.likesCount); band <= TOP_BAND; band++)
    keys.push(bandKey(scope, band));
  return keys;
}
