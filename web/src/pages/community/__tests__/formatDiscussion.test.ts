import { describe, expect, it } from "vitest";
import { discussionBadge, formatTimeAgo, previewContent, specializationLabel, splitOnline } from "../formatDiscussion";

describe("previewContent", () => {
  it("keeps text of 200 characters or fewer as is", () => {
    expect(previewContent("a".repeat(200))).toBe("a".repeat(200));
  });
  it("cuts longer text at 200 characters and adds an ellipsis", () => {
    expect(previewContent("b".repeat(201))).toBe(`${"b".repeat(200)}...`);
  });
});

describe("discussionBadge", () => {
  it("prefers Urgent, then Pinned, then the category name", () => {
    expect(discussionBadge({ isUrgent: true, isPinned: true, categoryName: "Lab Help" })).toBe("Urgent");
    expect(discussionBadge({ isUrgent: false, isPinned: true, categoryName: "Lab Help" })).toBe("Pinned");
    expect(discussionBadge({ isUrgent: false, isPinned: false, categoryName: "Lab Help" })).toBe("Lab Help");
  });
});

describe("formatTimeAgo", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  const ago = (ms: number) => formatTimeAgo(new Date(now.getTime() - ms), now);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  it.each([
    [10_000, "less than a minute ago"],
    [MIN, "1 minute ago"],
    [5 * MIN, "5 minutes ago"],
    [HOUR, "about 1 hour ago"],
    [2 * HOUR, "about 2 hours ago"],
    [30 * HOUR, "1 day ago"],
    [3 * DAY, "3 days ago"],
    [35 * DAY, "about 1 month ago"],
    [90 * DAY, "3 months ago"],
    [400 * DAY, "about 1 year ago"],
  ])("%i ms before reads '%s'", (ms, text) => {
    expect(ago(ms)).toBe(text);
  });
  it("treats a time in the future as just now", () => {
    expect(ago(-5 * MIN)).toBe("less than a minute ago");
  });
});

describe("splitOnline", () => {
  it("shows up to 5 and counts the rest", () => {
    expect(splitOnline([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
    expect(splitOnline([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(splitOnline([])).toEqual({ shown: [], more: 0 });
  });
});

describe("specializationLabel", () => {
  it("shows a missing specialization as Student", () => {
    expect(specializationLabel(null, { CRYPTOGRAPHY: "Cryptography" })).toBe("Student");
    expect(specializationLabel("CRYPTOGRAPHY", { CRYPTOGRAPHY: "Cryptography" })).toBe("Cryptography");
  });
});
