import { describe, expect, it } from "vitest";
import { QUOTE_MAX, quoteMarkdown } from "../quote";

describe("quoteMarkdown", () => {
  it("quotes every line under the author's name and leaves a blank line to answer below", () => {
    expect(quoteMarkdown("Alex Chen", "First line\n\nSecond *line*\n")).toBe(
      "> **Alex Chen** wrote:\n> First line\n>\n> Second *line*\n\n",
    );
  });

  it("cuts a long post with an ellipsis", () => {
    const quoted = quoteMarkdown("Maria Garcia", "a".repeat(QUOTE_MAX + 50));
    expect(quoted).toBe(`> **Maria Garcia** wrote:\n> ${"a".repeat(QUOTE_MAX)}…\n\n`);
  });
});
