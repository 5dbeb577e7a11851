import { describe, expect, it } from "vitest";
import { discussionBadge, previewContent, specializationLabel, splitOnline } from "../formatDiscussion";

describe("previewContent", () => {
  it("keeps text of 200 characters or fewer as is", () => {
    expect(previewContent("a".repeat(200))).toBe("a".repeat(200));
  });
  it("cuts longer text at 200 characters and adds an ellipsis", () => {
    expect(previewContent("b".repeat(201))).toBe(`${"b".repeat(200)}...`);
  });
  it("shows a mention as the name written, not its markup", () => {
    expect(previewContent("Ask @[Priya Patel](member:seed-user-priya-patel-04) about TLS")).toBe(
      "Ask @Priya Patel about TLS",
    );
  });
});

describe("discussionBadge", () => {
  it("prefers Urgent, then Pinned, then the category name", () => {
    expect(discussionBadge({ isUrgent: true, isPinned: true, categoryName: "Lab Help" })).toBe("Urgent");
    expect(discussionBadge({ isUrgent: false, isPinned: true, categoryName: "Lab Help" })).toBe("Pinned");
    expect(discussionBadge({ isUrgent: false, isPinned: false, categoryName: "Lab Help" })).toBe("Lab Help");
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
