import { credentialsSchema } from "../../../../schema/auth/credentials";
import { HttpError, isRateLimited, serverMessage } from "../../relay/errors";

/** Both fields non-blank (spec 5): until then the sign-in button stays disabled. */
export function canSubmitCredentials(email: string, password: string): boolean {
  return credentialsSchema.safeParse({ email, password }).success;
}

/**
 * The server refused the credentials (wrong e-mail or password, or an account not enabled yet):
 * it answers 401 (the HttpError's status). Anything else is a failure to reach the server and
 * deserves different wording.
 */
export function isRejectedCredentials(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

export const UNREACHABLE_DESCRIPTION = "The server could not be reached. Please try again.";

const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please try again later.";

/**
 * The toast description for a failed sign-in that was not a refusal of the credentials: after too
 * many failed attempts the server says how long to wait (HTTP 429); otherwise it was not reached.
 */
export function failureDescription(error: unknown): string {
  return isRateLimited(error) ? (serverMessage(error) ?? TOO_MANY_ATTEMPTS) : UNREACHABLE_DESCRIPTION;
}
