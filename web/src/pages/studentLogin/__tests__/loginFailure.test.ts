import { describe, expect, it } from "vitest";
import { HttpError, RequestTimeoutError } from "../../../relay/errors";
import {
  canSubmitCredentials,
  failureDescription,
  isRejectedCredentials,
  UNREACHABLE_DESCRIPTION,
} from "../loginFailure";

describe("student sign-in form rules", () => {
  it("needs a non-blank e-mail and password before it can be sent", () => {
    expect(canSubmitCredentials("", "")).toBe(false);
    expect(canSubmitCredentials("student@cyberlab.academy", "")).toBe(false);
    expect(canSubmitCredentials("   ", "secret")).toBe(false);
    expect(canSubmitCredentials("student@cyberlab.academy", "   ")).toBe(false);
    expect(canSubmitCredentials("student@cyberlab.academy", "secret")).toBe(true);
  });

  it("tells refused credentials from a server that could not be reached", () => {
    const refused = new HttpError(401, '{"errors":[{"message":"Invalid credentials"}]}', "useStudentLoginMutation");
    expect(isRejectedCredentials(refused)).toBe(true);
    expect(isRejectedCredentials(new HttpError(502, "Bad Gateway", "useStudentLoginMutation"))).toBe(false);
    expect(isRejectedCredentials(new RequestTimeoutError("useStudentLoginMutation", 15_000))).toBe(false);
    expect(isRejectedCredentials("401: not an error object")).toBe(false);
  });

  it("says how long to wait after too many attempts, and that the server was not reached otherwise", () => {
    const limited = new HttpError(
      429,
      '{"errors":[{"message":"Too many failed sign-ins. Try again in 15 minutes.","extensions":{"code":"RATE_LIMITED"}}]}',
      "useStudentLoginMutation",
    );
    expect(failureDescription(limited)).toBe("Too many failed sign-ins. Try again in 15 minutes.");
    expect(failureDescription(new HttpError(429, "Too Many Requests", "useStudentLoginMutation"))).toBe(
      "Too many sign-in attempts. Please try again later.",
    );
    expect(failureDescription(new HttpError(502, "Bad Gateway", "useStudentLoginMutation"))).toBe(
      UNREACHABLE_DESCRIPTION,
    );
    expect(failureDescription(new RequestTimeoutError("useStudentLoginMutation", 15_000))).toBe(
      UNREACHABLE_DESCRIPTION,
    );
  });
});
