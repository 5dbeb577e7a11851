import { describe, expect, it } from "vitest";
import { flagSummary } from "../flagSummary";

describe("flagSummary", () => {
  it("counts the flags and names their reasons in the order given", () => {
    expect(
      flagSummary(3, [
        { reason: "SPAM", count: 2 },
        { reason: "OFF_TOPIC", count: 1 },
      ]),
    ).toBe("3 flags: Spam 2, Off-topic 1");
  });

  it("says one flag in the singular, and a reason newer than this client as itself", () => {
    expect(flagSummary(1, [{ reason: "MALWARE", count: 1 }])).toBe("1 flag: MALWARE 1");
    expect(flagSummary(2, [])).toBe("2 flags");
  });
});
