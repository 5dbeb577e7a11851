import { describe, expect, it } from "vitest";
import {
  assignmentStatus,
  isLate,
  isWebAddress,
  scoreSchema,
  submissionLinksSchema,
  submissionRefusal,
  submissionTextSchema,
} from "../assignmentRules.js";
import { assignmentReviewDetail, notificationMessage } from "../notificationRules.js";
import { LIMITS } from "../rules/text.js";

const now = new Date("2026-11-26T12:00:00Z");
const open = { opensAt: new Date("2026-11-20T00:00:00Z"), dueAt: new Date("2026-11-27T23:00:00Z") };
const upcoming = { opensAt: new Date("2026-12-03T00:00:00Z"), dueAt: new Date("2026-12-17T23:00:00Z") };

describe("assignment rules", () => {
  it("derives a student's status from the dates and their submission", () => {
    expect(assignmentStatus(upcoming, null, now)).toBe("UPCOMING");
    expect(assignmentStatus(open, null, now)).toBe("PENDING");
    expect(assignmentStatus(open, { status: "SUBMITTED" }, now)).toBe("SUBMITTED");
    expect(assignmentStatus(open, { status: "RETURNED" }, now)).toBe("RETURNED");
    expect(assignmentStatus(open, { status: "GRADED" }, now)).toBe("GRADED");
  });

  it("takes work while open and until graded; after the due date it is late", () => {
    expect(submissionRefusal(open, null, now)).toBeNull();
    expect(submissionRefusal(open, { status: "RETURNED" }, now)).toBeNull();
    expect(submissionRefusal(open, { status: "SUBMITTED" }, now)).toBeNull();
    expect(submissionRefusal(open, { status: "GRADED" }, now)).toMatch(/already graded/);
    expect(submissionRefusal(upcoming, null, now)).toMatch(/not open/);
    expect(isLate(open, now)).toBe(false);
    expect(isLate(open, new Date("2026-11-28T00:00:00Z"))).toBe(true);
  });

  it("limits the text and takes only http(s) links", () => {
    expect(submissionTextSchema.safeParse("  ").success).toBe(false);
    expect(submissionTextSchema.parse("  # Work  ")).toBe("# Work");
    expect(submissionTextSchema.safeParse("x".repeat(LIMITS.submissionText)).success).toBe(true);
    expect(submissionTextSchema.safeParse("x".repeat(LIMITS.submissionText + 1)).success).toBe(false);
    for (const link of ["https://example.com/a", "http://10.0.0.1:8080/x?y=1"]) expect(isWebAddress(link)).toBe(true);
    for (const link of ["javascript:alert(1)", "ftp://example.com", "example.com", "data:text/html,x", "https://"])
      expect(isWebAddress(link)).toBe(false);
    expect(submissionLinksSchema.safeParse(Array(LIMITS.submissionLinks).fill("https://a.example")).success).toBe(true);
    expect(submissionLinksSchema.safeParse(Array(LIMITS.submissionLinks + 1).fill("https://a.example")).success).toBe(
      false,
    );
    expect(submissionLinksSchema.safeParse([`https://a.example/${"x".repeat(LIMITS.submissionLink)}`]).success).toBe(
      false,
    );
  });

  it("scores 0 to 100 in whole numbers", () => {
    for (const score of [0, 55, 100]) expect(scoreSchema.safeParse(score).success).toBe(true);
    for (const score of [-1, 101, 50.5]) expect(scoreSchema.safeParse(score).success).toBe(false);
  });

  it("tells the student what the reviewer did", () => {
    const graded = assignmentReviewDetail({ title: "Threat Assessment", score: 92 });
    expect(graded).toBe("Your submission for “Threat Assessment” was graded: 92/100");
    expect(assignmentReviewDetail({ title: "Threat Assessment", score: null })).toBe(
      "Your submission for “Threat Assessment” was returned for revision",
    );
    expect(
      notificationMessage({
        kind: "ASSIGNMENT_GRADED",
        actorName: null,
        actorCount: 1,
        discussionTitle: null,
        aboutReply: false,
        detail: graded,
      }),
    ).toBe(graded);
  });
});
