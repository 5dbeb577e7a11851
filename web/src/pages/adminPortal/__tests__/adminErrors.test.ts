import { describe, expect, it } from "vitest";
import { GraphQLResponseError, HttpError, RequestTimeoutError, serverMessage } from "../../../relay/errors";
import { isRequestFailure, isSessionRefusal } from "../adminErrors";

const refused = (code: string, message: string) =>
  new GraphQLResponseError("Op", [{ message, extensions: { code } } as never]);
const unauthorized = new HttpError(
  401,
  JSON.stringify({ errors: [{ message: "Unauthorized", extensions: { code: "UNAUTHENTICATED" } }] }),
  "Op",
);

describe("isSessionRefusal", () => {
  it("is true when the server has no admin session for this browser", () => {
    expect(isSessionRefusal(unauthorized)).toBe(true);
    expect(isSessionRefusal(new HttpError(401, "", "Op"))).toBe(true);
    // Signed in, but as a student: the admin portal still needs its own login.
    expect(isSessionRefusal(refused("FORBIDDEN", "Forbidden"))).toBe(true);
  });

  it("is false for refusals of the action itself and for other failures", () => {
    expect(isSessionRefusal(refused("CONFLICT", "Student is already enrolled in this course"))).toBe(false);
    expect(isSessionRefusal(new HttpError(500, "boom", "Op"))).toBe(false);
    expect(isSessionRefusal(new Error("401 somewhere"))).toBe(false);
  });
});

describe("serverMessage", () => {
  it("carries the server's reason for a refused action", () => {
    expect(serverMessage(refused("CONFLICT", "Student is already enrolled in this course"))).toBe(
      "Student is already enrolled in this course",
    );
    expect(serverMessage(unauthorized)).toBe("Unauthorized");
  });

  it("has nothing to say about an answer it cannot read", () => {
    expect(serverMessage(new HttpError(502, "Bad Gateway", "Op"))).toBeUndefined();
    expect(serverMessage(new Error("x"))).toBeUndefined();
  });
});

describe("isRequestFailure", () => {
  it("covers what the network layer raises, not bugs in the page", () => {
    expect(isRequestFailure(unauthorized)).toBe(true);
    expect(isRequestFailure(refused("FORBIDDEN", "Forbidden"))).toBe(true);
    expect(isRequestFailure(new RequestTimeoutError("Op", 15_000))).toBe(true);
    expect(isRequestFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRequestFailure(new RangeError("bug"))).toBe(false);
    expect(isRequestFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});
