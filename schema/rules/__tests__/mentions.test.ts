import { describe, expect, it } from "vitest";
import { MENTIONS_MAX, mentionMarkdown, mentionedMemberIds } from "../mentions.js";

describe("mentions", () => {
  it("writes a mention that reads back as the member's id", () => {
    const text = `Thanks ${mentionMarkdown("Casey Morgan", "ck1")} and ${mentionMarkdown("Alex [x] Chen", "seed-user-01")}!`;
    expect(text).toContain("@[Casey Morgan](member:ck1)");
    expect(text).toContain("@[Alex  x  Chen](member:seed-user-01)");
    expect(mentionedMemberIds(text)).toEqual(["ck1", "seed-user-01"]);
  });

  it("counts a member once, ignores look-alikes, and stops at the limit", () => {
    expect(
      mentionedMemberIds("@[A](member:a) @[A again](member:a) [A](member:b) @[A](https://x) @[](member:c)"),
    ).toEqual(["a"]);
    const many = Array.from({ length: MENTIONS_MAX + 5 }, (_, i) => mentionMarkdown(`M${i}`, `m${i}`)).join(" ");
    expect(mentionedMemberIds(many)).toHaveLength(MENTIONS_MAX);
  });
});
