import { AsyncLocalStorage } from "node:async_hooks";
import type { Prisma } from "../generated/prisma/client.js";
import {
  boardChangeKeys,
  boardPageKeys,
  EVERY_CATEGORY,
  type BoardChange,
  type BoardOrder,
  type BoardRow,
} from "./boardPages.js";
import { modelRelations, type Relations } from "./modelRelations.js";
import { noteRead, readsRecorded } from "./readTables.js";

/**
 * The board's hot rows, versioned per category as well as per table (gateway/readCache.ts): a like,
 * a reply, a view or a new post changes one discussion of one category, and should not drop another
 * category's cached list.
 *
 * The version keys, for a table listed here:
 * - `Discussion` moves on every write to the table, as for any table: an answer that read the table
 *   without a partition (the board of every category, a discussion page, the member directory)
 *   depends on it, as before;
 * - `Discussion#category:lab` moves on a write made in that partition (writeInPartition);
 * - `Discussion!` moves on a write made outside any partition (a moderator moving a discussion to
 *   another category, an account's likes deleted with it, anything not declared).
 * A read made in a partition (readCategoryDiscussions: one Prisma call whose rows of these tables all
 * lie in it) depends on `Discussion#category:lab` and `Discussion!` instead of `Discussion`: it stays cached
 * across writes in other partitions, never across a write in its own or one that named none.
 *
 * A first page of the board (readBoardPage) is narrower still: it depends on `Discussion!`, `Like!`
 * and the versions of its rows and of what could bring another row onto it (schema/db/boardPages.ts),
 * which each write in a partition moves from what it tells it did (BoardChange).
 *
 * Notifications the same way, per recipient: `Notification#recipient:<id>` moves when a write in a
 * partition tells whose notifications it changed (a like, a reply, a post that mentions), and a read
 * of one member's own notifications (the bell's count on every page: readOwnNotifications) depends on
 * it and `Notification!`, so a like that notifies one member leaves everyone else's pages cached.
 */
const PARTITION_KINDS = { Discussion: "category", Like: "category", Notification: "recipient" } as const;
type PartitionKind = (typeof PARTITION_KINDS)[keyof typeof PARTITION_KINDS];
const kindOf = (table: string): PartitionKind | undefined => PARTITION_KINDS[table as keyof typeof PARTITION_KINDS];

export const PARTITIONED_TABLES: ReadonlySet<string> = new Set(Object.keys(PARTITION_KINDS));

/** A category's discussions and their likes. */
export const categoryPartition = (categoryId: string) => `category:${categoryId}`;
/** One member's notifications. */
export const recipientPartition = (userId: string) => `recipient:${userId}`;
const kindOfPartition = (partition: string) => partition.slice(0, partition.indexOf(":")) as PartitionKind;

/**
 * A write's partition and the row and order keys of what it did (boardChangeKeys), told once a
 * statement has returned them (before the commit), and the members whose notifications it changed
 * (null: not told). `held`: the signals of statements that ran on their own (no transaction) before
 * it was told, sent once the work is over (writeInPartition).
 */
type WriteScope = {
  key: string | null;
  mixed: boolean;
  fine: Set<string>;
  recipients: Set<string> | null;
  held: (() => Promise<void>)[] | null;
};

/** A read's partition; PAGE: a first page of the board, whose rows and orders are noted once it has them. */
const PAGE = Symbol("a first page of the board");
const reading = new AsyncLocalStorage<string | typeof PAGE>();
const writing = new AsyncLocalStorage<WriteScope>();

/** The version keys a statement's reads of `tables` depend on where it runs (outside a partition: the tables). */
export function readKeys(tables: readonly string[]): readonly string[] {
  const partition = reading.getStore();
  if (partition === undefined) return tables;
  if (partition === PAGE) return tables.map((table) => (kindOf(table) === "category" ? `${table}!` : table));
  const kind = kindOfPartition(partition);
  return tables.flatMap((table) => (kindOf(table) === kind ? [`${table}#${partition}`, `${table}!`] : [table]));
}

/** The partition scope a write statement runs in, if any: resolved by writtenKeys once the write is committed. */
export function writeScope(): WriteScope | undefined {
  return writing.getStore();
}

/** The version keys a committed write of `table` moves, from the scope its statement ran in. */
export function writtenKeys(table: string, scope: WriteScope | undefined): readonly string[] {
  const kind = kindOf(table);
  if (kind === "recipient")
    return scope?.recipients
      ? [table, ...[...scope.recipients].map((id) => `${table}#${recipientPartition(id)}`)]
      : [table, `${table}!`];
  if (kind === undefined) return [table];
  return scope?.key != null && !scope.mixed ? [table, `${table}#${scope.key}`, ...scope.fine] : [table, `${table}!`];
}

/**
 * Runs one read of a category's discussions, `args` being the Prisma arguments `read` passes: narrowed
 * to the category's partition when its where clause confines the discussions to the category and it
 * reaches the partitioned tables by no other path (staysInPartition); otherwise a read like any other.
 * Statements of other work started inside `read` would be narrowed too: keep it to one Prisma call.
 */
export function readCategoryDiscussions<T>(
  categoryId: string,
  args: { where?: Prisma.DiscussionWhereInput },
  read: () => PromiseLike<T>,
): Promise<T> {
  const narrowed = args.where?.categoryId === categoryId && staysInPartition(modelRelations(), "Discussion", args);
  return narrowed ? reading.run(categoryPartition(categoryId), async () => await read()) : Promise.resolve(read());
}

/**
 * Runs one read of a member's account, `args` being the Prisma arguments `read` passes: narrowed to
 * their own notifications' versions when it reaches the notifications only as the account's own
 * (the bell's count and list: User.notifications); otherwise a read like any other.
 */
