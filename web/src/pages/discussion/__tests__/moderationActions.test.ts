import { describe, expect, it } from "vitest";
import { discussionModerationChoices, DISCUSSION_MODERATION, REPLY_MODERATION } from "../moderationActions";

describe("a moderator's choices on a discussion", () => {
  it("offers each toggle the way it can go, and Move", () => {
    expect(discussionModerationChoices({ isPinned: false, isLocked: false, isHidden: false })).toEqual([
      "PIN",
      "LOCK",
      "HIDE",
      "MOVE",
    ]);
    expect(discussionModerationChoices({ isPinned: true, isLocked: true, isHidden: true })).toEqual([
      "UNPIN",
      "UNLOCK",
      "RESTORE",
      "MOVE",
    ]);
  });

  it("names every button after its dialog, and the dialog's confirm after the button", () => {
    for (const wording of [...Object.values(DISCUSSION_MODERATION), ...Object.values(REPLY_MODERATION)]) {
      // The button's accessible name is the dialog's title; its text is the confirming button's.
      expect(wording.title.startsWith(wording.label)).toBe(true);
      expect(wording.done).not.toBe("");
    }
  });
});
