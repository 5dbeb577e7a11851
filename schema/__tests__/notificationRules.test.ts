import { describe, expect, it } from "vitest";
import { moderationDetail, notificationMessage, type NotificationFacts } from "../notificationRules.js";

const facts = (more: Partial<NotificationFacts>): NotificationFacts => ({
  kind: "REPLY",
  actorName: "Alex Chen",
  actorCount: 1,
  discussionTitle: "Help with Buffer Overflow Lab",
  aboutReply: true,
  detail: "",
  ...more,
});

describe("what a notification says", () => {
  it("names who did what, where", () => {
    expect(notificationMessage(facts({}))).toBe("Alex Chen replied to your discussion “Help with Buffer Overflow Lab”");
    expect(notificationMessage(facts({ kind: "MENTION" }))).toBe(
      "Alex Chen mentioned you in “Help with Buffer Overflow Lab”",
    );
    expect(notificationMessage(facts({ kind: "ANSWER_ACCEPTED" }))).toBe(
      "Alex Chen accepted your reply as the answer to “Help with Buffer Overflow Lab”",
    );
  });

  it("groups likes: one name and how many others", () => {
    const like = (actorCount: number, aboutReply: boolean) =>
      notificationMessage(facts({ kind: "LIKE", actorCount, aboutReply }));
    expect(like(1, false)).toBe("Alex Chen liked your discussion “Help with Buffer Overflow Lab”");
    expect(like(2, true)).toBe("Alex Chen and 1 other liked your reply in “Help with Buffer Overflow Lab”");
    expect(like(4, false)).toBe("Alex Chen and 3 others liked your discussion “Help with Buffer Overflow Lab”");
  });

  it("says 'A former member' when the actor's account is gone", () => {
    expect(notificationMessage(facts({ actorName: null }))).toMatch(/^A former member replied/);
  });

  it("tells what a moderator did and why, never who; flags hiding a post say so", () => {
    const hid = moderationDetail({ action: "hid", post: "reply", title: "T", reason: "Spam" });
    expect(hid).toBe("A moderator hid your reply in “T”. Reason: Spam");
    expect(notificationMessage(facts({ kind: "MODERATION", detail: hid }))).toBe(hid);
    expect(moderationDetail({ action: "moved", post: "discussion", title: "T", reason: "Fits", to: "Lab Help" })).toBe(
      "A moderator moved your discussion “T” to Lab Help. Reason: Fits",
    );
    expect(moderationDetail({ action: "flagged", post: "discussion", title: "T", reason: "" })).toBe(
      "Your discussion “T” was hidden after members flagged it; a moderator will review it.",
    );
  });
});
