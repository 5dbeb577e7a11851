import { describe, expect, it } from "vitest";
import { signInPredatesEnding } from "../accounts.js";

describe("signInPredatesEnding: whether the provider may sign someone in on a sign-in it remembers", () => {
  const ended = new Date("2026-11-26T22:00:05.400Z");
  const second = Math.floor(ended.getTime() / 1000);

  it("lets every sign-in stand while the member's sessions were never ended", () => {
    expect(signInPredatesEnding(second - 3_600, null)).toBe(false);
  });

  it("refuses a sign-in from before the ending, and one without a time", () => {
    expect(signInPredatesEnding(second - 1, ended)).toBe(true);
    expect(signInPredatesEnding(undefined, ended)).toBe(true);
  });

  it("counts a sign-in in the very second of the ending as before it, and a later one as after", () => {
    expect(signInPredatesEnding(second, ended)).toBe(true);
    expect(signInPredatesEnding(second + 1, ended)).toBe(false);
  });
});
