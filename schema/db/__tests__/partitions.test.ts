import { describe, expect, it } from "vitest";
import { boardChangeKeys, type BoardChange } from "../boardPages.js";
import { modelRelations } from "../modelRelations.js";
import { readKeys, signalInScope, staysInPartition, writeInPartition, writeScope, writtenKeys } from "../partitions.js";
import { noteStatementRead, recordingReads } from "../readTables.js";

const PAGE_SQL = 'SELECT "t0"."id" FROM "public"."Discussion" AS "t0" LEFT JOIN "public"."Like" AS "t1" ON 1=1';

/** A view of one discussion in a category: its row only. */
const viewIn = (categoryId: string, id = "d1"): BoardChange => ({
  categoryId,
  discussion: { id, isPinned: false, likesCount: 3 },
});

describe("partitions of the board's hot tables", () => {
  it("moves the table and the partition told, the table and every partition's readers when none was", async () => {
    const told = await writeInPartition(async (settle) => {
      settle(viewIn("lab"));
      return writeScope();
    });
    expect(writtenKeys("Discussion", told)).toEqual([
      "Discussion",
      "Discussion#category:lab",
      ...boardChangeKeys(viewIn("lab")),
    ]);
    expect(writtenKeys("Like", undefined)).toEqual(["Like", "Like!"]);
    // A table not partitioned: its own key, whatever the scope.
    expect(writtenKeys("Reply", told)).toEqual(["Reply"]);
    const untold = await writeInPartition(async () => writeScope());
    expect(writtenKeys("Discussion", untold)).toEqual(["Discussion", "Discussion!"]);
  });

  it("treats writes told two partitions as told none", async () => {
    const mixed = await writeInPartition(async (settle) => {
      settle(viewIn("lab"));
      settle(viewIn("general", "d2"));
      return writeScope();
    });
    expect(writtenKeys("Discussion", mixed)).toEqual(["Discussion", "Discussion!"]);
  });

  it("holds the signal of a statement run on its own until the write has told its partition", async () => {
    const sent: string[][] = [];
    const signal = (scope: ReturnType<typeof writeScope>) => () =>
      Promise.resolve(void sent.push([...writtenKeys("Like", scope)]));
    const result = await writeInPartition(async (settle) => {
      const scope = writeScope();
      await signalInScope(scope, signal(scope));
      expect(sent).toEqual([]);
      settle(viewIn("lab"));
      return "liked";
    });
    expect([result, sent]).toEqual(["liked", [["Like", "Like#category:lab", ...boardChangeKeys(viewIn("lab"))]]]);
    // Sent when the write fails too, as every partition's: the statement is in the database.
    sent.length = 0;
    const failed = writeInPartition(async () => {
      const scope = writeScope();
      await signalInScope(scope, signal(scope));
      throw new Error("after the statement");
    });
    await expect(failed).rejects.toThrow("after the statement");
    expect(sent).toEqual([["Like", "Like!"]]);
    // Already told, or outside any write's scope: sent at once.
    sent.length = 0;
    await writeInPartition(async (settle) => {
      settle(viewIn("general"));
      const scope = writeScope();
      await signalInScope(scope, signal(scope));
      expect(sent).toEqual([["Like", "Like#category:general", ...boardChangeKeys(viewIn("general"))]]);
    });
    await signalInScope(undefined, signal(undefined));
    expect(sent.at(-1)).toEqual(["Like", "Like!"]);
  });

  it("records a statement's reads of the whole tables outside a partition read", () => {
    const tables = new Set<string>();
    recordingReads(tables, () => noteStatementRead(PAGE_SQL));
    expect([...tables].sort()).toEqual(["Discussion", "Like"]);
    expect(readKeys(["Category"])).toEqual(["Category"]);
  });

  it("follows only the relations that stay in the partition of the row they come from", () => {
    const relations = modelRelations();
    const feedPage = {
      take: 21,
      where: { categoryId: "lab", hiddenAt: null },
      include: {
        category: true,
        author: { select: { id: true, firstName: true } },
        likes: { where: { userId: "u1" }, take: 1, select: { userId: true } },
        _count: { select: { likes: true, replies: true } },
      },
      orderBy: [{ likesCount: "desc" }],
    };
    expect(staysInPartition(relations, "Discussion", feedPage)).toBe(true);
    const searched = { where: { categoryId: "lab", OR: [{ replies: { some: { content: { contains: "x" } } } }] } };
    expect(staysInPartition(relations, "Discussion", searched)).toBe(true);
    // Other discussions, through the author or a reply: not narrowed.
    const authorsCount = { include: { author: { select: { _count: { select: { discussions: true } } } } } };
    expect(staysInPartition(relations, "Discussion", authorsCount)).toBe(false);
    const authorsLikes = { include: { author: { select: { likes: { take: 1 } } } } };
    expect(staysInPartition(relations, "Discussion", authorsLikes)).toBe(false);
    const replyThread = { where: { replies: { some: { discussion: { categoryId: "general" } } } } };
    expect(staysInPartition(relations, "Discussion", replyThread)).toBe(false);
  });

  it("versions a member's notifications apart, when a write tells whose it changed", async () => {
    const told = await writeInPartition(async (settle) => {
      settle(viewIn("lab"), ["maria"]);
      return writeScope();
    });
    expect(writtenKeys("Notification", told)).toEqual(["Notification", "Notification#recipient:maria"]);
    // Told no one: nothing of anyone's; never told: everyone's.
    const none = await writeInPartition(async (settle) => (settle(viewIn("lab"), []), writeScope()));
    expect(writtenKeys("Notification", none)).toEqual(["Notification"]);
    const untold = await writeInPartition(async (settle) => (settle(viewIn("lab")), writeScope()));
    expect(writtenKeys("Notification", untold)).toEqual(["Notification", "Notification!"]);
    // A member's own notifications, through their account only.
    const relations = modelRelations();
    const bell = {
      where: { id: "maria" },
      select: { _count: { select: { notifications: { where: { readAt: null } } } } },
    };
    expect(staysInPartition(relations, "User", bell, "recipient")).toBe(true);
    // Notifications the member caused (as their actor): other members'.
    const actors = { select: { notified: { select: { id: true } } } };
    expect(staysInPartition(relations, "User", actors, "recipient")).toBe(false);
  });
});
