import { describe, expect, it } from "vitest";
import { hashLabAnswer, labAnswerMatches, labStatusFor, normaliseLabAnswer } from "../labRules.js";

describe("lab answers", () => {
  const flag = { labId: "lab-1", caseSensitive: true, answerHash: hashLabAnswer("lab-1", "CLA{Right_One}", true) };
  const short = { labId: "lab-2", caseSensitive: false, answerHash: hashLabAnswer("lab-2", "Native VLAN", false) };

  it("ignores surrounding spaces; a flag's case counts, a short answer's does not", () => {
    expect(labAnswerMatches(flag, "  CLA{Right_One}\n")).toBe(true);
    expect(labAnswerMatches(flag, "cla{right_one}")).toBe(false);
    expect(labAnswerMatches(flag, "CLA{Right_Two}")).toBe(false);
    expect(labAnswerMatches(short, " native vlan ")).toBe(true);
    expect(labAnswerMatches(short, "nativevlan")).toBe(false);
    expect(normaliseLabAnswer("  A b ", false)).toBe("a b");
  });

  it("stores no answer in the clear, and the same answer hashes differently for two labs", () => {
    expect(flag.answerHash).not.toContain("Right");
    expect(hashLabAnswer("lab-1", "x", false)).not.toBe(hashLabAnswer("lab-9", "x", false));
  });
});

describe("lab status", () => {
  const positions = [1, 2, 3];
  it("keeps an available lab available; opens a locked one once every lab before it is completed", () => {
    expect(labStatusFor({ position: 1, status: "AVAILABLE" }, new Set(), positions)).toBe("AVAILABLE");
    expect(labStatusFor({ position: 3, status: "LOCKED" }, new Set([1]), positions)).toBe("LOCKED");
    expect(labStatusFor({ position: 3, status: "LOCKED" }, new Set([2]), positions)).toBe("LOCKED");
    expect(labStatusFor({ position: 3, status: "LOCKED" }, new Set([1, 2]), positions)).toBe("AVAILABLE");
  });
});
