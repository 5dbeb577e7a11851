import { describe, expect, it } from "vitest";
import { mentionedMemberIds } from "../../../../../schema/rules/mentions";
import { QUOTE_MAX, quoteMarkdown } from "../quote";

describe("quoteMarkdown", () => {
  const alex = { name: "Alex Chen", databaseId: "seed-user-alex-chen-01" };

  it("quotes every line under a mention of the author and leaves a blank line to answer below", () => {
    expect(quoteMarkdown(alex, "First line\n\nSecond *line*\n")).toBe(
      "> @[Alex Chen](member:seed-user-alex-chen-01) wrote:\n> First line\n>\n> Second *line*\n\n",
    );
  });

  it("mentions the quoted member, so they are notified", () => {
    expect(mentionedMemberIds(quoteMarkdown(alex, "Hello"))).toEqual(["seed-user-alex-chen-01"]);
  });

  it("cuts a long post with an ellipsis", () => {
    const quoted = quoteMarkdown({ name: "Maria Garcia", databaseId: "m2" }, "a".repeat(QUOTE_MAX + 50));
    expect(quoted).toBe(`> @[Maria Garcia](member:m2) wrote:\n> ${"a".repeat(QUOTE_MAX)}…\n\n`);
  });
});
