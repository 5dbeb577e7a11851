import { execute, parse } from "graphql";
import { describe, expect, it } from "vitest";
import type { Context } from "../context.js";
import { schema } from "../index.js";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from "../storableText.js";

// No database in this context: a call that reached a resolver would fail differently. A community
// member, so the mutations' scopes (checked before their arguments) let the arguments be read.
const contextValue = {
  prisma: {},
  viewer: { id: "member", role: "COMMUNITY" },
  demoStudent: null,
} as unknown as Context;
const run = (query: string, variableValues: Record<string, unknown>) =>
  execute({ schema, document: parse(query), variableValues, contextValue });
const globalId = (raw: string) => Buffer.from(raw, "utf8").toString("base64");

describe("storable text", () => {
  it("accepts any well-formed text without NUL: scripts, astral characters, controls, markup", () => {
    for (const text of ["", "  ", "مرحبا", "𝕳𝖊𝖑𝖑𝖔 👩🏽‍💻", "\u202Eevil", "tab\tand\nnewline\u0001", "<script>x</script>"]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("refuses NUL and unpaired surrogates", () => {
    for (const text of ["\u0000", "a\u0000b", "\ud800", "x\ud800y", "\udfff", "\udc00\ud800"]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("names the first argument that holds such text, through objects, lists and decoded global IDs", () => {
    expect(unstorableTextPath({ input: { title: "ok", content: "ok" } })).toBeNull();
    expect(unstorableTextPath({ input: { title: "ok", skills: ["a", "b\u0000"] } })).toBe("input.skills.1");
    expect(unstorableTextPath({ discussionId: { typename: "Discussion", id: "x\u0000" } })).toBe("discussionId");
    expect(unstorableTextPath({ courseId: 3, isActive: true, at: new Date(0) })).toBeNull();
  });
});

describe("input the schema cannot take", () => {
  it("text that cannot be stored: BAD_USER_INPUT naming the field, before any resolver runs", async () => {
    const result = await run(
      "mutation ($input: CreateDiscussionInput!) { createDiscussion(input: $input) { clientMutationId } }",
      {
        input: { title: "a\u0000b", content: "c", categoryId: globalId("Category:lab") },
      },
    );
    expect(result.errors?.[0]?.message).toBe(`input.title: ${UNSTORABLE_TEXT_MESSAGE}`);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "input.title" });
  });

  it("a global ID without an id, not base64, or of another type: BAD_USER_INPUT", async () => {
    const like = "mutation ($id: ID!) { likeDiscussion(input: { discussionId: $id }) { clientMutationId } }";
    for (const id of [globalId("Discussion:"), "%%%", globalId("Course:1")]) {
      const result = await run(like, { id });
      expect(result.errors?.[0]?.extensions?.code, id).toBe("BAD_USER_INPUT");
    }
    const nul = await run(like, { id: globalId("Discussion:a\u0000") });
    expect(nul.errors?.[0]?.message).toBe(`input.discussionId: ${UNSTORABLE_TEXT_MESSAGE}`);
  });
});
