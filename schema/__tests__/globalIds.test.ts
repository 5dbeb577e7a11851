import { formatPrismaCursor } from "@pothos/plugin-prisma";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { describe, expect, it } from "vitest";
import { cursorOf, globalIdOf, keptEncoding } from "../globalIds.js";

describe("global ids and cursors kept per row", () => {
  it("answers Pothos' own encodings, kept or not", () => {
    for (let round = 0; round < 2; round++) {
      expect(globalIdOf("Discussion", "cmx10v3ev0015b17dlxrdmqi4")).toBe(
        encodeGlobalID("Discussion", "cmx10v3ev0015b17dlxrdmqi4"),
      );
      expect(globalIdOf("Category", "lab-help")).toBe(encodeGlobalID("Category", "lab-help"));
      expect(globalIdOf("Lesson", 12)).toBe(encodeGlobalID("Lesson", "12"));
      // The same key under another type is another id.
      expect(globalIdOf("User", "lab-help")).not.toBe(globalIdOf("Category", "lab-help"));
      expect(cursorOf({ id: "d1" }, "id")).toBe(formatPrismaCursor({ id: "d1" }, "id"));
      // Not text: formatted each time, as Pothos formats it.
      expect(cursorOf({ position: 3 }, "position")).toBe(formatPrismaCursor({ position: 3 }, "position"));
    }
  });

  it("keeps at most its bound, emptied when full", () => {
    const calls: string[] = [];
    const kept = keptEncoding((key) => {
      calls.push(key);
      return key.toUpperCase();
    }, 2);
    expect([kept("a"), kept("b"), kept("a")]).toEqual(["A", "B", "A"]);
    expect(calls).toEqual(["a", "b"]);
    // Full: a new key empties it, so "a" is worked out again.
    expect([kept("c"), kept("a")]).toEqual(["C", "A"]);
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });
});
