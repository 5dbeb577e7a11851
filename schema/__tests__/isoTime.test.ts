import { describe, expect, it } from "vitest";
import { isoTime } from "../isoTime.js";

describe("isoTime", () => {
  it("writes what toISOString writes, at every field's edges", () => {
    const times = [
      "2026-11-28T00:00:00.000Z",
      "2026-12-31T23:59:59.999Z",
      "2024-02-29T12:34:56.007Z",
      "1000-01-01T00:00:00.000Z",
      "9999-12-31T23:59:59.999Z",
      "1970-01-01T00:00:00.000Z",
    ].map((text) => new Date(text));
    // And a spread of times across the years the board can hold.
    for (let i = 0; i < 2_000; i++) times.push(new Date(Date.UTC(1000, 0, 1) + Math.floor(i * 4_512_345_678.9)));
    for (const time of times) expect(isoTime(time)).toBe(time.toISOString());
  });

  it("leaves the years toISOString signs or pads, and an invalid date, to toISOString", () => {
    expect(isoTime(new Date(Date.UTC(999, 11, 31)))).toBe("0999-12-31T00:00:00.000Z");
    expect(isoTime(new Date(Date.UTC(10_000, 0, 1)))).toBe("+010000-01-01T00:00:00.000Z");
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
