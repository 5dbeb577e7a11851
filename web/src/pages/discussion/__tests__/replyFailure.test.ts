import { describe, expect, it } from "vitest";
import { GraphQLResponseError, HttpError } from "../../../relay/errors";
import { replyFailure } from "../replyFailure";

describe("what the composer says when a reply is not stored", () => {
  it("gives the server's reason without the field path", () => {
    const refused = new GraphQLResponseError("useAddReplyMutation", [{ message: "input.content: Reply is too long" }]);
    expect(replyFailure(refused)).toBe("Reply is too long");
    const locked = new GraphQLResponseError("useAddReplyMutation", [
      { message: "This discussion is locked: it takes no new replies." },
    ]);
    expect(replyFailure(locked)).toBe("This discussion is locked: it takes no new replies.");
  });

  it("says the server could not be reached, and that the text is kept, when there is no answer", () => {
    expect(replyFailure(new TypeError("Failed to fetch"))).toBe(
      "Your reply could not be posted: the server could not be reached. Your text is kept; try again.",
    );
    expect(replyFailure(new HttpError(502, "Bad Gateway", "useAddReplyMutation"))).toMatch(/could not be reached/);
  });
});
