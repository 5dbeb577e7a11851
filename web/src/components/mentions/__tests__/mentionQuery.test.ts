import { describe, expect, it } from "vitest";
import { activeMention, insertMention } from "../mentionQuery";

describe("activeMention", () => {
  it("finds the @name typed before the caret", () => {
    expect(activeMention("Thanks @pri", 11)).toEqual({ start: 7, query: "pri" });
    expect(activeMention("@Alex Ch", 8)).toEqual({ start: 0, query: "Alex Ch" });
    expect(activeMention("(@María", 7)).toEqual({ start: 1, query: "María" });
  });

  it("ignores e-mail addresses, a bare @, text after the caret's word and finished mentions", () => {
    expect(activeMention("mail me at casey@cyberlab", 25)).toBeNull();
    expect(activeMention("Thanks @", 8)).toBeNull();
    expect(activeMention("@alex and then more words", 25)).toBeNull();
    expect(activeMention("@[Alex Chen](member:a1) ", 24)).toBeNull();
    expect(activeMention("@1337", 5)).toBeNull();
  });
});

describe("insertMention", () => {
  it("replaces the typed @name with the mention and a space, the caret after it", () => {
    const text = "Thanks @pri for the tip";
    const result = insertMention(text, { start: 7, query: "pri" }, 11, { name: "Priya Patel", databaseId: "p4" });
    expect(result.text).toBe("Thanks @[Priya Patel](member:p4) for the tip");
    expect(result.caret).toBe("Thanks @[Priya Patel](member:p4) ".length);
  });
});
