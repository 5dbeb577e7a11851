import { GraphQLResponseError, isRateLimited, serverMessage } from "../../relay/errors";
import type { SignupValues } from "../../../../schema/signupRules";

export type SignupField = keyof SignupValues;
export type FieldErrors = Partial<Record<SignupField, string>>;

/** The first message for each field, from the shared rules' issues. */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as SignupField] = issue.message;
  }
  return errors;
}

export interface SignupFailure {
  description: string;
  fieldErrors: FieldErrors;
}

const TOO_MANY = "Too many sign-ups from this address. Please try again later.";

/**
 * What to tell the user when the sign-up call fails: a taken e-mail (CONFLICT) and the server's
 * field rules (BAD_USER_INPUT, "input.email: message; …", the password policy's reasons
 * included) point at their fields; too many sign-ups (HTTP 429) says how long to wait.
 */
export function describeSignupFailure(error: unknown): SignupFailure {
  if (error instanceof GraphQLResponseError) {
    const first = error.errors[0] as { message: string; extensions?: { code?: string } } | undefined;
    const code = first?.extensions?.code;
    if (first && code === "CONFLICT") return { description: first.message, fieldErrors: { email: first.message } };
    if (first && code === "BAD_USER_INPUT") {
      const issues = first.message.split("; ").map((part) => {
        const match = /^input\.(\w+): (.*)$/.exec(part);
        return match ? { path: [match[1] ?? ""], message: match[2] ?? part } : { path: [], message: part };
      });
      return { description: "Please correct the highlighted fields.", fieldErrors: fieldErrorsFromIssues(issues) };
    }
  }
  if (isRateLimited(error)) return { description: serverMessage(error) ?? TOO_MANY, fieldErrors: {} };
  return { description: "The server could not be reached. Please try again.", fieldErrors: {} };
}
