import { describe, expect, it } from "vitest";
import { signupSchema } from "../../../../../schema/signupRules";
import { GraphQLResponseError, HttpError } from "../../../relay/errors";
import { describeSignupFailure, fieldErrorsFromIssues } from "../signupErrors";

const graphqlError = (message: string, code: string) =>
  new GraphQLResponseError("useStudentSignupMutation", [{ message, extensions: { code } } as { message: string }]);

describe("sign-up failures", () => {
  it("show the shared rules' first message per field", () => {
    const result = signupSchema.safeParse({
      firstName: "",
      lastName: "Lee",
      email: "nope",
      phone: "",
      experience: "",
      password: "x",
      confirmPassword: "",
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual({
      firstName: "First name is required",
      email: "Enter a valid email address",
      phone: "Phone number is required",
      experience: "Experience level is required",
      confirmPassword: "Password confirmation is required",
    });
  });

  it("point a taken e-mail at the e-mail field", () => {
    expect(describeSignupFailure(graphqlError("An account with this email already exists", "CONFLICT"))).toEqual({
      description: "An account with this email already exists",
      fieldErrors: { email: "An account with this email already exists" },
    });
  });

  it("map the server's field rules onto the fields", () => {
    const failure = describeSignupFailure(
      graphqlError("input.email: Enter a valid email address; input.courseId: Unknown course", "BAD_USER_INPUT"),
    );
    expect(failure.fieldErrors).toEqual({ email: "Enter a valid email address", courseId: "Unknown course" });
  });

  it("put the password policy's reason beside the password field", () => {
    const failure = describeSignupFailure(
      graphqlError("input.password: This password is too common. Choose another.", "BAD_USER_INPUT"),
    );
    expect(failure).toEqual({
      description: "Please correct the highlighted fields.",
      fieldErrors: { password: "This password is too common. Choose another." },
    });
  });

  it("say how long to wait after too many sign-ups", () => {
    const body = JSON.stringify({
      errors: [
        {
          message: "Too many sign-ups from this address. Try again in 42 minutes.",
          extensions: { code: "RATE_LIMITED", retryAfter: 2520 },
        },
      ],
    });
    expect(describeSignupFailure(new HttpError(429, body, "useStudentSignupMutation"))).toEqual({
      description: "Too many sign-ups from this address. Try again in 42 minutes.",
      fieldErrors: {},
    });
    expect(describeSignupFailure(new HttpError(429, "Too Many Requests", "useStudentSignupMutation")).description).toBe(
      "Too many sign-ups from this address. Please try again later.",
    );
  });

  it("say so when the server could not be reached", () => {
    expect(describeSignupFailure(new HttpError(502, "Bad Gateway", "useStudentSignupMutation")).description).toBe(
      "The server could not be reached. Please try again.",
    );
  });
});
