import { describe, expect, it } from "vitest";
import { moduleAccess, type GateModule } from "../moduleUnlock.js";

const track = (completed: number[], unlocked: number[] = [], capstone = 4): GateModule[] =>
  [1, 2, 3, 4].map((number) => ({
    id: `m${number}`,
    number,
    title: `Module ${number}`,
    path: `/m${number}`,
    status: number === capstone ? "LOCKED" : "AVAILABLE",
    completed: completed.includes(number),
    unlockedByAdmin: unlocked.includes(number),
  }));

const lockedOf = (access: Map<string, { locked: boolean }>) =>
  [...access].filter(([, a]) => a.locked).map(([id]) => id);

describe("moduleAccess", () => {
  it("shows everyone but a student the seeded status", () => {
    expect(lockedOf(moduleAccess(track([]), false))).toEqual(["m4"]);
    expect(lockedOf(moduleAccess(track([1, 2, 3]), false))).toEqual(["m4"]);
  });

  it("opens a student's first module, then each one after the previous is complete", () => {
    expect(lockedOf(moduleAccess(track([]), true))).toEqual(["m2", "m3", "m4"]);
    expect(lockedOf(moduleAccess(track([1]), true))).toEqual(["m3", "m4"]);
    expect(moduleAccess(track([]), true).get("m2")).toEqual({
      locked: true,
      finishFirst: { id: "m1", number: 1, title: "Module 1", path: "/m1" },
      requirement: "Complete Module 1 to unlock Module 2.",
    });
  });

  it("opens a capstone only when every earlier module is complete, naming the first one missing", () => {
    const access = moduleAccess(track([1, 3], [2]), true);
    expect(access.get("m4")).toMatchObject({ locked: true, finishFirst: { id: "m2" } });
    expect(lockedOf(moduleAccess(track([1, 2, 3]), true))).toEqual([]);
  });

  it("keeps a module an admin unlocked, or one the student completed, open", () => {
    expect(lockedOf(moduleAccess(track([], [3]), true))).toEqual(["m2", "m4"]);
    // Module 2 done (say, after an admin unlock): it stays open, and module 3 follows it.
    expect(lockedOf(moduleAccess(track([2]), true))).toEqual(["m4"]);
    expect(lockedOf(moduleAccess(track([], [4]), true))).toEqual(["m2", "m3"]);
  });
});
