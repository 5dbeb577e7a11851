import { describe, expect, it } from "vitest";
import { boardChangeKeys, boardPageKeys, EVERY_CATEGORY, rowKey } from "../boardPages.js";

const popular = (scope: string, band: number | "pinned") => `~Discussion:${scope}:POPULAR:${band}`;
const row = (id: string, likesCount: number, isPinned = false) => ({ id, likesCount, isPinned });

describe("versions of the board's rows and first pages", () => {
  it("moves, for a like, its row and the bands of likes it moved between, in its category and on the whole board", () => {
    // 3 and 4 likes share a band (3-6); 6 and 7 do not.
    const within = boardChangeKeys({ categoryId: "lab", discussion: row("d1", 4), moved: { likesFrom: 3 } });
    expect(within).toEqual([rowKey("d1"), popular("lab", 2), popular(EVERY_CATEGORY, 2)]);
    const across = boardChangeKeys({ categoryId: "lab", discussion: row("d1", 6), moved: { likesFrom: 7 } });
    expect(across).toEqual([rowKey("d1"), popular("lab", 2), popular("lab", 3), popular("*", 2), popular("*", 3)]);
    // A pinned discussion's likes reorder the pinned ones only.
    const pinned = boardChangeKeys({ categoryId: "lab", discussion: row("d1", 9, true), moved: { likesFrom: 8 } });
    expect(pinned).toEqual([rowKey("d1"), popular("lab", "pinned"), popular("*", "pinned")]);
  });

  it("moves the latest orders for a new post and a reply, and a view's row only", () => {
    const created = boardChangeKeys({ categoryId: "general", discussion: row("d2", 0), moved: "created" });
    // No answer can have shown a new discussion: its row's version stays.
    expect(created).not.toContain(rowKey("d2"));
    expect(created).toEqual(
      expect.arrayContaining([
        "~Discussion:general:LATEST_ACTIVITY",
        "~Discussion:general:NEWEST",
        popular("general", 0),
        "~Discussion:*:LATEST_ACTIVITY",
        "~Discussion:*:NEWEST",
        popular("*", 0),
      ]),
    );
    const replied = boardChangeKeys({ categoryId: "general", discussion: row("d2", 12), moved: "activity" });
    expect(replied).not.toContain("~Discussion:general:NEWEST");
    expect(replied).toContain(popular("general", 3));
    expect(boardChangeKeys({ categoryId: "general", discussion: row("d2", 12) })).toEqual([rowKey("d2")]);
  });

  it("makes a first page of 'Most liked' depend on its rows and the bands from its last row's up", () => {
    const keys = boardPageKeys("lab", "POPULAR", [row("a", 90), row("b", 40)], false);
    expect(keys.slice(0, 3)).toEqual([rowKey("a"), rowKey("b"), popular("lab", "pinned")]);
    // 40 likes: band 5 (31-62), up to the last band.
    expect(keys.slice(3)).toEqual(Array.from({ length: 27 }, (_, i) => popular("lab", 5 + i)));
    // A page of pinned discussions only; a page with every row of its scope (any like may reorder it).
    expect(boardPageKeys("lab", "POPULAR", [row("p", 1, true)], false)).toEqual([
      rowKey("p"),
      popular("lab", "pinned"),
    ]);
    expect(boardPageKeys("lab", "POPULAR", [row("a", 90)], true)).toContain(popular("lab", 0));
    expect(boardPageKeys("*", "LATEST_ACTIVITY", [row("a", 90)], false)).toEqual([
      rowKey("a"),
      "~Discussion:*:LATEST_ACTIVITY",
    ]);
  });

  it("keeps the rows' versions to a bounded number of keys", () => {
    const keys = new Set(Array.from({ length: 200_000 }, (_, i) => rowKey(`load-discussion-${i}`)));
    expect(keys.size).toBeLessThanOrEqual(65_536);
    expect(keys.size).toBeGreaterThan(60_000);
  });
});