export function readOwnNotifications<T>(
  userId: string,
  args: { where?: Prisma.UserWhereUniqueInput },
  read: () => PromiseLike<T>,
): Promise<T> {
  const narrowed = args.where?.id === userId && staysInPartition(modelRelations(), "User", args, "recipient");
  return narrowed ? reading.run(recipientPartition(userId), async () => await read()) : Promise.resolve(read());
}

/** Prisma arguments that select these columns too (a select lists them; an include reads every column). */
function selecting<A extends { select?: object | null }>(args: A, columns: Record<string, true>): A {
  const select = args.select as Record<string, unknown> | null | undefined;
  if (!select || Object.keys(columns).every((column) => select[column] === true)) return args;
  return { ...args, select: { ...select, ...columns } };
}

/**
 * Runs one read of a first page of the board (no cursor, no filter but the category and what the
 * viewer may see), `args` being the Prisma arguments `read` is given: narrowed to the versions of
 * the rows it returns and of what could bring another row onto it (boardPageKeys), when it reaches
 * the partitioned tables by no other path than its rows and their likes; otherwise a read of its
 * category (readCategoryDiscussions) or of the tables.
 */
export async function readBoardPage<
  A extends { select?: object | null; take?: number; cursor?: unknown; where?: Prisma.DiscussionWhereInput },
  T,
>(categoryId: string | null, order: BoardOrder, args: A, read: (args: A) => PromiseLike<T[]>): Promise<T[]> {
  // Nothing records what this read depends on (the read cache off): it is a read like any other.
  if (!readsRecorded()) return await read(args);
  const first = args.cursor === undefined && args.take !== undefined && args.take > 0;
  // Whether a row is on the board changes only by writes that tell nothing: a discussion hidden or
  // moved (a filter on anything else, such as a search, and the page is read like any other).
  const { hiddenAt, categoryId: inCategory, ...otherFilters } = args.where ?? {};
  const filtered = Object.keys(otherFilters).length > 0 || (hiddenAt !== undefined && hiddenAt !== null);
  const narrowed = first && !filtered && (inCategory ?? null) === categoryId;
  if (!narrowed || !staysInPartition(modelRelations(), "Discussion", args)) {
    return categoryId === null ? await read(args) : await readCategoryDiscussions(categoryId, args, () => read(args));
  }
  const rows = await reading.run(PAGE, async () => await read(selecting(args, { isPinned: true, likesCount: true })));
  const complete = rows.length < args.take!;
  const scope = categoryId ?? EVERY_CATEGORY;
  for (const key of boardPageKeys(scope, order, rows as BoardRow[], complete)) noteRead(key);
  return rows;
}

/**
 * Sends a committed statement's signal now, or, when it ran on its own in a write whose partition is
 * still to be told (a like's one statement returns its discussion's category), once the write is
 * over: the statement's keys are then resolved with what it was told.
 */
export async function signalInScope(scope: WriteScope | undefined, signal: () => Promise<void>): Promise<void> {
  if (scope?.key === null && scope.held) scope.held.push(signal);
  else await signal();
}

/**
 * Runs `work`, whose writes to the partitioned tables all change discussions of one category, and
 * tell through `settle` what they did once a statement returned it (before the transaction commits,
 * or before `work` ends for a statement run on its own), with every member whose notifications they
 * changed. Writes that never told, or told two categories, move every partition's readers and every
 * page's; notifications written without telling whose move every member's.
 */
export async function writeInPartition<T>(
  work: (settle: (change: BoardChange, notified?: readonly string[]) => void) => Promise<T>,
): Promise<T> {
  const scope: WriteScope = { key: null, mixed: false, fine: new Set(), recipients: null, held: [] };
  const settle = (change: BoardChange, notified?: readonly string[]) => {
    const told = categoryPartition(change.categoryId);
    if (scope.key !== null && scope.key !== told) scope.mixed = true;
    scope.key = told;
    for (const key of boardChangeKeys(change)) scope.fine.add(key);
    if (notified) {
      scope.recipients ??= new Set();
      for (const id of notified) scope.recipients.add(id);
    }
  };
  try {
    return await writing.run(scope, () => work(settle));
  } finally {
    // Held signals go out before the writer goes on (its answer is read after them), whether the
    // work succeeded or not: a statement that ran is in the database either way.
    const held = scope.held ?? [];
    scope.held = null;
    for (const signal of held) await signal();
  }
}

/** The relations by which a query may reach partitioned rows that lie in the partition of the row it comes from. */
const WITHIN_PARTITION: Record<PartitionKind, ReadonlySet<string>> = {
  category: new Set(["Discussion.likes"]),
  recipient: new Set(["User.notifications"]),
};

/**
 * Whether a query on `model`, whose own rows lie in one partition, reaches the partitioned tables
 * of that kind only through relations that stay in it (a discussion's likes, a member's own
 * notifications): the arguments Prisma gets (select, include, where, _count, orderBy …) walked, each
 * relation named followed to its model. Anything else (an author's other discussions, a reply's
 * discussion) and the read is not narrowed.
 */
export function staysInPartition(
  relations: Relations,
  model: string,
  args: unknown,
  kind: PartitionKind = "category",
): boolean {
  const walk = (current: string, value: unknown): boolean => {
    if (Array.isArray(value)) return value.every((item) => walk(current, item));
    if (value === null || typeof value !== "object" || value instanceof Date) return true;
    return Object.entries(value).every(([key, inner]) => {
      const related = relations.get(current)?.get(key);
      if (related === undefined) return walk(current, inner);
      if (kindOf(related) === kind && !WITHIN_PARTITION[kind].has(`${current}.${key}`)) return false;
      return walk(related, inner);
    });
  };
  return walk(model, args);
}
