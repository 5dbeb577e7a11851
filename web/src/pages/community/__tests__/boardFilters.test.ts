import { describe, expect, it } from "vitest";
import { FILTERS, UNANSWERED, SORTS, isDiscussionOrder, toSearchArgument } from "../boardFilters";

describe("board filters", () => {
  it("offers the spec's filters, then Unanswered, and the spec's sorts in order", () => {
    expect(FILTERS.map((f) => [f.category, f.label])).toEqual([
      [null, "All Discussions"],
      ["lab", "Lab Questions"],
      ["study", "Study Groups"],
      ["assignment", "Assignments"],
      [UNANSWERED, "Unanswered"],
    ]);
    expect(SORTS.map((s) => s.label)).toEqual(["Latest Activity", "Most Popular", "Newest"]);
    expect(isDiscussionOrder("POPULAR")).toBe(true);
    expect(isDiscussionOrder("popular")).toBe(false);
  });

  it("sends blank search text as no search", () => {
    expect(toSearchArgument("   ")).toBeNull();
    expect(toSearchArgument("  vlan ")).toBe("vlan");
  });
});
