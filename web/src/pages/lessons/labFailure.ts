import { serverMessage } from "../../relay/errors";

/**
 * Why a lab answer was not accepted, in words for the student beside the field that still holds it:
 * the server's own refusal (wrong answer, too many tries) or the network.
 */
export function labFailure(error: unknown): Error {
  const reason = serverMessage(error)?.replace(/^input\.answer: /, "");
  return new Error(reason ?? "Your answer was not sent: the server could not be reached. It is kept; try again.");
}
